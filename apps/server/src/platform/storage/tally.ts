import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PutResult } from './storage';

/** Counts and hashes the bytes of a put as they pass, so no backend reads a file twice. */
export class Tally {
  size = 0;
  private readonly hash: Hash = createHash('sha256');

  add(chunk: Uint8Array): void {
    this.size += chunk.byteLength;
    this.hash.update(chunk);
  }

  result(): PutResult {
    return { size: this.size, sha256: this.hash.digest('hex') };
  }
}

/** The body's chunks, each counted into `tally` on its way through; a stream is pulled, never gathered. */
export async function* tallied(body: Readable | Uint8Array, tally: Tally): AsyncGenerator<Uint8Array> {
  if (body instanceof Uint8Array) {
    tally.add(body);
    yield body;
    return;
  }
  for await (const chunk of body) {
    const bytes: Uint8Array = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    tally.add(bytes);
    yield bytes;
  }
}
