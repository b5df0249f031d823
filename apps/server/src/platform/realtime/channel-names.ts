/**
 * Names as the Pusher Channels protocol (version 7) allows them: channel names of at most
 * 164 characters from `A-Z a-z 0-9 _ - = @ , . ;`, socket ids of two integers joined by a dot.
 */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

export function isValidChannelName(channel: string): boolean {
  return CHANNEL_NAME.test(channel);
}

/** Strict, because a socket id ends up in a signed string (see channel-signature.ts). */
export function isValidSocketId(socketId: string): boolean {
  return SOCKET_ID.test(socketId);
}

/** `private-` (and `private-encrypted-`) channels need a signature to subscribe. */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('private-');
}

/** Presence needs member bookkeeping and `channel_data`, which this server does not offer. */
export function isPresenceChannel(channel: string): boolean {
  return channel.startsWith('presence-');
}
