import { describe, expect, it } from 'vitest';
import { signChannelSubscription, verifyChannelSubscription } from './channel-signature';

// The worked example of Pusher's "Authentication and authorization signatures" page.
const example = {
  appKey: '278d425bdf160c739803',
  appSecret: '7ad3773142a6692b25b8',
  socketId: '1234.1234',
  channel: 'private-foobar',
};

describe('channel signature', () => {
  it('matches the worked example of the Pusher documentation', () => {
    expect(signChannelSubscription(example)).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('verifies only the exact signature of that socket and channel', () => {
    const auth = signChannelSubscription(example);
    expect(verifyChannelSubscription(example, auth)).toBe(true);
    expect(verifyChannelSubscription({ ...example, socketId: '1234.1235' }, auth)).toBe(false);
    expect(verifyChannelSubscription({ ...example, channel: 'private-foobaz' }, auth)).toBe(false);
    expect(verifyChannelSubscription({ ...example, appKey: 'other' }, auth)).toBe(false);
    expect(verifyChannelSubscription(example, `${auth}0`)).toBe(false);
    expect(verifyChannelSubscription(example, undefined)).toBe(false);
    expect(verifyChannelSubscription(example, 42)).toBe(false);
  });

  it('refuses to sign a socket id that smuggles a channel name in', () => {
    expect(() => signChannelSubscription({ ...example, socketId: '1234.1234:private-admin' })).toThrow(RangeError);
    expect(() => signChannelSubscription({ ...example, channel: 'private-a:b' })).toThrow(RangeError);
  });
});
