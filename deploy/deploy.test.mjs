// The deployment files checked without a cluster or a container engine: every Kubernetes manifest
// against the Kubernetes API schema (kubernetes-models), the Dockerfile with dockerfile-utils, the
// compose files with dclint (the compose-spec schema and its best-practice rules), and all of them
// against the app: probe paths are API routes, ports agree, every setting is one the app reads.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DCLinter } from 'dclint';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { parse, parseAllDocuments } from 'yaml';

const deployDir = dirname(fileURLToPath(import.meta.url));
const root = join(deployDir, '..');
const kubernetesDir = join(deployDir, 'kubernetes');
const read = (path) => readFileSync(join(root, path), 'utf8');

const LIVE = '/api/health/live';
const READY = '/api/health/ready';
const PORT = 3000;
const MIGRATE_COMMAND = ['node', 'backend/dist/migrate.js'];

/** Settings the app reads: every name backend/src/config/app-config.ts takes from the environment. */
function appSettings() {
  const source = read('backend/src/config/app-config.ts');
  const names = [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]);
  return new Set(names);
}
const SETTINGS = appSettings();

function settingProblems(names, where) {
  return names.filter((name) => !SETTINGS.has(name)).map((name) => `${where}: ${name} is no setting of the app`);
}

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return entry.name.endsWith('.yaml') ? [path] : [];
  });
}

function documents(file) {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS();
  });
}

const manifests = yamlFiles(kubernetesDir)
  .filter((file) => !file.endsWith('kustomization.yaml'))
  .flatMap((file) => documents(file).map((doc) => ({ file: relative(root, file), doc })));
const find = (kind, name) => {
  const found = manifests.find(({ doc }) => doc.kind === kind && (name === undefined || doc.metadata.name === name));
  assert.ok(found, `no ${kind}${name ? ` ${name}` : ''} in deploy/kubernetes`);
  return structuredClone(found.doc);
};

/** The Kubernetes API schema's complaints about one manifest (kubernetes-models), [] when valid. */
async function schemaProblems(doc) {
  let models;
  try {
    models = await import(`kubernetes-models/${doc.apiVersion}`);
  } catch {
    return [`unknown apiVersion ${doc.apiVersion}`];
  }
  const Model = models[doc.kind];
  if (!Model) return [`no kind ${doc.kind} in ${doc.apiVersion}`];
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    return [`${doc.kind} ${doc.metadata?.name}: ${error.message}`];
  }
}

const labelsMatch = (selector, labels) => Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Where the API's Deployment disagrees with the app or with the objects around it. */
function apiProblems({ deployment, configMap, service, ingress, pdb, policy }) {
  const problems = [];
  const pod = deployment.spec.template;
  const api = pod.spec.containers.find((c) => c.name === 'api');
  if (!api) return ['no container named api'];
  const portNamed = (name) => api.ports?.find((p) => p.name === name)?.containerPort;
  const env = Object.fromEntries((api.env ?? []).map((e) => [e.name, e.value]));
  if (portNamed('http') !== PORT || env.PORT !== String(PORT)) problems.push(`the http port and PORT must both be ${PORT}`);
  if (String(portNamed('metrics')) !== configMap.data.METRICS_PORT) problems.push('the metrics port is not METRICS_PORT');
  const probe = (name, path) => {
    const get = api[name]?.httpGet;
    if (get?.path !== path || get.port !== 'http') problems.push(`${name} must GET ${path} on the http port`);
  };
  probe('startupProbe', LIVE);
  probe('livenessProbe', LIVE);
  probe('readinessProbe', READY);
  const delay = Number(configMap.data.SHUTDOWN_DELAY_SECONDS);
  // After the delay the server still finishes its requests and closes the database pool.
  if (!(pod.spec.terminationGracePeriodSeconds >= delay + 20)) problems.push('terminationGracePeriodSeconds leaves under 20 s after SHUTDOWN_DELAY_SECONDS');
  if (configMap.data.MIGRATE_ON_START !== 'false') problems.push('replicas must not migrate on start: the migration Job does');
  const configRefs = api.envFrom?.map((e) => e.configMapRef?.name).filter(Boolean) ?? [];
  if (!configRefs.includes(configMap.metadata.name)) problems.push('the container does not read the ConfigMap');
  if (pod.spec.securityContext?.runAsNonRoot !== true || api.securityContext?.readOnlyRootFilesystem !== true) problems.push('must run as non-root on a read-only root file system');
  const mounts = (api.volumeMounts ?? []).map((m) => m.mountPath);
  if (!mounts.includes('/tmp') || !mounts.includes(env.DATA_DIR)) problems.push('/tmp and DATA_DIR need writable volumes');
  if (!labelsMatch(service.spec.selector, pod.metadata.labels)) problems.push('the Service selects no API pod');
  if (!portNamed(service.spec.ports[0].targetPort)) problems.push('the Service targets no container port');
  for (const rule of ingress.spec.rules) {
    for (const { backend } of rule.http.paths) {
      const port = service.spec.ports.find((p) => p.name === backend.service.port.name);
      if (backend.service.name !== service.metadata.name || !port) problems.push('the Ingress sends traffic to no Service port');
    }
  }
  if (!labelsMatch(pdb.spec.selector.matchLabels, pod.metadata.labels)) problems.push('the PodDisruptionBudget covers no API pod');
  if (!(deployment.spec.replicas > pdb.spec.minAvailable)) problems.push('the PodDisruptionBudget blocks every drain');
  if (!labelsMatch(policy.spec.podSelector.matchLabels, pod.metadata.labels)) problems.push('the NetworkPolicy covers no API pod');
  for (const { port } of policy.spec.ingress.flatMap((rule) => rule.ports ?? [])) {
    if (!portNamed(port)) problems.push(`the NetworkPolicy admits port ${port}, which the container does not have`);
  }
  return problems;
}

