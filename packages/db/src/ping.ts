import { Socket } from 'node:net';

/** Host and port of the first host in a `mongodb://` URI (no SRV, no auth needed for ping). */
export function hostPort(uri: string): { host: string; port: number } {
  const m = /^mongodb:\/\/(?:[^@/]*@)?(\[[^\]]+\]|[^:/,?]+)(?::(\d+))?/.exec(uri);
  if (!m?.[1]) throw new Error(`not a mongodb:// URI: ${uri}`);
  return { host: m[1].replace(/^\[|\]$/g, ''), port: m[2] ? Number(m[2]) : 27017 };
}

function cstring(s: string): Buffer {
  return Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);
}

/** BSON `{ ping: 1, $db: 'admin' }`. */
function pingDocument(): Buffer {
  const db = cstring('admin');
  const dbLen = Buffer.alloc(4);
  dbLen.writeInt32LE(db.length);
  const one = Buffer.alloc(4);
  one.writeInt32LE(1);
  const body = Buffer.concat([
    Buffer.from([0x10]), cstring('ping'), one,
    Buffer.from([0x02]), cstring('$db'), dbLen, db,
    Buffer.from([0x00]),
  ]);
  const len = Buffer.alloc(4);
  len.writeInt32LE(body.length + 4);
  return Buffer.concat([len, body]);
}

/** Reads the top-level `ok` field of a BSON document (number or boolean); undefined if absent. */
function readOk(doc: Buffer): number | undefined {
  let i = 4;
  while (i < doc.length && doc[i] !== 0) {
    const type = doc[i]!;
    const nameEnd = doc.indexOf(0, i + 1);
    const name = doc.toString('utf8', i + 1, nameEnd);
    i = nameEnd + 1;
    if (name === 'ok') {
      if (type === 0x01) return doc.readDoubleLE(i);
      if (type === 0x10) return doc.readInt32LE(i);
      if (type === 0x12) return Number(doc.readBigInt64LE(i));
      if (type === 0x08) return doc[i] ? 1 : 0;
      return undefined;
    }
    switch (type) {
      case 0x01: case 0x09: case 0x11: case 0x12: i += 8; break;
      case 0x10: i += 4; break;
      case 0x08: i += 1; break;
      case 0x07: i += 12; break;
      case 0x13: i += 16; break;
      case 0x0a: case 0x06: case 0x7f: case 0xff: break;
      case 0x02: case 0x0d: case 0x0e: i += 4 + doc.readInt32LE(i); break;
      case 0x03: case 0x04: i += doc.readInt32LE(i); break;
      case 0x05: i += 5 + doc.readInt32LE(i); break;
      default: return undefined; // unusual type before `ok`: give up parsing
    }
  }
  return undefined;
}

/**
 * Sends one MongoDB wire-protocol `ping` (OP_MSG) and resolves true if the server answers `ok: 1`.
 * Dependency-free so the resolver does not need the driver at runtime.
 */
export function ping(uri: string, timeoutMs = 2000): Promise<boolean> {
  const { host, port } = hostPort(uri);
  return new Promise((resolve) => {
    const socket = new Socket();
    let buf = Buffer.alloc(0);
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length < 4) return;
      const total = buf.readInt32LE(0);
      if (buf.length < total) return;
      // header(16) + flagBits(4) + section kind(1) + BSON body
      const opCode = buf.readInt32LE(12);
      if (opCode !== 2013 || buf[20] !== 0) return done(false);
      done(readOk(buf.subarray(21, total)) === 1);
    });
    socket.connect(port, host, () => {
      const doc = pingDocument();
      const header = Buffer.alloc(21);
      header.writeInt32LE(21 + doc.length, 0); // messageLength
      header.writeInt32LE(1, 4); // requestID
      header.writeInt32LE(0, 8); // responseTo
      header.writeInt32LE(2013, 12); // OP_MSG
      header.writeUInt32LE(0, 16); // flagBits
      header.writeUInt8(0, 20); // section kind 0: body
      socket.write(Buffer.concat([header, doc]));
    });
  });
}
