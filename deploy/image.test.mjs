// The Dockerfile built and run for real, with Debian's podman on a Node base made without a registry
// (deploy/podman.mjs): the container must become ready, serve the shell and a feature app, run as
// the unprivileged user and stop cleanly on SIGTERM. The base image, the build's layers and npm's
// download cache stay in podman's cache folder for the next run; the image, the container and its
// /data volume are removed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { freePort, root } from '../scripts/workspace.mjs';
import { BASE_IMAGE, cacheDir, ensureBaseImage, ensurePodman, podman, podmanEnv, trustingBase } from './podman.mjs';

const READY = '/api/health/ready';
const name = `mealapp-image-test-${process.pid}`;
const image = `localhost/${name}:latest`;

const unavailable = process.platform === 'linux' ? ensurePodman() : 'podman builds Linux images on Linux only';
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function status(url) {
  try {
    return (await fetch(url)).status;
  } catch {
    return null;
  }
}

test('the image builds, becomes ready, serves the apps as a non-root user and stops on SIGTERM', { skip: unavailable ?? false }, async (t) => {
  const startedAt = new Date().toISOString();
  t.after(() => {
    spawnSync('podman', ['rm', '--force', '--volumes', '--ignore', name], { env: podmanEnv() });
    spawnSync('podman', ['rmi', '--force', '--ignore', image], { env: podmanEnv() });
    // This storage holds only what these tests make. The build's untagged stage layers are the next
    // run's cache (the dependency installs are reused until a package.json or the lock changes);
    // those of earlier runs that this one did not build on are removed.
    spawnSync('podman', ['image', 'prune', '--force', '--filter', `until=${startedAt}`], { env: podmanEnv() });
  });

  let since = Date.now();
  const madeBase = ensureBaseImage();
  t.diagnostic(`base image ${BASE_IMAGE}: ${madeBase ? `made in ${seconds(since)}` : 'cached'} (${cacheDir})`);
  const nodeImage = trustingBase();
  t.diagnostic(`built on ${nodeImage}`);

  since = Date.now();
  // Host networking: the build's npm reaches the registry the way this machine does.
  podman(['build', '--format', 'docker', '--network', 'host', '--build-arg', `NODE_IMAGE=${nodeImage}`, '--tag', image, root]);
  t.diagnostic(`image built in ${seconds(since)}`);

  const port = await freePort();
  since = Date.now();
  podman(['run', '--detach', '--init', '--name', name, '--publish', `127.0.0.1:${port}:3000`, image]);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while ((await status(`${base}${READY}`)) !== 200) {
    const state = podman(['inspect', '--format', '{{.State.Status}}', name]).trim();
    if (state !== 'running' || Date.now() > deadline) assert.fail(`not ready (${state}):\n${podman(['logs', name], { stdio: 'pipe' }).slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  t.diagnostic(`ready in ${seconds(since)}`);

  // Podman schedules no health checks without systemd; running the image's own one proves it passes.
  assert.equal(spawnSync('podman', ['healthcheck', 'run', name], { env: podmanEnv() }).status, 0, 'the HEALTHCHECK fails');
  const shell = await fetch(`${base}/planner`);
  assert.equal(shell.status, 200);
  assert.match(await shell.text(), /id="mf-remotes"/);
  const manifest = await fetch(`${base}/remotes/pantry/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal((await manifest.json()).name, 'pantry');
  assert.equal(podman(['exec', name, 'id', '-u']).trim(), '1000');

  podman(['stop', '--time', '30', name]);
  // 0: the server closed on SIGTERM; 137 would be the SIGKILL after the grace time.
  assert.equal(podman(['inspect', '--format', '{{.State.ExitCode}}', name]).trim(), '0');
});
