import { createGunzip, type Gunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

/** One NDJSON line and its 1-based number in the batch. */
export interface NumberedLine {
  number: number;
  text: string;
  /** set when the line cannot be read at all (e.g. too long): it is refused with this pt-BR reason */
  reason?: string;
}

/** Bounds of one batch read from a stream (HTTP bodies: see `ingestLimits` in the config). */
export interface LineLimits {
  /** bytes after decompression; past it the batch is refused as a whole */
  maxBytes?: number;
  /** lines (blank ones included); past it the batch is refused as a whole */
  maxLines?: number;
  /** bytes of one line; a longer line is refused with its number and skipped */
  maxLineBytes?: number;
  /** stops reading (and decompressing) when aborted, e.g. when the client disconnected */
  signal?: AbortSignal;
}

/** A line longer than this is refused (a ticket with hundreds of items is well under it). */
export const MAX_LINE_BYTES = 1 << 20;

/** The batch went past one of its bounds; HTTP answers 413 with this pt-BR message. */
export class BatchTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BatchTooLargeError';
  }
}

/** The reader stopped because its signal was aborted (the client went away). */
export class ReadAbortedError extends Error {
  constructor() {
    super('leitura do lote interrompida: o cliente desconectou');
    this.name = 'ReadAbortedError';
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1 << 20)).toLocaleString('pt-BR')} MB`;

/** The first two bytes of every gzip stream. */
function isGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** Waits until the stream can take more input or is gone (a destroyed stream never drains). */
function drained(stream: Gunzip): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/** How much of a refused body is still read (and dropped) before the source is closed instead. */
const DROP_LIMIT = 64 << 20;

/** Reads what is left of the source without keeping it; closes it at once when aborted or past DROP_LIMIT. */
async function dropRest(iterator: AsyncIterator<Buffer>, signal: AbortSignal | undefined): Promise<void> {
  let dropped = 0;
  try {
    while (!signal?.aborted && dropped <= DROP_LIMIT) {
      const next = await iterator.next();
      if (next.done) return;
      dropped += next.value.length;
    }
    await iterator.return?.();
  } catch {
    // the source failed (e.g. the connection closed): nothing left to drop
  }
}

/**
 * Splits a byte stream into NDJSON lines, un-gzipping it when it starts with gzip's magic bytes
 * (so `Content-Encoding: gzip`, a `.gz` file and a gzipped body without the header all work).
 * Blank lines keep their number but are skipped.
 *
 * Nothing is buffered beyond one decompressed chunk and one line: the decompressed size and the
 * line count are checked as they grow (BatchTooLargeError), a line over `maxLineBytes` is skipped
 * up to its newline and yielded with a `reason`, and an aborted `signal` stops the reading and the
 * decompression (ReadAbortedError). Stopping early also stops reading the source.
 */
export async function* readNdjsonLines(source: Readable | AsyncIterable<Buffer>, limits: LineLimits = {}): AsyncGenerator<NumberedLine> {
  const maxBytes = limits.maxBytes ?? Infinity;
  const maxLines = limits.maxLines ?? Infinity;
  const maxLineBytes = limits.maxLineBytes ?? MAX_LINE_BYTES;
  const signal = limits.signal;
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  if (signal?.aborted) throw new ReadAbortedError();
  const first = await iterator.next();
  if (first.done) return;
  const head = Buffer.from(first.value);
  let chunks: AsyncIterable<Buffer>;
  let gunzip: Gunzip | null = null;
  let feeding: Promise<void> = Promise.resolve();
  if (isGzip(head)) {
    // 1 MB output chunks: fewer, larger strings to split (the default 16 KB costs ~2× here)
    const inflating = createGunzip({ chunkSize: 1 << 20 });
    gunzip = inflating;
    // feed the gunzip stream from the iterator (including the chunk already read); when the reader
    // stops early it destroys the gunzip stream, and the rest of the source is dropped undecompressed
    feeding = (async () => {
      let next: IteratorResult<Buffer> = { done: false, value: head };
      try {
        for (; !next.done; next = await iterator.next()) {
          if (inflating.destroyed) break;
          if (!inflating.write(next.value) && !inflating.destroyed) await drained(inflating);
        }
      } catch (error) {
        inflating.destroy(error as Error);
        return;
      }
      if (!inflating.destroyed) inflating.end();
      else if (!next.done) await dropRest(iterator, signal);
    })();
    chunks = inflating;
  } else {
    chunks = (async function* () {
      yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
    })();
  }

  const onAbort = () => gunzip?.destroy(new ReadAbortedError());
  signal?.addEventListener('abort', onAbort, { once: true });

  // Bytes are cut at the last newline of each chunk before decoding (a newline byte is never part
  // of a multi-byte UTF-8 character), so each decoded string holds whole lines only.
  let rest: Buffer = Buffer.alloc(0);
  let number = 0;
  let total = 0;
  /** the line being skipped because it is too long (its number), or 0 */
  let skipping = 0;
  const tooLong = () => `linha com mais de ${megabytes(maxLineBytes)}`;
  const countLine = () => {
    number += 1;
    if (number > maxLines) {
      throw new BatchTooLargeError(`O lote passa de ${maxLines.toLocaleString('pt-BR')} linhas: divida o envio em lotes menores.`);
    }
  };
  const split = function* (text: string): Generator<NumberedLine> {
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      countLine();
      const line = lineAt(text, start, end);
      start = end + 1;
      if (line !== null) yield { number, text: line };
    }
  };
  try {
    for await (const chunk of chunks) {
      if (signal?.aborted) throw new ReadAbortedError();
      total += chunk.length;
      if (total > maxBytes) {
        throw new BatchTooLargeError(`O lote passa de ${megabytes(maxBytes)} (descompactado): divida o envio em lotes menores.`);
      }
      let bytes: Buffer = chunk;
      if (skipping) {
        const end = bytes.indexOf(10);
        if (end === -1) continue;
        yield { number: skipping, text: '', reason: tooLong() };
        skipping = 0;
        bytes = bytes.subarray(end + 1);
      } else if (rest.length) {
        bytes = Buffer.concat([rest, chunk]);
      }
      const cut = bytes.lastIndexOf(10);
      if (cut === -1) {
        rest = Buffer.from(bytes);
      } else {
        rest = Buffer.from(bytes.subarray(cut + 1));
        yield* split(bytes.toString('utf8', 0, cut + 1));
      }
      // the unfinished line at the end is already too long: drop it and skip to its newline
      if (rest.length > maxLineBytes) {
        countLine();
        skipping = number;
        rest = Buffer.alloc(0);
      }
    }
    if (skipping) {
      yield { number: skipping, text: '', reason: tooLong() };
      return;
    }
    const last = rest.toString('utf8');
    const line = lineAt(last, 0, last.length);
    if (line !== null) {
      countLine();
      yield { number, text: line };
    }
  } catch (error) {
    // a destroyed gunzip surfaces the abort as its own error
    if (signal?.aborted) throw new ReadAbortedError();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // stop decompressing at once when the reader stops early; the rest of the source is read and
    // dropped (an HTTP client still sending then receives the answer, not a reset connection)
    if (gunzip) {
      gunzip.destroy();
      await feeding;
    } else {
      await dropRest(iterator, signal);
    }
  }
}

/** The line text[start, end) without a trailing CR, or null when it is blank. */
function lineAt(text: string, start: number, end: number): string | null {
  if (end > start && text.charCodeAt(end - 1) === 13) end -= 1;
  if (end === start) return null;
  // a JSON line starts with "{": only other lines need the blank check
  const line = text.slice(start, end);
  return text.charCodeAt(start) === 123 || line.trim() ? line : null;
}