function kubernetesObjects() {
  return {
    deployment: find('Deployment', 'mealapp'),
    configMap: find('ConfigMap', 'mealapp-config'),
    service: find('Service', 'mealapp'),
    ingress: find('Ingress', 'mealapp'),
    pdb: find('PodDisruptionBudget', 'mealapp'),
    policy: find('NetworkPolicy', 'mealapp-api'),
  };
}

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  test('every manifest is valid against the Kubernetes API schema', async () => {
    assert.ok(manifests.length >= 10);
    const problems = (await Promise.all(manifests.map(({ file, doc }) => schemaProblems(doc).then((p) => p.map((m) => `${file}: ${m}`))))).flat();
    assert.deepEqual(problems, []);
  });

  test('a manifest with a wrong type or an unknown kind is refused', async () => {
    const deployment = find('Deployment', 'mealapp');
    deployment.spec.replicas = 'two';
    assert.match((await schemaProblems(deployment)).join(), /replicas must be integer/);
    const container = deployment.spec.template.spec.containers[0];
    deployment.spec.replicas = 2;
    container.readinessProbe.httpGet.port = { name: 'http' };
    assert.notDeepEqual(await schemaProblems(deployment), []);
    assert.notDeepEqual(await schemaProblems({ apiVersion: 'apps/v1', kind: 'Deployments', metadata: { name: 'x' } }), []);
  });

  test('the Deployment agrees with the app and with its Service, Ingress, PodDisruptionBudget and NetworkPolicy', () => {
    assert.deepEqual(apiProblems(kubernetesObjects()), []);
  });

  test('a probe on another path, a missing port or a short grace period is caught', () => {
    const cases = [
      (o) => (o.deployment.spec.template.spec.containers[0].readinessProbe.httpGet.path = '/api/health'),
      (o) => (o.deployment.spec.template.spec.containers[0].ports = [{ name: 'web', containerPort: PORT }]),
      (o) => (o.deployment.spec.template.spec.terminationGracePeriodSeconds = 15),
      (o) => (o.configMap.data.MIGRATE_ON_START = 'true'),
      (o) => (o.service.spec.selector = { app: 'mealapp' }),
    ];
    for (const breakIt of cases) {
      const objects = kubernetesObjects();
      breakIt(objects);
      assert.notDeepEqual(apiProblems(objects), [], String(breakIt));
    }
  });

  test('the probe paths are routes of the API (libs/api-client/openapi.json)', () => {
    const { paths } = JSON.parse(read('libs/api-client/openapi.json'));
    for (const path of [LIVE, READY]) assert.ok(paths[path]?.get, `GET ${path} is not in the OpenAPI document`);
  });

  test('every setting in the ConfigMap, the Secret and the containers is one the app reads', () => {
    const names = [
      ...Object.keys(find('ConfigMap', 'mealapp-config').data),
      ...Object.keys(find('Secret', 'mealapp-secrets').stringData),
      ...manifests.flatMap(({ doc }) => JSON.stringify(doc).match(/"name":"[A-Z][A-Z0-9_]+"/g) ?? []).map((s) => s.slice(8, -1)),
    ];
    assert.deepEqual(settingProblems(names, 'deploy/kubernetes'), []);
    assert.deepEqual(settingProblems(['MIGRATE_ON_STARTUP'], 'x'), ['x: MIGRATE_ON_STARTUP is no setting of the app']);
  });

  test('the migration Job and the backup CronJob run what exists, with the Secret the app reads', () => {
    const job = find('Job', 'mealapp-migrate');
    assert.deepEqual(job.spec.template.spec.containers[0].command, MIGRATE_COMMAND);
    assert.ok(existsSync(join(root, 'backend/src/migrate.ts')), 'backend/src/migrate.ts (built to backend/dist/migrate.js) is missing');
    const secretName = find('Secret').metadata.name;
    const backup = find('CronJob', 'mealapp-backup').spec.jobTemplate.spec.template.spec.containers[0];
    assert.equal(backup.env.find((e) => e.name === 'DATABASE_URL').valueFrom.secretKeyRef.name, secretName);
    assert.ok(find('Deployment').spec.template.spec.containers[0].envFrom.some((e) => e.secretRef?.name === secretName));
  });

  test('each kustomization lists every manifest beside it but the Secret example, and names the image the containers use', () => {
    for (const file of yamlFiles(kubernetesDir).filter((f) => f.endsWith('kustomization.yaml'))) {
      const dir = dirname(file);
      const kustomization = parse(readFileSync(file, 'utf8'));
      const beside = readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml' && f !== 'secret.example.yaml');
      assert.deepEqual([...kustomization.resources].sort(), beside.sort(), relative(root, file));
      const images = yamlFiles(dir)
        .filter((f) => dirname(f) === dir)
        .flatMap((f) => readFileSync(f, 'utf8').match(/image: mealapp:\S+/g) ?? []);
      assert.ok(images.length === 0 || kustomization.images.some((i) => i.name === 'mealapp'), relative(root, file));
    }
  });
});

