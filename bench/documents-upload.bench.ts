import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { type Portal, startPortal } from '../e2e/support/portal-server';
import { sizeFromEnv } from './documents-seed';
import { mib, RssSampler } from './rss-sampler';
import { testJpegs } from './test-jpegs';

const GOAL_RATIO = 0.6;
/** As the web app's upload queue (UPLOAD_CONCURRENCY in contracts). */
const CONCURRENCY = 3;
/** The processing job's sizes and settings (platform/images/thumbnails.ts). */
const THUMB_SIDES = [256, 800, 1600];
const QUALITY = 80;

interface Api {
  url: string;
  headers: Record<string, string>;
}

async function call<T>(api: Api, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api.url}/api/v1/${path}`, {
    method,
    headers: { ...api.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** Signs in as the first Super and makes an infrastructure project to upload into. */
async function prepare(portal: Portal): Promise<{ api: Api; projectId: number; typeId: number }> {
  const login = await call<{ data: { user: { token: string } } }>(
    { url: portal.url, headers: {} },
    'POST',
    'authenticate',
    {
      email: 'admin@example.com',
      password: 'admin-password-1',
    },
  );
  const api = { url: portal.url, headers: { authorization: `Bearer ${login.data.user.token}` } };
  type List = { data: { id: number; is_default?: boolean }[] };
  const [subtypes, statuses, types] = await Promise.all([
    call<List>(api, 'GET', 'projectSubtypes'),
    call<List>(api, 'GET', 'project-statuses'),
    call<List>(api, 'GET', 'document-types'),
  ]);
  const project = await call<{ data: { id: number } }>(api, 'POST', 'projects', {
    project_subtype_id: subtypes.data[0].id,
    type: 'infrastructure',
    code: `BENCH-UP-${Date.now()}`,
    name: 'Bench uploads',
    status: statuses.data[0].id,
    coordinates: '60.17,24.94',
  });
  const typeId = (types.data.find((t) => t.is_default) ?? types.data[0]).id;
  return { api, projectId: project.data.id, typeId };
}

async function uploadOne(api: Api, projectId: number, typeId: number, file: string): Promise<number> {
  const form = new FormData();
  form.set('documentTypeId', String(typeId));
  form.set('folderId', '0');
  form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), file.split('/').pop());
  const res = await fetch(`${api.url}/api/v1/projects/${projectId}/documents`, {
    method: 'POST',
    headers: api.headers,
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Until every one of `ids` is ready (processed) by the list, then every small thumbnail answers 200. */
async function waitUntilProcessed(api: Api, projectId: number, ids: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const wanted = new Set(ids);
  for (;;) {
    const list = await call<{ data: { id: number; ready: boolean; thumb: string | null }[] }>(
      api,
      'GET',
      `projects/${projectId}/documents`,
    );
    const ready = list.data.filter((d) => wanted.has(d.id) && d.ready && d.thumb);
    if (ready.length === wanted.size) break;
    if (Date.now() > deadline)
      throw new Error(`only ${ready.length} of ${wanted.size} documents were processed in time`);
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const id of ids) {
    const res = await fetch(`${api.url}/api/v1/projects/${projectId}/documents/${id}/thumb?size=small`, {
      headers: api.headers,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the thumbnail of ${id} answered ${res.status}`);
  }
}

