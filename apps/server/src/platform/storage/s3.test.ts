import { mkdtemp, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../../config';
import { describeStorageContract } from '../../test/storage-contract';
import { createStorage } from './create-storage';
import type { S3Settings } from './s3';

/** s3rver in this process on a free port, data in a temp folder, with a fresh bucket. */
async function startS3rver() {
  const directory = await mkdtemp(path.join(tmpdir(), 'storage-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  // Bytes the server has read off its sockets: how far an upload has got.
  const sockets: Socket[] = [];
  server.httpServer.on('connection', (socket: Socket) => sockets.push(socket));
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'portal-test',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const admin = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  admin.destroy();
  return {
    settings,
    bytesRead: () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0),
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describeStorageContract('S3 (s3rver)', async () => {
  const s3 = await startS3rver();
  return {
    // Through the configuration, as the server builds it: S3_BUCKET selects S3.
    storage: createStorage(
      loadConfig({
        DATA_DIR: '/nonexistent',
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint,
        S3_REGION: s3.settings.region,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    ),
    bytesReceived: async () => s3.bytesRead(),
    // Two 5 MB parts in flight and one being gathered, plus stream buffers.
    maxReadAhead: 16 * 1024 * 1024,
    close: s3.close,
  };
});
