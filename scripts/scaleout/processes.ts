/**
 * The processes `npm run scaleout` starts (scripts/scaleout.ts): each one remembered so that everything is
 * stopped on exit, on Ctrl-C and on failure; output to a log file of its own, shown when it dies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Proc {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<string>;
}

const procs: Proc[] = [];
const cleanups: (() => void)[] = [];

/** A synchronous clean-up step run at exit (after the processes are stopped), e.g. stopping PostgreSQL. */
export function onCleanup(fn: () => void) {
  cleanups.push(fn);
}

export function start(name: string, cmd: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): Proc {
  const logFile = path.join(opts.logDir, `${name.replace(/[^\w.-]+/g, '-')}.log`);
  const out = fs.openSync(logFile, 'a');
  // detached: a process group of its own, so a Ctrl-C in the terminal reaches only us and we stop it in order.
  const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const proc = { name, child, logFile, exited };
  procs.push(proc);
  return proc;
}

export const alive = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;

/** The last lines of a process's log. */
export function tail(p: Proc, lines = 15): string {
  try {
    return fs.readFileSync(p.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Why a process died, in one line: the database error of its log (e.g. a duplicate key), else its last line. */
export function deathCause(p: Proc): string {
  const lines = tail(p, 200).split('\n').map((l) => l.trim()).filter(Boolean);
  const pick = (re: RegExp) => lines.find((l) => re.test(l));
  const cause = pick(/violates|deadlock|does not exist|already exists/i);
  const what = pick(/failed to start/i)?.replace(/^mall API failed to start:\s*/, '').replace(/ values \(.*$/, '');
  return [what, cause?.replace(/^cause: error: /, '')].filter(Boolean).join(' — ').slice(0, 300) || (lines.at(-1) ?? 'no log');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export { sleep };

/** Waits until `url` answers below 500; throws (with the log's tail) when the process dies or time runs out. */
export async function waitForHttp(url: string, proc: Proc, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!alive(proc)) throw new Error(`${proc.name} exited during start-up (${await proc.exited}):\n${tail(proc)}`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${proc.name} did not answer at ${url} within ${timeoutMs / 1000} s:\n${tail(proc)}`);
}

/** Sends `signal` to a process group and waits for the leader to end (at most `ms`). */
export async function stop(p: Proc, signal: NodeJS.Signals = 'SIGTERM', ms = 5000): Promise<void> {
  if (!alive(p) || !p.child.pid) return;
  try {
    process.kill(-p.child.pid, signal);
  } catch {
    /* already gone */
  }
  await Promise.race([p.exited, sleep(ms)]);
}

let stopped = false;
const signalGroup = (p: Proc, signal: NodeJS.Signals) => {
  if (!p.child.pid) return;
  try {
    process.kill(-p.child.pid, signal);
  } catch {
    /* already gone */
  }
};
function runCleanups() {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch (err) {
      console.error(String(err));
    }
  }
}

/** Stops everything started: SIGTERM, SIGKILL after 5 s for what is left, then the clean-up steps. */
export async function stopAll(): Promise<void> {
  if (stopped) return;
  stopped = true;
  for (const p of procs) if (alive(p)) signalGroup(p, 'SIGTERM');
  await Promise.race([Promise.all(procs.map((p) => p.exited)), sleep(5000)]);
  for (const p of procs) signalGroup(p, 'SIGKILL');
  runCleanups();
}

/** The last resort at process exit (synchronous): SIGKILL to every group still there, then the clean-up steps. */
export function killAllNow() {
  for (const p of procs) signalGroup(p, 'SIGKILL');
  runCleanups();
}
