// Test double for `fetch`: a scripted server that records every call. Only for *.test.ts files.

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
  operationName: string | null;
}

export interface FakeResponseInit {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A minimal Response: what the network layer reads (status, ok, headers.get, text, blob). */
export function fakeResponse({ status = 200, body = null, headers = {} }: FakeResponseInit = {}): Response {
  const isText = typeof body === 'string';
  const text = body === null ? '' : isText ? body : JSON.stringify(body);
  const lowerHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lowerHeaders[name.toLowerCase()] = value;
  if (!lowerHeaders['content-type'] && body !== null) {
    lowerHeaders['content-type'] = isText ? 'text/plain' : 'application/json';
  }
  const response = {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: { get: (name: string) => lowerHeaders[name.toLowerCase()] ?? null },
    text: async () => text,
    blob: async () => new Blob([text], { type: lowerHeaders['content-type'] ?? '' }),
  };
  return response as unknown as Response;
}

export const json = (body: unknown, status = 200): FakeResponseInit => ({ status, body });

export type FakeHandler = (call: RecordedCall) => FakeResponseInit | Promise<FakeResponseInit>;

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function createFakeFetch(handler: FakeHandler): { fetchFn: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const body = parseBody(init.body);
    const operationName =
      typeof body === 'object' && body !== null && typeof (body as { operationName?: unknown }).operationName === 'string'
        ? (body as { operationName: string }).operationName
        : null;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body,
      operationName,
    };
    calls.push(call);
    return fakeResponse(await handler(call));
  };
  return { fetchFn: fetchFn as typeof fetch, calls };
}

export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Lets every pending promise chain run (the layer awaits a few times per request). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
