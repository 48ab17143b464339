// Injected failures, so the library's handling of slow, broken and missing answers can be tested
// against a real HTTP exchange instead of a mocked fetch.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, isRecord, sendError } from './http.ts';

export interface Fault {
  id: number;
  /** Full request path, e.g. `/api/player/signin/v2`; compared without letter case. */
  path: string;
  method: string | null;
  status: number | null;
  code: string | null;
  delayMs: number;
  malformed: boolean;
  drop: boolean;
  /** Seconds for a `Retry-After` header on an injected status, to test back-off. */
  retryAfter: number | null;
  /** How many matching requests it hits; 0 = until cleared. */
  times: number;
  hits: number;
}

export type FaultSpec = Omit<Fault, 'id' | 'hits'>;

/** The truncated body a malformed answer carries: JSON that stops mid-object. */
export const MALFORMED_BODY = '{"SessionId": ';

export interface FaultStore {
  add(spec: FaultSpec): Fault;
  /** Finds the oldest live fault for this request and counts the hit. */
  take(method: string, path: string): Fault | undefined;
  list(): Fault[];
  clear(): void;
}

export function createFaultStore(): FaultStore {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add(spec) {
      const fault = { ...spec, id: nextId++, hits: 0 };
      faults.push(fault);
      return fault;
    },
    take(method, path) {
      const wantedPath = path.toLowerCase();
      const fault = faults.find(
        (candidate) =>
          candidate.path.toLowerCase() === wantedPath &&
          // A preflight is not the request the fault was meant for, unless the fault says so.
          (candidate.method === null ? method !== 'OPTIONS' : candidate.method === method),
      );
      if (!fault) return undefined;
      fault.hits += 1;
      if (fault.times !== 0 && fault.hits >= fault.times) faults = faults.filter((other) => other !== fault);
      return fault;
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear() {
      faults = [];
    },
  };
}

export function describeFault(fault: Fault): Record<string, unknown> {
  return { ...fault, remaining: fault.times === 0 ? null : fault.times - fault.hits };
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'InvalidField', message, { Field: field });
}

function optionalNumber(body: Record<string, unknown>, field: string, min: number, max: number): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(field, `${field} must be an integer from ${min} to ${max}.`);
  }
  return value;
}

function optionalBoolean(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw invalid(field, `${field} must be a boolean.`);
  return value;
}

export function parseFaultSpec(body: unknown): FaultSpec {
  if (!isRecord(body)) throw invalid('path', 'Send a JSON object with at least a path.');
  const { path, method, code } = body;
  if (typeof path !== 'string' || !path.startsWith('/')) throw invalid('path', 'path must start with "/".');
  if (method !== undefined && method !== null && (typeof method !== 'string' || method === '')) {
    throw invalid('method', 'method must be an HTTP method.');
  }
  if (code !== undefined && code !== null && typeof code !== 'string') throw invalid('code', 'code must be a string.');
  const spec: FaultSpec = {
    path,
    method: typeof method === 'string' ? method.toUpperCase() : null,
    status: optionalNumber(body, 'status', 200, 599),
    code: typeof code === 'string' ? code : null,
    delayMs: optionalNumber(body, 'delayMs', 0, 120_000) ?? 0,
    malformed: optionalBoolean(body, 'malformed'),
    drop: optionalBoolean(body, 'drop'),
    retryAfter: optionalNumber(body, 'retryAfter', 0, 86_400),
    times: optionalNumber(body, 'times', 0, 1_000_000) ?? 1,
  };
  if (spec.status === null && spec.code === null && !spec.malformed && !spec.drop && spec.delayMs === 0) {
    throw invalid('status', 'A fault needs at least one of status, code, delayMs, malformed or drop.');
  }
  return spec;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    // Unref'd: a pending delay must not keep a closed test server's process alive.
    setTimeout(resolve, ms).unref();
  });

/** Plays a fault. Resolves true when the fault answered (or dropped) the request itself. */
export async function playFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (req.socket.destroyed || res.writableEnded) return true;
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  const headers: Record<string, string> = fault.retryAfter === null ? {} : { 'Retry-After': String(fault.retryAfter) };
  if (fault.malformed) {
    res.writeHead(fault.status ?? 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(MALFORMED_BODY);
    return true;
  }
  if (fault.status !== null || fault.code !== null) {
    const message = `Fault injected by the sandbox (fault ${fault.id}).`;
    sendError(res, new ApiError(fault.status ?? 500, fault.code ?? 'InternalError', message, undefined, headers));
    return true;
  }
  return false;
}