/** Sends the files `CONCURRENCY` at a time, as the web app does; the document ids in order. */
async function uploadAll(api: Api, projectId: number, typeId: number, files: string[]): Promise<number[]> {
  const ids: number[] = new Array(files.length);
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const i = next++;
      ids[i] = await uploadOne(api, projectId, typeId, files[i]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return ids;
}

interface RunFigures {
  uploadSeconds: number;
  totalSeconds: number;
  baseRss: number;
  peakRss: number;
}

/** Uploads `files` into a new project and waits for their thumbnails, sampling the server's RSS. */
async function portalRun(portal: Portal, files: string[]): Promise<RunFigures> {
  const { api, projectId, typeId } = await prepare(portal);
  const sampler = new RssSampler(portal.pid);
  try {
    // One upload first: the first request compiles schemas and loads sharp; that is not the steady state.
    await waitUntilProcessed(api, projectId, [await uploadOne(api, projectId, typeId, files[0])], 120_000);
    await new Promise((r) => setTimeout(r, 500));
    sampler.reset();
    const baseRss = sampler.peak;
    const start = performance.now();
    const ids = await uploadAll(api, projectId, typeId, files);
    const uploadSeconds = (performance.now() - start) / 1000;
    await waitUntilProcessed(api, projectId, ids, 30 * 60_000);
    const totalSeconds = (performance.now() - start) / 1000;
    sampler.sample();
    return { uploadSeconds, totalSeconds, baseRss, peakRss: sampler.peak };
  } finally {
    sampler.stop();
  }
}

/** The baseline: sharp alone makes the same three sizes from one decode per file, one file at a time as the job does. */
async function sharpRun(files: string[]): Promise<number> {
  const fit = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
  const start = performance.now();
  for (const file of files) {
    const decoded = await sharp(file)
      .autoOrient()
      .resize(fit(Math.max(...THUMB_SIDES)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = decoded.info;
    // As the job does (platform/images/thumbnails.ts): a pipeline per size over the same pixels.
    const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
    await Promise.all(THUMB_SIDES.map((side) => pixels().resize(fit(side)).jpeg({ quality: QUALITY }).toBuffer()));
  }
  return (performance.now() - start) / 1000;
}

async function meanBytes(files: string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size));
  return sizes.reduce((a, b) => a + b, 0) / sizes.length;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * 100 JPEGs of 12 MP (BENCH_UPLOADS) through `POST projects/{id}/documents`, three at a time as the
 * web app sends them, until every thumbnail answers: against sharp alone making the same thumbnail
 * sizes from the same files in this process. Goal: throughput ratio of at least 0.6. The server is
 * a child process with its job worker (default settings; BENCH_JOB_POLL_SECONDS overrides the
 * poll), whose peak RSS is recorded during the run; a second run with files of three times the
 * pixels and bytes (BENCH_LARGE_UPLOADS, 0 to skip) shows whether memory grows with file size.
 */
export async function benchDocumentsUpload(): Promise<void> {
  const count = sizeFromEnv('BENCH_UPLOADS', 100);
  const largeCount = Number(process.env.BENCH_LARGE_UPLOADS ?? 20);
  const files = await testJpegs(count, 4000, 3000);
  const largeFiles = largeCount > 0 ? await testJpegs(largeCount, 7000, 5000) : [];
  const loadBefore = loadAverage();
  const sharpSeconds = await sharpRun(files);
  const run = await withPortal((portal) => portalRun(portal, files));
  // A fresh server for the bigger files, so both peaks start from the same state.
  const large = largeFiles.length ? await withPortal((portal) => portalRun(portal, largeFiles)) : null;

  const size = (await meanBytes(files)) / 1024 / 1024;
  console.log(
    `\n${count} JPEGs of 12 MP (mean ${size.toFixed(1)} MiB) uploaded ${CONCURRENCY} at a time until their thumbnails answer; load average ${loadBefore} before, ${loadAverage()} after`,
  );
  const rate = (seconds: number, n: number) => `${(n / seconds).toFixed(2)} files/s (${seconds.toFixed(1)} s)`;
  console.log(
    `portal, upload to thumbnails   ${rate(run.totalSeconds, count)}   uploads alone ${rate(run.uploadSeconds, count)}`,
  );
  console.log(`sharp alone, same thumbnails   ${rate(sharpSeconds, count)}`);
  console.log(`ratio portal/sharp: ${(sharpSeconds / run.totalSeconds).toFixed(2)} (goal >= ${GOAL_RATIO})`);
  console.log(
    `server RSS: ${mib(run.baseRss)} before, peak ${mib(run.peakRss)} during the ${count} uploads (+${mib(run.peakRss - run.baseRss)})`,
  );
  if (large) {
    const largeSize = (await meanBytes(largeFiles)) / 1024 / 1024;
    console.log(
      `server RSS, a fresh server with ${largeFiles.length} files of 35 MP (mean ${largeSize.toFixed(1)} MiB): ${mib(large.baseRss)} before, peak ${mib(large.peakRss)} (+${mib(large.peakRss - large.baseRss)}); ${rate(large.totalSeconds, largeFiles.length)}`,
    );
  }
}

/** A fresh server (child process, embedded database, job worker on) for one run. */
async function withPortal<T>(run: (portal: Portal) => Promise<T>): Promise<T> {
  const portal = await startPortal({
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_JOB_POLL_SECONDS ? { JOB_POLL_SECONDS: process.env.BENCH_JOB_POLL_SECONDS } : {}),
  });
  try {
    return await run(portal);
  } finally {
    await portal.stop();
  }
}