function dockerfileProblems(text) {
  const problems = lintDockerfile(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
  if (!/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-[a-z]+-slim$/m.test(text)) problems.push('NODE_IMAGE must default to one exact Node.js release');
  const user = [...text.matchAll(/^USER (\S+)/gm)].at(-1)?.[1];
  if (!user || user === 'root' || user === '0') problems.push('the image must end on a non-root USER');
  if (!new RegExp(`^HEALTHCHECK[^]*?${READY}`, 'm').test(text)) problems.push(`the HEALTHCHECK must ask ${READY}`);
  if (!new RegExp(`^EXPOSE ${PORT}$`, 'm').test(text) || !new RegExp(`PORT=${PORT}\\b`).test(text)) problems.push(`the image must listen on and expose ${PORT}`);
  if (!/^VOLUME \["\/data"\]$/m.test(text) || !/DATA_DIR=\/data\b/.test(text)) problems.push('DATA_DIR must be the /data volume');
  return problems;
}

describe('Dockerfile', () => {
  test('passes dockerfile-utils and agrees with the app', () => {
    assert.deepEqual(dockerfileProblems(read('Dockerfile')), []);
  });

  test('a wrong instruction, a floating base or a root user is caught', () => {
    const good = read('Dockerfile');
    for (const bad of [
      good.replace('EXPOSE 3000', 'EXPOSE http'),
      good.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:lts-slim'),
      good.replace(/^USER node$/m, 'USER root'),
      `${good}\nCOPYY . .\n`,
    ]) {
      assert.notDeepEqual(dockerfileProblems(bad), []);
    }
  });

  test('.dockerignore keeps dependencies, builds, data and git out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git']) assert.ok(ignored.includes(entry), entry);
  });
});

/**
 * Every Node.js release the project's files name, as [file, release]: the Dockerfile's NODE_IMAGE,
 * podman's stand-in base, CI's Node 24, and any `node:X.Y.Z` or `node@X.Y.Z` a doc or script spells out.
 */
function namedNodeReleases(files) {
  return Object.entries(files).flatMap(([file, text]) => [...text.matchAll(/\bnode[:@]v?(\d+\.\d+\.\d+)/g)].map((m) => [file, m[1]]));
}

function nodeReleaseProblems(release, files, podmanRelease) {
  const problems = [];
  if (!/^\d+\.\d+\.\d+$/.test(release)) problems.push(`.node-version must hold one exact release, got "${release}"`);
  if (podmanRelease !== release) problems.push(`deploy/podman.mjs builds on ${podmanRelease}, not ${release}`);
  for (const [file, named] of namedNodeReleases(files)) if (named !== release) problems.push(`${file} names Node ${named}, not ${release}`);
  if (!/node_major "\$\(tr -d '\[:space:\]' < \.node-version\)"/.test(files['.ci/run'] ?? '')) problems.push('.ci/run must run npm test on the release in .node-version');
  return problems;
}

