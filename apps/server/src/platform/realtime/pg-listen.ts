import type pg from 'pg';

/**
 * LISTENs on `channel` over a dedicated pooled connection. When that connection drops (a server
 * restart, a terminated backend) it connects and LISTENs again a second later; notifications sent
 * in between are lost, which the publisher accepts. Answers a function that stops listening.
 */
export async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  retryMs = 1000,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect(), retryMs);
  };
  const connect = async (): Promise<void> => {
    let acquired: pg.PoolClient | undefined;
    try {
      const c = await pool.connect();
      acquired = c;
      c.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload) onMessage(msg.payload);
      });
      c.on('error', () => {
        // Only the live listener reconnects; a failure while starting is handled below.
        if (client !== c) return;
        client = undefined;
        c.release(true);
        retry();
      });
      await c.query(`listen ${pgIdentifier(channel)}`);
      client = c;
    } catch {
      acquired?.release(true);
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = undefined;
    if (!c) return;
    // Back in the pool, the connection's errors are the pool's to report (see openDatabase).
    await c.query(`unlisten ${pgIdentifier(channel)}`).catch(() => undefined);
    c.removeAllListeners('notification');
    c.release();
  };
}

function pgIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain channel name: ${name}`);
  return name;
}
