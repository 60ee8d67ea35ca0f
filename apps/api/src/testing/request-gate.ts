import type { FastifyRequest } from 'fastify';

/**
 * A gate for test servers (`startTestServer({ gate })`): while shut, every admitted /api or /trpc
 * request waits before its handler until `release()`. A test thus holds exactly the requests it
 * means to hold in flight, whatever the machine's speed, instead of hoping a burst overlaps.
 */
export class RequestGate {
  private shut = false;
  private readonly held: (() => void)[] = [];
  private readonly watchers: { count: number; resolve: () => void }[] = [];

  /** From now on, requests wait at the gate. */
  close(): void {
    this.shut = true;
  }

  /** Lets every held request go on; later ones pass straight through. */
  release(): void {
    this.shut = false;
    for (const go of this.held.splice(0)) go();
  }

  /** Requests waiting at the gate now. */
  get waiting(): number {
    return this.held.length;
  }

  /** Resolves once `count` requests are waiting at the gate. */
  arrived(count: number): Promise<void> {
    if (this.held.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ count, resolve }));
  }

  /** The server's hook (ServerOptions.gate). */
  readonly hold = (_req: FastifyRequest): Promise<void> => {
    if (!this.shut) return Promise.resolve();
    return new Promise<void>((go) => {
      this.held.push(go);
      for (const w of this.watchers.filter((x) => this.held.length >= x.count)) {
        this.watchers.splice(this.watchers.indexOf(w), 1);
        w.resolve();
      }
    });
  };
}
