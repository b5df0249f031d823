import { UPLOAD_CONCURRENCY } from '@portal/contracts';
import { isApiError } from '../../lib/api-error';

/** At most this many files in one add-document dialog (spec part 2 section 9; more is error 25). */
export const MAX_UPLOAD_FILES = 100;
export const TOO_MANY_FILES_CODE = 25;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  file: File;
  /**
   * The file's id for the server (`upload_key`), made once when it is queued and sent with every
   * try: a retry after an answer that was lost (a crash after the commit) gets the first document
   * back instead of adding a second.
   */
  uploadKey: string;
  status: UploadStatus;
  /** 0…1. */
  progress: number;
  error: unknown;
  /** A failed file may be sent again: false when the server refused the file itself. */
  retryable: boolean;
}

export type UploadSender = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  uploadKey: string,
) => Promise<unknown>;

/**
 * Whether trying again can help: yes after a lost connection, a server fault, a timeout or
 * throttling; no when the server refused the file or its fields (4xx: a type it does not take, a
 * file too large, a folder gone), which the same bytes would meet again.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * A random id for a file (`upload_key`). `crypto.randomUUID` exists only in secure contexts (https,
 * localhost): a portal reached over plain http on a site's network makes one from random bytes.
 */
export function newUploadKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `add` refused the files: more than MAX_UPLOAD_FILES in all. */
export class TooManyFilesError extends Error {
  readonly code = TOO_MANY_FILES_CODE;
  constructor(readonly count: number) {
    super(`At most ${MAX_UPLOAD_FILES} files`);
    this.name = 'TooManyFilesError';
  }
}

/**
 * The files of one add-document dialog and their uploads: three at a time, progress per file,
 * a failed file kept with its error until it is retried or removed, so nothing is lost. A plain
 * class with a listener, so the rules are tested without React.
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private nextKey = 1;
  private sender: UploadSender | null = null;
  private readonly listeners = new Set<() => void>();
  private controller = new AbortController();
  private settledWaiters: (() => void)[] = [];

  constructor(private readonly concurrency = UPLOAD_CONCURRENCY) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The current items; a new array after every change (React's external store). */
  snapshot(): readonly UploadItem[] {
    return this.items;
  }

  private emit() {
    this.items = [...this.items];
    for (const listener of this.listeners) listener();
    if (!this.items.some((i) => i.status === 'uploading' || (i.status === 'waiting' && this.sender))) {
      const waiters = this.settledWaiters;
      this.settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private update(key: number, change: Partial<UploadItem>) {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...change } : item));
  }

  /** Adds files; throws TooManyFilesError (and adds none) when the total would pass 100. */
  add(files: readonly File[]): void {
    const total = this.items.length + files.length;
    if (total > MAX_UPLOAD_FILES) throw new TooManyFilesError(total);
    for (const file of files) {
      this.items.push({
        key: this.nextKey++,
        file,
        uploadKey: newUploadKey(),
        status: 'waiting',
        progress: 0,
        error: null,
        retryable: true,
      });
    }
    this.emit();
    this.pump();
  }

  /** Removes a file that is not being sent. */
  remove(key: number): void {
    this.items = this.items.filter((item) => item.key !== key || item.status === 'uploading');
    this.emit();
  }

  /** Starts sending every waiting file with `send`, at most `concurrency` at once. */
  start(send: UploadSender): void {
    this.sender = send;
    this.pump();
  }

  /** Sends a failed file again (or all failed ones without a key), unless the server refused it. */
  retry(key?: number): void {
    for (const item of this.items) {
      if (item.status === 'failed' && item.retryable && (key === undefined || item.key === key)) {
        this.update(item.key, { status: 'waiting', progress: 0, error: null });
      }
    }
    this.emit();
    this.pump();
  }

  /** Resolves when nothing is being or waiting to be sent. */
  settled(): Promise<void> {
    if (!this.items.some((i) => i.status === 'uploading' || (i.status === 'waiting' && this.sender))) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /**
   * Stops the uploads under way (the dialog closed). Later sends get a fresh signal: React's
   * StrictMode unmounts and mounts every dialog once before it is used.
   */
  cancel(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }

  private pump() {
    const send = this.sender;
    if (!send) return;
    let running = this.items.filter((item) => item.status === 'uploading').length;
    for (const item of this.items) {
      if (running >= this.concurrency) break;
      if (item.status !== 'waiting') continue;
      running += 1;
      this.update(item.key, { status: 'uploading', progress: 0 });
      void this.run(item, send);
    }
    this.emit();
  }

  private async run({ key, file, uploadKey }: UploadItem, send: UploadSender) {
    try {
      await send(
        file,
        (progress) => {
          this.update(key, { progress });
          this.emit();
        },
        this.controller.signal,
        uploadKey,
      );
      this.update(key, { status: 'done', progress: 1 });
    } catch (error) {
      this.update(key, { status: 'failed', error, retryable: isRetryable(error) });
    }
    this.pump();
  }
}

/** How many failed files may be sent again. */
export const countRetryable = (items: readonly UploadItem[]) =>
  items.filter((item) => item.status === 'failed' && item.retryable).length;

export function countByStatus(items: readonly UploadItem[]): Record<UploadStatus, number> {
  const counts: Record<UploadStatus, number> = { waiting: 0, uploading: 0, done: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}
