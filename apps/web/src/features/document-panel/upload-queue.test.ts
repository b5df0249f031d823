import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api-error';
import { MAX_UPLOAD_FILES, newUploadKey, TooManyFilesError, UploadQueue } from './upload-queue';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

/** A sender whose calls the test finishes by hand. */
function manualSender() {
  const calls: {
    name: string;
    uploadKey: string;
    resolve: () => void;
    reject: (e: unknown) => void;
    progress: (f: number) => void;
  }[] = [];
  const send = (f: File, onProgress: (fraction: number) => void, _signal: AbortSignal, uploadKey: string) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ name: f.name, uploadKey, resolve: () => resolve({}), reject, progress: onProgress });
    });
  return { calls, send };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('sends three files at a time and the next as one finishes', async () => {
    const queue = new UploadQueue(3);
    const sender = manualSender();
    queue.add(['a', 'b', 'c', 'd', 'e'].map(file));
    queue.start(sender.send);
    expect(sender.calls.map((c) => c.name)).toEqual(['a', 'b', 'c']);
    expect(queue.snapshot().map((i) => i.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'waiting',
      'waiting',
    ]);
    sender.calls[0].progress(0.5);
    expect(queue.snapshot()[0].progress).toBe(0.5);
    sender.calls[1].resolve();
    await flush();
    expect(sender.calls.map((c) => c.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.snapshot().filter((i) => i.status === 'uploading')).toHaveLength(3);
  });

  it('keeps a failed file with its error and sends it again on retry', async () => {
    const queue = new UploadQueue(3);
    const sender = manualSender();
    queue.add([file('a'), file('b')]);
    queue.start(sender.send);
    sender.calls[0].reject(new Error('network'));
    sender.calls[1].resolve();
    await queue.settled();
    expect(queue.snapshot().map((i) => i.status)).toEqual(['failed', 'done']);
    expect(queue.snapshot()[0].error).toBeInstanceOf(Error);
    queue.retry(queue.snapshot()[0].key);
    expect(sender.calls.map((c) => c.name)).toEqual(['a', 'b', 'a']);
    sender.calls[2].resolve();
    await queue.settled();
    expect(queue.snapshot().map((i) => i.status)).toEqual(['done', 'done']);
  });

  it('refuses more than 100 files in all with error 25, adding none of them', () => {
    const queue = new UploadQueue();
    queue.add(Array.from({ length: 60 }, (_, i) => file(`${i}`)));
    expect(() => queue.add(Array.from({ length: 41 }, (_, i) => file(`x${i}`)))).toThrow(TooManyFilesError);
    try {
      queue.add(Array.from({ length: 41 }, (_, i) => file(`x${i}`)));
    } catch (error) {
      expect((error as TooManyFilesError).code).toBe(25);
    }
    expect(queue.snapshot()).toHaveLength(60);
    queue.add(Array.from({ length: MAX_UPLOAD_FILES - 60 }, (_, i) => file(`y${i}`)));
    expect(queue.snapshot()).toHaveLength(100);
  });

  it('does not send before start and lets a waiting file be removed', () => {
    const queue = new UploadQueue();
    queue.add([file('a'), file('b')]);
    queue.remove(queue.snapshot()[0].key);
    expect(queue.snapshot().map((i) => i.file.name)).toEqual(['b']);
    expect(queue.snapshot()[0].status).toBe('waiting');
  });

  it('sends each file with a key of its own, the same one on every try', async () => {
    const queue = new UploadQueue(3);
    const sender = manualSender();
    queue.add([file('a'), file('b')]);
    queue.start(sender.send);
    const [a, b] = sender.calls;
    expect(a.uploadKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.uploadKey).not.toBe(a.uploadKey);
    a.reject(networkError());
    b.resolve();
    await queue.settled();
    queue.retry();
    expect(sender.calls.map((c) => [c.name, c.uploadKey])).toEqual([
      ['a', a.uploadKey],
      ['b', b.uploadKey],
      ['a', a.uploadKey],
    ]);
  });

  it('offers no retry for a file the server refused; a lost connection or a server fault may be retried', async () => {
    const queue = new UploadQueue(3);
    const sender = manualSender();
    queue.add([file('refused.svg'), file('lost.jpg'), file('fault.jpg')]);
    queue.start(sender.send);
    sender.calls[0].reject(new ApiError({ status: 422, code: 24 }));
    sender.calls[1].reject(networkError());
    sender.calls[2].reject(new ApiError({ status: 503, code: 3 }));
    await queue.settled();
    expect(queue.snapshot().map((i) => i.retryable)).toEqual([false, true, true]);
    queue.retry(queue.snapshot()[0].key);
    queue.retry();
    expect(sender.calls.map((c) => c.name)).toEqual(['refused.svg', 'lost.jpg', 'fault.jpg', 'lost.jpg', 'fault.jpg']);
    expect(queue.snapshot()[0].status).toBe('failed');
  });

  it('makes a key without crypto.randomUUID too (a portal over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newUploadKey));
      expect(keys.size).toBe(50);
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
