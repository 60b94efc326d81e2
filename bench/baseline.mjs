// The baseline for `npm run bench`: the main an issue starts from, as a second built copy beside this
// checkout, so each figure can be measured on both in one run (issue 34: "build both; a bench that
// needs two builds says how it makes them"). How it is made:
//
//   git worktree add --detach <tmp>/mealapp-bench-base-<short> <commit>
//   npm ci --include=dev --no-audit --no-fund --prefer-offline          (in the worktree; the npm cache
//                                                                        the main install filled serves it)
//   node node_modules/nx/bin/nx.js run-many -t build --output-style=static   (in the worktree)
//
// The worktree lives outside the repository (os.tmpdir()) and is reused while it is at that commit and
// its build finished (a marker in its node_modules names the commit). Its backend serves its own shell
// and remotes (WEB_ROOT is the worktree), so the baseline's pages are the baseline's build.
// `node bench/baseline.mjs` prepares it alone and prints its directory.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../scripts/workspace.mjs';

/** The main issue 34 started from: its figures are the "before" beside this checkout's. */
export const ISSUE_START = '2f765ab';

const MARKER = 'node_modules/.bench-baseline-built';

function git(args, cwd = root) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Runs a step with its output in `log`; throws with the log's last lines when it fails. */
function step(label, command, args, cwd, log) {
  const started = performance.now();
  console.log(`baseline: ${label} (${command} ${args.join(' ')}; output in ${log})…`);
  writeFileSync(log, `$ ${command} ${args.join(' ')}  (in ${cwd})\n`, { flag: 'a' });
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  writeFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}\n`, { flag: 'a' });
  if (result.status !== 0) {
    const tail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n  ');
    throw new Error(`${label} failed (exit ${result.status ?? result.signal}):\n  ${tail}`);
  }
  console.log(`baseline: ${label} done in ${Math.round((performance.now() - started) / 1000)} s`);
}

/**
 * The commit named by `BENCH_BASE` (default ISSUE_START), or null for `BENCH_BASE=none`.
 * Returns { commit, short, label }.
 */
export function baselineCommit(spec = process.env.BENCH_BASE || ISSUE_START) {
  if (spec === 'none') return null;
  const commit = git(['rev-parse', '--verify', '--quiet', `${spec}^{commit}`]);
  if (!commit) throw new Error(`BENCH_BASE=${spec} names no commit here`);
  const short = commit.slice(0, 7);
  const label = spec === ISSUE_START && !process.env.BENCH_BASE ? `starting main (${short})` : `base (${short})`;
  return { commit, short, label };
}

/**
 * Makes sure the worktree of `commit` exists, is installed and built; returns its directory.
 * Throws (with the reason) when a step fails; the caller goes on without a baseline.
 */
export function prepareBaseline({ commit, short }) {
  const started = performance.now();
  const dir = join(tmpdir(), `mealapp-bench-base-${short}`);
  const log = `${dir}.log`;
  const marker = join(dir, MARKER);
  const atCommit = existsSync(dir) && git(['rev-parse', 'HEAD'], dir) === commit;
  if (atCommit && existsSync(marker) && readFileSync(marker, 'utf8').trim() === commit && existsSync(join(dir, 'backend/dist/main.js'))) {
    console.log(`baseline: reusing ${dir} (built at ${short})`);
    return dir;
  }
  writeFileSync(log, `baseline at ${commit}, ${new Date().toISOString()}\n`);
  if (!atCommit) {
    // Not ours any more (another commit, a half-made copy): removed, and git forgets it.
    if (existsSync(dir)) {
      console.log(`baseline: ${dir} is not at ${short}; making it again`);
      git(['worktree', 'remove', '--force', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
    git(['worktree', 'prune']);
    step(`checking out ${short}`, 'git', ['worktree', 'add', '--detach', dir, commit], root, log);
  }
  rmSync(marker, { force: true });
  try {
    step(`installing ${short}'s dependencies`, 'npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline'], dir, log);
  } catch (error) {
    // npm 11 writes only this platform's optional binaries into the lock, and `npm ci` may then refuse
    // it as out of sync (see scripts/workspace.mjs): the same locked versions through `npm install`.
    console.log(`baseline: npm ci failed (${error.message.split('\n')[0]}); trying npm install`);
    step(`installing ${short}'s dependencies`, 'npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline'], dir, log);
  }
  const nx = ['nx/bin/nx.js', 'nx/dist/bin/nx.js'].map((f) => join(dir, 'node_modules', f)).find(existsSync);
  if (!nx) throw new Error(`no nx under ${dir}/node_modules`);
  step(`building ${short}`, process.execPath, [nx, 'run-many', '-t', 'build', '--output-style=static'], dir, log);
  if (!existsSync(join(dir, 'backend/dist/main.js'))) throw new Error(`the build left no backend/dist/main.js under ${dir}`);
  writeFileSync(marker, `${commit}\n`);
  console.log(`baseline: ready in ${Math.round((performance.now() - started) / 1000)} s at ${dir}`);
  return dir;
}

/**
 * The baseline for this run: { dir, commit, short, label }, or null when BENCH_BASE=none or it could
 * not be made (said, and the bench goes on with this checkout's figures only).
 */
export function baseline() {
  try {
    const base = baselineCommit();
    if (!base) {
      console.log('baseline: BENCH_BASE=none, this checkout only');
      return null;
    }
    return { ...base, dir: prepareBaseline(base) };
  } catch (error) {
    console.log(`baseline: not prepared, this checkout's figures only: ${error.message}`);
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = baseline();
  if (!base) process.exit(1);
  console.log(base.dir);
}
