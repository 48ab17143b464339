// Tests count what the browser actually sent (a write must go out once, a read at most 4 times),
// so the sandbox remembers recent /api requests. Bodies are not kept: they carry passwords.
export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  time: string;
  /** The write's idempotency key (the `Idempotency-Key` header, the CALL's `_idempotency_key` option), when it had one. */
  idempotencyKey?: string;
}

const CAPACITY = 500;

export interface RequestLog {
  add(entry: LoggedRequest): void;
  list(filter: { path?: string | null; method?: string | null }): LoggedRequest[];
  clear(): void;
}

export function createRequestLog(): RequestLog {
  let entries: LoggedRequest[] = [];
  return {
    add(entry) {
      entries.push(entry);
      if (entries.length > CAPACITY) entries = entries.slice(-CAPACITY);
    },
    list({ path, method }) {
      const wantedPath = path?.toLowerCase();
      const wantedMethod = method?.toUpperCase();
      return entries.filter(
        (entry) =>
          (!wantedPath || entry.path.toLowerCase() === wantedPath) && (!wantedMethod || entry.method === wantedMethod),
      );
    },
    clear() {
      entries = [];
    },
  };
}
