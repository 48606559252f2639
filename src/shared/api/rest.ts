import { getApiContext } from './context';
import { RestError } from './errors';
import { buildRequestHeaders } from './headers';
import { evaluateResponse, readBody } from './http';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Everything fetch accepts except what `restRequest` owns (method, body, cookies). */
export type RestInit = Omit<RequestInit, 'method' | 'body' | 'credentials'>;

const makeRestError = (status: number, body: unknown, message?: string) => new RestError(status, body, message);

// Uploads hand their multipart/binary body over as is: the browser sets its content type.
function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

// A plain lower-cased record rather than `Headers`: merging stays predictable whatever form the
// caller used, and the fakes in tests see ordinary objects.
function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (!init) return record;
  if (Array.isArray(init)) {
    for (const [name, value] of init) record[name.toLowerCase()] = value;
  } else if (typeof (init as Headers).forEach === 'function') {
    (init as Headers).forEach((value, name) => {
      record[name.toLowerCase()] = value;
    });
  } else {
    for (const [name, value] of Object.entries(init)) record[name.toLowerCase()] = value;
  }
  return record;
}

async function prepare(method: RestMethod, body: unknown, init: RestInit | undefined, accept: string) {
  const context = getApiContext();
  const headers: Record<string, string> = {
    accept,
    ...headerRecord(init?.headers),
    ...(await buildRequestHeaders({})),
  };
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
  }
  const requestInit: RequestInit = { ...init, method, headers, body: requestBody, credentials: 'include' };
  return { context, requestInit };
}

/**
 * JSON call to the REST backend (`/api/...`) under the same session and maintenance rules as
 * GraphQL. Resolves with the parsed body (undefined when empty); fails with `RestError`.
 */
export async function restRequest<T>(
  method: RestMethod,
  path: string,
  body?: unknown,
  init?: RestInit,
): Promise<T> {
  const { context, requestInit } = await prepare(method, body, init, 'application/json');
  const value = await context.coordinator.run(() =>
    context
      .fetchFn(path, requestInit)
      .then(async (response) =>
        evaluateResponse(response, await readBody(response), context.onMaintenance, makeRestError),
      ),
  );
  return (value ?? undefined) as T;
}

export interface DownloadCsvOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  filename?: string;
}

const DEFAULT_CSV_FILENAME = 'relatorio.csv';

/** `filename*=UTF-8''...` (RFC 5987, accents in pt-BR names) first, then plain `filename=`. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  const name = (plain[2] ?? plain[1]).trim();
  return name === '' ? null : name;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a CSV export (the server writes it semicolon-separated, spec §7) and hands it to the
 * browser as a download. Name: `options.filename`, else the server's Content-Disposition, else a
 * generic pt-BR name. Same session/maintenance rules and `RestError` as `restRequest`.
 */
export async function downloadCsv(path: string, options: DownloadCsvOptions = {}): Promise<void> {
  const { context, requestInit } = await prepare(options.method ?? 'GET', options.body, undefined, 'text/csv');
  const file = await context.coordinator.run(async () => {
    const response = await context.fetchFn(path, requestInit);
    const contentType = response.headers.get('content-type') ?? '';
    // A successful non-JSON answer is the file; JSON (even with 200) is an error or session body.
    if (response.ok && !contentType.includes('json')) {
      return {
        ok: true as const,
        value: {
          blob: await response.blob(),
          filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
        },
      };
    }
    const result = evaluateResponse(response, await readBody(response), context.onMaintenance, makeRestError);
    if (result.ok) throw new RestError(response.status, result.value, 'Resposta inesperada ao baixar o arquivo.');
    return result;
  });
  saveBlob(file.blob, options.filename ?? file.filename ?? DEFAULT_CSV_FILENAME);
}

/**
 * GET of a binary body (e.g. the customer map's points) as an ArrayBuffer, under the same session and
 * maintenance rules as `restRequest`; a JSON answer is an error or session body and fails with `RestError`.
 */
export async function restBinary(path: string, init?: RestInit): Promise<ArrayBuffer> {
  const { context, requestInit } = await prepare('GET', undefined, init, 'application/octet-stream');
  return context.coordinator.run(async () => {
    const response = await context.fetchFn(path, requestInit);
    const contentType = response.headers.get('content-type') ?? '';
    if (response.ok && contentType.includes('application/octet-stream')) return { ok: true as const, value: await response.arrayBuffer() };
    const result = evaluateResponse(response, await readBody(response), context.onMaintenance, makeRestError);
    if (result.ok) throw new RestError(response.status, result.value, 'Resposta inesperada do servidor.');
    return result;
  });
}
