import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, makeCompany, makeUser, type TestApp } from '../../test/harness';

/*
 * Issue 16, "A multipart body can hang forever": besides the parser fix, a request that stops
 * arriving holds no socket for long. Short timeouts here; the defaults are in the README.
 */

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { IDLE_TIMEOUT_SECONDS: 0.5, REQUEST_TIMEOUT_SECONDS: 1.5 } });
  const company = await makeCompany(t.ctx, 'owner');
  token = await t.login((await makeUser(t.ctx, { companyId: company.id, isSuper: true })).email);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const head = (length: number) =>
  `POST /api/v1/import/csv/users HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
  `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;

/** Opens a raw connection; answers what the server sent and when it closed the connection. */
function connect(onOpen: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => onOpen(socket));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

it('a connection whose body stops arriving is closed after IDLE_TIMEOUT_SECONDS', async () => {
  const received = await connect((socket) => socket.write(`${head(100_000)}--x\r\nContent-Disposition: form-data`));
  // Closed by the server, without an answer: the client stopped sending.
  expect(received).toBe('');
});

it('a body that trickles in forever is answered 408 after REQUEST_TIMEOUT_SECONDS', async () => {
  let timer: NodeJS.Timeout | undefined;
  const received = await connect((socket) => {
    socket.write(head(100_000));
    // One byte at a time, often enough that the connection is never idle.
    timer = setInterval(() => socket.write('a'), 100);
    socket.on('close', () => clearInterval(timer));
  });
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
});
