import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/secrets';

interface SubscriptionParts {
  appKey: string;
  appSecret: string;
  socketId: string;
  channel: string;
}

/** `key:hex(HMAC-SHA256(secret, "socket_id:channel"))`, the Pusher private-channel signature. */
export function signChannelSubscription({ appKey, appSecret, socketId, channel }: SubscriptionParts): string {
  const signature = createHmac('sha256', appSecret).update(`${socketId}:${channel}`).digest('hex');
  return `${appKey}:${signature}`;
}

export function verifyChannelSubscription(parts: SubscriptionParts, auth: unknown): boolean {
  return typeof auth === 'string' && safeEqual(auth, signChannelSubscription(parts));
}
