import { createHash } from 'node:crypto';

/**
 * How browsers may keep a document's file or thumbnail. Their paths carry the file's revision
 * (`?v=`, document-answers.repo.ts), which a replacement changes: asked with the current revision, the
 * answer may be kept for good (the next revision is another URL); asked otherwise (an old
 * revision, a client that sends none), it is revalidated on every use through its ETag, so no
 * cache ever shows a replaced picture.
 */

/** The cache headers of a file or thumbnail answer. */
export function storedFileCaching(
  etag: string,
  revision: number,
  askedVersion: string | undefined,
): { ETag: string; 'Cache-Control': string } {
  const current = askedVersion === String(revision);
  return {
    ETag: `"${etag}"`,
    'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
  };
}

/** The ETag of a thumbnail: its stored set (a new one each time thumbnails are made) and its size. */
export function thumbEtag(thumbKeyPrefix: string, size: string): string {
  return `${createHash('sha256').update(thumbKeyPrefix).digest('base64url').slice(0, 22)}-${size}`;
}

/** True when `If-None-Match` names this ETag (weak or strong, or `*`): the answer is 304. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === `"${etag}"`;
  });
}