describe('the Node.js release', () => {
  const textFiles = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : textFiles(path);
      return /\.(md|mjs|yaml|json)$/.test(entry.name) && !entry.name.endsWith('.test.mjs') ? [path] : [];
    });
  const files = () => Object.fromEntries(['Dockerfile', '.ci/run', 'README.md', ...textFiles('docs'), ...textFiles('deploy'), ...textFiles('scripts')].map((f) => [f, read(f)]));

  test('is named once, in .node-version: the Dockerfile, the podman base, CI and the docs follow it', async () => {
    const { NODE_VERSION } = await import('./podman.mjs');
    const release = read('.node-version').trim();
    assert.match(read('Dockerfile'), new RegExp(`^ARG NODE_IMAGE=node:${release.replaceAll('.', '\\.')}-`, 'm'));
    assert.deepEqual(nodeReleaseProblems(release, files(), NODE_VERSION), []);
  });

  test('a file naming another release is caught', () => {
    const good = files();
    const release = read('.node-version').trim();
    assert.notDeepEqual(nodeReleaseProblems(release, { ...good, Dockerfile: good.Dockerfile.replace(`node:${release}`, 'node:24.9.0') }, release), []);
    assert.notDeepEqual(nodeReleaseProblems(release, { ...good, 'docs/deployment.md': 'FROM node:22.1.0-slim' }, release), []);
    assert.notDeepEqual(nodeReleaseProblems(release, good, '24.9.0'), []);
    assert.notDeepEqual(nodeReleaseProblems(release, { ...good, '.ci/run': good['.ci/run'].replace(/node_major "[^\n]*\.node-version\)"/, 'node_major 24') }, release), []);
  });
});

const linter = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] });

function composeLintProblems(file) {
  return linter.lintFiles([file], false).flatMap((r) => r.messages.map((m) => `${relative(root, file)}:${m.line} ${m.rule}: ${m.message}`));
}

/** The services that run the app's image. */
function appServices(compose) {
  return Object.entries(compose.services).filter(([, service]) => /^mealapp:/.test(service.image));
}

describe('Compose files (deploy/compose*.yaml)', () => {
  const files = readdirSync(deployDir).filter((f) => /^compose.*\.yaml$/.test(f));

  test('pass dclint: the compose-spec schema and its rules, warnings included', () => {
    assert.deepEqual(files.sort(), ['compose.postgres.yaml', 'compose.yaml']);
    assert.deepEqual(files.flatMap((f) => composeLintProblems(join(deployDir, f))), []);
  });

  test('a file off the compose schema (a misspelt key) or with an unbound port fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mealapp-compose-'));
    try {
      const file = join(dir, 'compose.yaml');
      writeFileSync(file, read('deploy/compose.yaml').replace('interval: 15s', 'intervall: 15s'));
      assert.match(composeLintProblems(file).join('\n'), /invalid-schema.*healthcheck/);
      writeFileSync(file, read('deploy/compose.yaml').replace("'127.0.0.1:3000:3000'", "'3000:3000'"));
      assert.match(composeLintProblems(file).join('\n'), /no-unbound-port-interfaces/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the app services check readiness, stop gracefully and set only settings the app reads', () => {
    for (const file of files) {
      for (const [name, service] of appServices(parse(read(`deploy/${file}`), { merge: true }))) {
        assert.ok(Object.keys(service.environment ?? {}).length > 0, `${file} ${name}`);
        assert.deepEqual(settingProblems(Object.keys(service.environment), `${file} ${name}`), []);
        assert.equal(service.init, true, `${file} ${name}: init`);
        if (name === 'migrate') continue;
        assert.match(service.healthcheck.test.join(' '), new RegExp(`127\\.0\\.0\\.1:${PORT}${READY}`), `${file} ${name}`);
      }
    }
  });

  test('with PostgreSQL, the APIs wait for the one-off migration and do not migrate themselves', () => {
    const compose = parse(read('deploy/compose.postgres.yaml'), { merge: true });
    assert.deepEqual(compose.services.migrate.command, MIGRATE_COMMAND);
    const apis = appServices(compose).filter(([name]) => name !== 'migrate');
    assert.equal(apis.length, 2);
    for (const [name, api] of apis) {
      assert.equal(api.environment.MIGRATE_ON_START, 'false', name);
      assert.equal(api.depends_on.migrate.condition, 'service_completed_successfully', name);
      assert.match(read('deploy/Caddyfile'), new RegExp(`\\b${name}:${PORT}\\b`), `Caddy balances ${name}`);
    }
    assert.match(read('deploy/Caddyfile'), new RegExp(`health_uri ${READY}`));
  });

  test('example.env names every variable the compose files take, the rest being settings of the app, with placeholders only', () => {
    const interpolated = new Set(files.flatMap((f) => [...read(`deploy/${f}`).matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1])));
    const example = Object.fromEntries([...read('deploy/example.env').matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    assert.deepEqual([...interpolated].filter((name) => !(name in example)), []);
    // The APIs get the whole file (env_file): what compose does not take itself must be a setting.
    assert.deepEqual(settingProblems(Object.keys(example).filter((name) => !interpolated.has(name)), 'example.env'), []);
    for (const secret of ['POSTGRES_PASSWORD', 'JWT_SECRET']) assert.match(example[secret], /^change-me/);
  });
});
