import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_FILES, TooManyFilesError, UploadQueue } from './upload-queue';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

/** A sender whose calls the test finishes by hand. */
function manualSender() {
  const calls: { name: string; resolve: () => void; reject: (e: unknown) => void; progress: (f: number) => void }[] =
    [];
  const send = (f: File, onProgress: (fraction: number) => void) =>
    new Promise<unknown>((resolve, reject) => {
      calls.push({ name: f.name, resolve: () => resolve({}), reject, progress: onProgress });
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
});
