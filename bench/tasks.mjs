// What blocks a page's main thread while it loads: every long task of the built site's start-up,
// each with what it spent its time on (script by file, style, layout, paint, parsing), the way
// Lighthouse's simulated mobile run counts it (each task observed unthrottled, then four times as
// long). A task of more than 50 ms so counted blocks for its excess; the sum is the blocking time.
//
//   npm run bench:tasks -- /index /rng      (default: the Lighthouse routes of budgets.json)
//
// BENCH_TASKS_RUNS (default 3): loads per route, the one with the median blocking time printed.
// BENCH_TASKS_TRACE=file.json: also write the (last) trace, for Chromium's performance panel.
// BENCH_TASKS_CPU (default 1): slow the CPU this many times for real instead of scaling the trace.
// BENCH_TASKS_CLOCK=cpu: count each task's (and part's) main-thread CPU time instead of its wall
// time. On a machine with few cores Chromium's other threads and processes (compiling, the
// compositor, the browser) keep the page's main thread waiting, and a task's wall time then grows
// with whatever else ran; its CPU time is the page's own work, steady from run to run, so a change
// to the site reads in it even on a busy machine. A phone runs the same work on a thread of its own.
// BENCH_TASKS_PLAIN=1: load each page in a Chromium of its own that no tool is attached to, and
// read the trace the browser writes itself (--trace-startup). A tool attached to the page
// (Playwright here, Lighthouse too) makes V8 parse a large chunk again for the line numbers of an
// Error created while it runs, 20 to 50 ms a member's browser does not spend; this mode leaves
// that out. The window is 412 x 823 at 1.75x, without a phone's touch or its user agent, and
// BENCH_TASKS_CPU does not apply.
// BENCH_DIST (default dist): the built folder under apps/web to serve.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { startChromium, startPlatform, startSite } from './servers.mjs';

const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 7461);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 4461);
const RUNS = Number(process.env.BENCH_TASKS_RUNS ?? 3);
const CPU = Number(process.env.BENCH_TASKS_CPU ?? 1);
/** How many times longer Lighthouse's simulated phone counts a task than it ran (mobile preset). */
const SCALE = 4 / CPU;
const LONG_MS = 50;
const CLOCK = process.env.BENCH_TASKS_CLOCK === 'cpu' ? 'cpu' : 'wall';
/** An event's length by the chosen clock (microseconds). */
const length = (e) => (CLOCK === 'cpu' ? (e.tdur ?? e.dur) : e.dur);
/** How long after the load's start tasks are still counted. */
const WINDOW_MS = Number(process.env.BENCH_TASKS_WINDOW ?? 8000);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'loading',
];

