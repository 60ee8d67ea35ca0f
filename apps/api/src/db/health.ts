import type { Connection } from 'mongoose';

/**
 * How long the database has been unreachable, from the driver's own heartbeats (one a second,
 * see connectDatabase): the first failed heartbeat after a good one starts the outage, the next
 * good one ends it. /healthz turns unhealthy once an outage outlasts a threshold, so a process
 * supervisor restarts the app if the database does not come back (docs/decisions/048).
 */
export class DatabaseHealth {
  private downSince: number | undefined;
  private readonly onOk = () => {
    this.downSince = undefined;
  };
  private readonly onFailed = () => {
    this.downSince ??= this.now();
  };

  constructor(
    private readonly conn: Connection,
    private readonly now: () => number = Date.now,
  ) {
    const client = conn.getClient();
    client.on('serverHeartbeatSucceeded', this.onOk);
    client.on('serverHeartbeatFailed', this.onFailed);
  }

  /** Milliseconds since the database stopped answering (0 while it answers). */
  unreachableForMs(): number {
    return this.downSince === undefined ? 0 : this.now() - this.downSince;
  }

  close() {
    const client = this.conn.getClient();
    client.off('serverHeartbeatSucceeded', this.onOk);
    client.off('serverHeartbeatFailed', this.onFailed);
  }
}
