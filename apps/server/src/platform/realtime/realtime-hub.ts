/** What the hub needs of a connection: a way to send one text frame. */
export interface HubSocket {
  send(text: string): void;
}

/**
 * The open sockets of THIS process and the channels each has subscribed to. Other instances
 * have their own hub; publishers (publisher.ts) decide which hubs an event reaches.
 */
export class RealtimeHub {
  private readonly byChannel = new Map<string, Set<HubSocket>>();
  private readonly bySocket = new Map<HubSocket, Set<string>>();

  /** Registers an open socket that has no subscription yet. */
  add(socket: HubSocket): void {
    if (!this.bySocket.has(socket)) this.bySocket.set(socket, new Set());
  }

  subscribe(channel: string, socket: HubSocket): void {
    this.add(socket);
    this.bySocket.get(socket)!.add(channel);
    let sockets = this.byChannel.get(channel);
    if (!sockets) {
      sockets = new Set();
      this.byChannel.set(channel, sockets);
    }
    sockets.add(socket);
  }

  unsubscribe(channel: string, socket: HubSocket): void {
    this.bySocket.get(socket)?.delete(channel);
    const sockets = this.byChannel.get(channel);
    if (!sockets) return;
    sockets.delete(socket);
    // Empty sets are dropped so that channels of long-gone users do not pile up.
    if (sockets.size === 0) this.byChannel.delete(channel);
  }

  isSubscribed(channel: string, socket: HubSocket): boolean {
    return this.byChannel.get(channel)?.has(socket) ?? false;
  }

  channelsOf(socket: HubSocket): number {
    return this.bySocket.get(socket)?.size ?? 0;
  }

  /** Forgets a closed socket and all its subscriptions. */
  remove(socket: HubSocket): void {
    for (const channel of this.bySocket.get(socket) ?? []) this.unsubscribe(channel, socket);
    this.bySocket.delete(socket);
  }

  get connectionCount(): number {
    return this.bySocket.size;
  }

  subscriberCount(channel: string): number {
    return this.byChannel.get(channel)?.size ?? 0;
  }

  /**
   * Sends an event to every local subscriber of the channel; `data` travels as a JSON string,
   * as the protocol has it. Answers how many sockets it reached.
   */
  deliver(channel: string, event: string, data: unknown): number {
    const sockets = this.byChannel.get(channel);
    if (!sockets) return 0;
    const frame = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    let reached = 0;
    for (const socket of sockets) {
      try {
        socket.send(frame);
        reached++;
      } catch {
        // A socket that is closing must not keep the event from the others; its close handler removes it.
      }
    }
    return reached;
  }
}