/** A readable name for where an event's self time went. */
function label(e) {
  const d = e.args?.data ?? {};
  const url = d.url || d.stackTrace?.[0]?.url || '';
  const file = url
    ? url
        .split('/')
        .pop()
        .replace(/-[\w-]{8}\.js$/, '.js')
    : '';
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.produceModuleCache':
      return `script ${file || '(inline)'}`;
    case 'FunctionCall':
      return `script ${file || '(anonymous)'}${d.functionName ? ` ${d.functionName}` : ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'XHRReadyStateChange':
      return `${e.name}${d.type ? ` ${d.type}` : ''}`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    default:
      return e.name;
  }
}

/** A navigation of a renderer to a page of the site (not a blank page or the browser's own). */
const isPageNavigation = (e) =>
  e.name === 'navigationStart' && /^https?:/.test(String(e.args?.data?.documentLoaderURL ?? ''));

/**
 * The page renderer's main thread: of the renderers that navigated to a page of the site or
 * painted one (a whole browser's trace also holds its own pages'), else of all of them, the busiest.
 */
function mainThread(events) {
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && typeof e.dur === 'number')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const pages = new Set(
    events.filter((e) => isPageNavigation(e) || e.name === 'firstContentfulPaint').map((e) => e.pid),
  );
  const renderers = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const ofPages = renderers.filter((e) => pages.has(e.pid));
  return (ofPages.length ? ofPages : renderers).sort(
    (a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
}

/** The main thread's events with a length, in order (an enclosing event before those inside it). */
function threadEvents(events, main) {
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The main thread's long tasks from the load's start, each with its self time by label. */
function longTasks(onMain, navigationStart) {
  const tasks = [];
  let i = 0;
  while (i < onMain.length) {
    const task = onMain[i];
    const end = task.ts + task.dur;
    let j = i + 1;
    while (j < onMain.length && onMain[j].ts < end) j++;
    if (task.name === 'RunTask' && length(task) * SCALE >= LONG_MS * 1000 && task.ts >= navigationStart) {
      const inner = onMain.slice(i + 1, j);
      // The task's own time: its length less that of the events directly inside it.
      let taskSelf = length(task);
      let reached = task.ts;
      for (const e of inner)
        if (e.ts >= reached) {
          taskSelf -= length(e);
          reached = e.ts + e.dur;
        }
      tasks.push({ at: (task.ts - navigationStart) / 1000, ms: (length(task) / 1000) * SCALE, inner, taskSelf });
    }
    i = task.name === 'RunTask' ? j : i + 1;
  }
  return tasks.filter((t) => t.at <= WINDOW_MS).map((t) => ({ ...t, parts: selfTimes(t) }));
}

/** Self time by label within one task (scaled as the task is). */
function selfTimes({ inner, taskSelf }) {
  const parts = new Map([['(task itself)', taskSelf]]);
  const stack = [];
  const flush = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      parts.set(done.label, (parts.get(done.label) ?? 0) + Math.max(0, done.self));
    }
  };
  for (const e of inner) {
    flush(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= length(e);
    stack.push({ end: e.ts + e.dur, self: length(e), label: label(e) });
  }
  flush(Infinity);
  return [...parts]
    .map(([name, us]) => ({ name, ms: (us / 1000) * SCALE }))
    .filter((p) => p.ms >= 2)
    .sort((a, b) => b.ms - a.ms);
}

async function profile(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(WINDOW_MS / Math.max(1, SCALE / CPU) + 1500);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  if (process.env.BENCH_TASKS_TRACE) writeFileSync(process.env.BENCH_TASKS_TRACE, JSON.stringify(trace));
  await context.close();
  return tasksOfTrace(trace.traceEvents);
}

/** One load in a browser no tool is attached to (BENCH_TASKS_PLAIN): the trace it writes itself. */
async function profilePlain(url) {
  // The browser's own start comes first, then the page's load and its window.
  const seconds = Math.ceil((WINDOW_MS / SCALE + 3000) / 1000);
  const traceFile = (dir) => join(dir, 'trace.json');
  const browser = startChromium((dir) => [
    ...CHROMIUM_ARGS,
    '--window-size=412,823',
    '--force-device-scale-factor=1.75',
    // With the page's marks (its navigation, first contentful paint), which a tool's trace adds itself.
    `--trace-startup=${[...CATEGORIES, 'blink.user_timing'].join(',')}`,
    `--trace-startup-file=${traceFile(dir)}`,
    `--trace-startup-duration=${seconds}`,
    '--trace-startup-format=json',
    url,
  ]);
  try {
    const until = Date.now() + seconds * 1000 + 30_000;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      let trace;
      try {
        trace = JSON.parse(readFileSync(traceFile(browser.dir), 'utf8'));
      } catch {
        continue; // not written yet, or not whole yet
      }
      if (process.env.BENCH_TASKS_TRACE) writeFileSync(process.env.BENCH_TASKS_TRACE, JSON.stringify(trace));
      return tasksOfTrace(trace.traceEvents);
    }
    throw new Error(`Chromium wrote no trace of ${url} within ${seconds + 30} s`);
  } finally {
    await browser.stop();
  }
}

/** A load's long tasks, its first contentful paint and its blocking time, from its trace events. */
export function tasksOfTrace(events) {
  const main = mainThread(events);
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = threadEvents(events, main);
  // The load starts at the page document's navigation, else at the first thing its renderer did.
  const ofPage = (e) => e.pid === main.pid;
  const nav = events.find((e) => ofPage(e) && isPageNavigation(e));
  const start = nav?.ts ?? onMain.find((e) => e.name === 'RunTask')?.ts ?? 0;
  const fcp = events.find((e) => ofPage(e) && e.name === 'firstContentfulPaint' && e.ts >= start);
  const tasks = longTasks(onMain, start);
  const fcpMs = fcp ? ((fcp.ts - start) / 1000) * SCALE : 0;
  // Blocking time counts the tasks after the first contentful paint, as Lighthouse does.
  const blocking = tasks.filter((t) => t.at * SCALE >= fcpMs).reduce((sum, t) => sum + Math.max(0, t.ms - LONG_MS), 0);
  return { tasks, fcpMs, blocking };
}

export function report(route, { tasks, fcpMs, blocking }) {
  console.log(
    `\n${route}: ${tasks.length} long tasks, blocking ${Math.round(blocking)} ms after the first paint (${Math.round(fcpMs)} ms), as a phone counts them (${CLOCK === 'cpu' ? 'main-thread CPU time' : 'wall time'})`,
  );
  for (const t of tasks) {
    const parts = t.parts
      .slice(0, 5)
      .map((p) => `${p.name} ${Math.round(p.ms)}`)
      .join(' · ');
    console.log(
      `  at ${String(Math.round(t.at * SCALE)).padStart(5)} ms  ${String(Math.round(t.ms)).padStart(4)} ms  ${parts}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : budgets.lighthouse.routes;
  const platform = await startPlatform({ port: PLATFORM_PORT });
  const stops = [() => platform.stop()];
  try {
    const site = await startSite({
      distDir: `apps/web/${process.env.BENCH_DIST ?? 'dist'}`,
      port: WEB_PORT,
      platformUrl: platform.url,
      gameOrigin: platform.gameOrigin,
    });
    stops.push(site.stop);
    const plain = process.env.BENCH_TASKS_PLAIN === '1';
    const browser = plain ? null : await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    if (browser) stops.push(() => browser.close());
    for (const route of routes) await fetch(`${site.url}${route}`);
    for (const route of routes) {
      const runs = [];
      for (let r = 0; r < RUNS; r++)
        runs.push(await (browser ? profile(browser, `${site.url}${route}`) : profilePlain(`${site.url}${route}`)));
      runs.sort((a, b) => a.blocking - b.blocking);
      report(route, runs[Math.floor(runs.length / 2)]);
      console.log(`  blocking over the ${RUNS} loads: ${runs.map((r) => Math.round(r.blocking)).join(', ')} ms`);
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
