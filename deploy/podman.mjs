// Podman from Debian's packages, for building and running the app's image on a machine with no
// Docker engine and no container registry (deploy/image.test.mjs). Podman keeps its storage, its
// configuration and the registry-free Node base image in one cache folder outside the repository,
// so a second run reuses them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's one Node.js release (.node-version; the Dockerfile's NODE_IMAGE and CI's Node 24
 * follow it, deploy.test.mjs checks), as the npm registry's `node` package has it.
 */
export const NODE_VERSION = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '.node-version'), 'utf8').trim();
/** npm as that release's official image ships it (Node 24.11.1: npm 11.6.2); a new release brings its own. */
const NPM_VERSION = '11.6.2';
export const BASE_IMAGE = `localhost/mealapp-node-base:${NODE_VERSION}-bookworm`;

const DEBIAN_PACKAGES = ['podman', 'runc', 'fuse-overlayfs', 'slirp4netns', 'uidmap', 'debootstrap'];

export const cacheDir = process.env.MEALAPP_PODMAN_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'mealapp-podman');

/** The environment that points podman at its own configuration and storage under cacheDir. */
export function podmanEnv() {
  const tmp = join(cacheDir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const containersConf = join(cacheDir, 'containers.conf');
  const storageConf = join(cacheDir, 'storage.conf');
  // crun refuses this kind of VM's hybrid cgroups, and without systemd neither the systemd cgroup
  // manager nor journald exist; root inside such a VM cannot raise its own limits above these.
  writeFileSync(
    containersConf,
    [
      '[containers]',
      'default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
  writeFileSync(
    storageConf,
    ['[storage]', 'driver = "overlay"', `graphroot = "${join(cacheDir, 'storage')}"`, `runroot = "${join(cacheDir, 'run')}"`, ''].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: containersConf, CONTAINERS_STORAGE_CONF: storageConf, TMPDIR: tmp };
}

/** Runs a command; returns its stdout, or throws with its stderr. */
export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${(result.stderr || result.stdout || '').slice(-4000)}`);
  }
  return result.stdout;
}

export function podman(args, options = {}) {
  return sh('podman', args, { env: podmanEnv(), ...options });
}

const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** Podman, installed from Debian's packages when missing and this is root; why not, otherwise. */
export function ensurePodman() {
  if (onPath('podman') && onPath('debootstrap')) return null;
  if (process.getuid?.() !== 0) return 'podman (and debootstrap) are not installed, and installing them needs root';
  if (!onPath('apt-get')) return 'podman is not installed and this is not a Debian-like system';
  sh('apt-get', ['install', '-y', ...DEBIAN_PACKAGES], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return null;
}

/** The Debian mirror apt uses here, so debootstrap needs no other network. */
function debianMirror() {
  if (process.env.DEBIAN_MIRROR) return process.env.DEBIAN_MIRROR;
  const sources = '/etc/apt/sources.list.d/debian.sources';
  const uri = existsSync(sources) ? /^URIs:\s*(\S+\/debian)\s*$/m.exec(readFileSync(sources, 'utf8'))?.[1] : undefined;
  return uri ?? 'http://deb.debian.org/debian';
}

/**
 * A stand-in for the official node:<NODE_VERSION>-bookworm-slim image, made without a registry:
 * Debian bookworm (debootstrap, minbase) with the npm registry's Node and npm at the official
 * image's paths and its `node` user (uid 1000). Made once and kept in podman's storage; what it
 * trusts is added on top by trustingBase().
 */
export function ensureBaseImage() {
  if (spawnSync('podman', ['image', 'exists', BASE_IMAGE], { env: podmanEnv() }).status === 0) return false;
  const work = join(cacheDir, 'base-build');
  rmSync(work, { recursive: true, force: true });
  const rootfs = join(work, 'rootfs');
  mkdirSync(rootfs, { recursive: true });
  try {
    sh('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()]);
    const npmDir = join(work, 'npm');
    sh('npm', ['install', '--prefix', npmDir, '--no-audit', '--no-fund', '--loglevel=error', `node@${NODE_VERSION}`, `npm@${NPM_VERSION}`]);
    const local = join(rootfs, 'usr/local');
    mkdirSync(join(local, 'lib/node_modules'), { recursive: true });
    sh('cp', ['-L', join(npmDir, 'node_modules/node/bin/node'), join(local, 'bin/node')]);
    sh('cp', ['-a', join(npmDir, 'node_modules/npm'), join(local, 'lib/node_modules/npm')]);
    sh('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin/npm')]);
    sh('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin/npx')]);
    writeFileSync(join(rootfs, 'etc/passwd'), `${readFileSync(join(rootfs, 'etc/passwd'), 'utf8')}node:x:1000:1000::/home/node:/bin/sh\n`);
    writeFileSync(join(rootfs, 'etc/group'), `${readFileSync(join(rootfs, 'etc/group'), 'utf8')}node:x:1000:\n`);
    mkdirSync(join(rootfs, 'home/node'));
    sh('chown', ['1000:1000', join(rootfs, 'home/node')]);
    rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true });
    const tar = spawnSync('sh', ['-c', `tar -C "${rootfs}" -c . | podman import --change 'CMD ["node"]' - ${BASE_IMAGE}`], { env: podmanEnv(), encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`podman import failed: ${tar.stderr}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return true;
}

/**
 * The file of certificate authorities this machine trusts: npm's own `cafile`, else Node's extra
 * authorities or the system's bundle. CI's npm (another Node's) may not read the npmrc that names
 * the cafile, while the machine still inspects TLS with its own authority.
 */
function trustedAuthorities() {
  const npmCafile = sh('npm', ['config', 'get', 'cafile']).trim();
  const candidates = [npmCafile === 'null' ? '' : npmCafile, process.env.NODE_EXTRA_CA_CERTS, process.env.SSL_CERT_FILE, '/etc/ssl/certs/ca-certificates.crt'];
  return candidates.find((file) => file && existsSync(file)) ?? null;
}

/**
 * The base image with the certificate authorities this machine trusts (trustedAuthorities()) on
 * top, for the image builds' npm installs: a network that inspects TLS signs the registry's
 * certificate with its own, and a new machine may bring a new one. So the authorities are a thin
 * layer tagged by their hash, made in seconds, never baked into the kept base (a stale one there
 * failed every package the npm cache did not hold yet). The base itself when there is no such file.
 */
export function trustingBase() {
  const cafile = trustedAuthorities();
  if (!cafile) return BASE_IMAGE;
  const authorities = readFileSync(cafile);
  const image = `${BASE_IMAGE}-ca-${createHash('sha256').update(authorities).digest('hex').slice(0, 12)}`;
  if (spawnSync('podman', ['image', 'exists', image], { env: podmanEnv() }).status === 0) return image;
  const context = join(cacheDir, 'ca-build');
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  try {
    writeFileSync(join(context, 'ca-certificates.crt'), authorities);
    writeFileSync(join(context, 'npmrc'), 'cafile=/etc/ssl/certs/ca-certificates.crt\n');
    writeFileSync(
      join(context, 'Containerfile'),
      `FROM ${BASE_IMAGE}\nCOPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt\nCOPY npmrc /usr/local/etc/npmrc\n`,
    );
    podman(['build', '--format', 'docker', '--tag', image, context]);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return image;
}
