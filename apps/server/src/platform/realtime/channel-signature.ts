import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidChannelName, isValidSocketId } from './channel-names';

export interface ChannelSubscription {
  appKey: string;
  appSecret: string;
  socketId: string;
  channel: string;
}

/**
 * The private-channel authorization string of the Pusher protocol:
 * `key:hex(HMAC-SHA256(secret, "socket_id:channel"))`.
 *
 * Throws a RangeError for a malformed socket id or channel name: both are joined with ':' before
 * signing, so signing whatever a client sends would let a crafted socket id make a signature
 * valid for another socket or channel (advisory GHSA-7v7m-pcw5-h3cg against Pusher's own libraries).
 */
export function signChannelSubscription({ appKey, appSecret, socketId, channel }: ChannelSubscription): string {
  if (!isValidSocketId(socketId)) throw new RangeError('Invalid socket id');
  if (!isValidChannelName(channel)) throw new RangeError('Invalid channel name');
  const signature = createHmac('sha256', appSecret).update(`${socketId}:${channel}`).digest('hex');
  return `${appKey}:${signature}`;
}

/** Checks the `auth` a client sent with `pusher:subscribe`, in constant time so timing reveals nothing of the signature. */
export function verifyChannelSubscription(subscription: ChannelSubscription, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannelSubscription(subscription));
  const given = Buffer.from(auth);
  // The expected length is public (key length + 65), so returning early on a length mismatch leaks nothing.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
