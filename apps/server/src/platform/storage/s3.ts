import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  assertSafePrefix,
  assertValidRange,
  type Storage,
  StorageNotFoundError,
  StorageRangeError,
} from './storage';
import { Tally, tallied } from './tally';
import { withTemporaryCopy } from './temporary-copy';

export interface S3Settings {
  bucket: string;
  /** Unset = AWS itself; set for MinIO, Ceph, Garage, s3rver, … */
  endpoint?: string;
  region: string;
  /** Unset = the SDK's default credential chain (environment, instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

// A multipart upload holds at most QUEUE_SIZE parts of PART_SIZE in memory (5 MB is S3's minimum
// part): about 10 MB per upload whatever the file's size. Smaller files go up in one PutObject.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** An S3-compatible bucket. Path-style addressing, so any S3-compatible server works without DNS tricks. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Newer SDKs send CRC checksums (aws-chunked trailers) by default, which many S3-compatible
    // servers refuse; our own SHA-256 is the content's check.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const stat: Storage['stat'] = async (key) => {
    assertSafeKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (status(err) === 404) return null;
      throw err;
    }
  };
  const storage: Storage = {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const tally = new Tally();
      const source = Readable.from(tallied(body, tally));
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } finally {
        // After a failed upload, stop pulling the caller's stream.
        source.destroy();
      }
      return tally.result();
    },
    async get(key, range) {
      assertSafeKey(key);
      if (range) assertValidRange(range);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
        return answer.Body;
      } catch (err) {
        if (status(err) === 416) throw new StorageRangeError(`range starts past the end of ${key}`);
        throw status(err) === 404 ? new StorageNotFoundError(key) : err;
      }
    },
    // The first bytes arrive before the key is known to exist, so a missing key fails in get().
    withLocalFile: (key, use) => withTemporaryCopy(() => storage.get(key), use),
    stat,
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async *list(prefix = '') {
      assertSafePrefix(prefix);
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix || undefined })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
  };
  return storage;
}

function status(err: unknown): number | undefined {
  return err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}
