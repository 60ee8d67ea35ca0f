/**
 * The phone's own copy of what she has not sent yet and of what she last read (docs/decisions/122): one
 * IndexedDB database with two stores, `outbox` (writes waiting, keyed by their idempotency key) and `reads`
 * (her last answers from the server, keyed by her id). IndexedDB outlives a reload, a closed tab and a
 * service-worker update (the worker only ever deletes its own Cache Storage). Where IndexedDB is missing
 * (private modes of some browsers, jsdom) a memory copy keeps the session working and nothing survives a
 * reload; the outbox then says so rather than pretending.
 */
export type OfflineStoreName = 'outbox' | 'reads';

export interface OfflineDb {
  readonly durable: boolean;
  getAll<T>(store: OfflineStoreName): Promise<T[]>;
  get<T>(store: OfflineStoreName, key: string): Promise<T | undefined>;
  put(store: OfflineStoreName, key: string, value: unknown): Promise<void>;
  delete(store: OfflineStoreName, key: string): Promise<void>;
}

const DB_NAME = 'cadence-offline';
const DB_VERSION = 1;
const STORES: readonly OfflineStoreName[] = ['outbox', 'reads'];

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openIndexedDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      for (const name of STORES) if (!req.result.objectStoreNames.contains(name)) req.result.createObjectStore(name);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    req.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

function indexedDbBackend(factory: IDBFactory): OfflineDb {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => (db ??= openIndexedDb(factory).catch((err: unknown) => {
    db = null;
    throw err;
  }));
  const run = async <T>(store: OfflineStoreName, mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await open()).transaction(store, mode);
    // Listened to before anything can finish: a write counts once its transaction has committed.
    const committed = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
    const result = await request(op(tx.objectStore(store)));
    if (mode === 'readwrite') await committed;
    else committed.catch(() => undefined);
    return result;
  };
  return {
    durable: true,
    getAll: <T>(store: OfflineStoreName) => run(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>),
    get: <T>(store: OfflineStoreName, key: string) => run(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
    put: async (store, key, value) => {
      await run(store, 'readwrite', (s) => s.put(value, key));
    },
    delete: async (store, key) => {
      await run(store, 'readwrite', (s) => s.delete(key));
    },
  };
}

/** A memory copy with the same interface (tests, and browsers without IndexedDB). */
export function memoryOfflineDb(): OfflineDb {
  const data: Record<OfflineStoreName, Map<string, unknown>> = { outbox: new Map(), reads: new Map() };
  const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
  return {
    durable: false,
    getAll: async <T>(store: OfflineStoreName) => [...data[store].values()].map((v) => clone(v) as T),
    get: async <T>(store: OfflineStoreName, key: string) => clone(data[store].get(key) as T | undefined),
    put: async (store, key, value) => {
      data[store].set(key, clone(value));
    },
    delete: async (store, key) => {
      data[store].delete(key);
    },
  };
}

let current: OfflineDb | null = null;

/** The app's offline database: IndexedDB when the browser has it, else memory. */
export function offlineDb(): OfflineDb {
  if (current) return current;
  const factory = typeof indexedDB === 'undefined' ? null : indexedDB;
  current = factory ? indexedDbBackend(factory) : memoryOfflineDb();
  return current;
}

/** Tests: use this database instead (a fresh memory one by default). */
export function setOfflineDbForTests(db: OfflineDb | null = memoryOfflineDb()): void {
  current = db;
}
