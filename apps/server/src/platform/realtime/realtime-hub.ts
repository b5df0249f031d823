/** What the hub needs of a connection: a way to send one text frame. */
export interface HubSocket {
  send(text: string): void;
}

/** The open sockets of this process and the channels each one has subscribed to. */
export class RealtimeHub {
  private readonly byChannel = new Map<string, Set<HubSocket>>();

  subscribe(channel: string, socket: HubSocket): void {
    let sockets = this.byChannel.get(channel);
    if (!sockets) {
      sockets = new Set();
      this.byChannel.set(channel, sockets);
    }
    sockets.add(socket);
  }

  unsubscribe(channel: string, socket: HubSocket): void {
    const sockets = this.byChannel.get(channel);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.byChannel.delete(channel);
  }

  /** Forgets a closed socket everywhere. */
  remove(socket: HubSocket): void {
    for (const channel of [...this.byChannel.keys()]) this.unsubscribe(channel, socket);
  }

  subscriberCount(channel: string): number {
    return this.byChannel.get(channel)?.size ?? 0;
  }

  /** Sends an event to every local subscriber; `data` travels as a JSON string, as the protocol has it. */
  deliver(channel: string, event: string, data: unknown): number {
    const sockets = this.byChannel.get(channel);
    if (!sockets) return 0;
    const frame = JSON.stringify({ event, channel, data: JSON.stringify(data) });
    for (const s of sockets) s.send(frame);
    return sockets.size;
  }
}
