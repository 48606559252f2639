import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

/** One NDJSON line and its 1-based number in the batch. */
export interface NumberedLine {
  number: number;
  text: string;
}

/** The first two bytes of every gzip stream. */
function isGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/**
 * Splits a byte stream into NDJSON lines, un-gzipping it when it starts with gzip's magic bytes
 * (so `Content-Encoding: gzip`, a `.gz` file and a gzipped body without the header all work).
 * Blank lines keep their number but are skipped.
 */
export async function* readNdjsonLines(source: Readable | AsyncIterable<Buffer>): AsyncGenerator<NumberedLine> {
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const head = Buffer.from(first.value);
  let chunks: AsyncIterable<Buffer>;
  if (isGzip(head)) {
    // 1 MB output chunks: fewer, larger strings to split (the default 16 KB costs ~2× here)
    const gunzip = createGunzip({ chunkSize: 1 << 20 });
    // feed the gunzip stream from the iterator (including the chunk already read)
    void (async () => {
      try {
        if (!gunzip.write(head)) await new Promise((resolve) => gunzip.once('drain', resolve));
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          if (!gunzip.write(next.value)) await new Promise((resolve) => gunzip.once('drain', resolve));
        }
        gunzip.end();
      } catch (error) {
        gunzip.destroy(error as Error);
      }
    })();
    chunks = gunzip;
  } else {
    chunks = (async function* () {
      yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
    })();
  }

  // Bytes are cut at the last newline of each chunk before decoding (a newline byte is never part
  // of a multi-byte UTF-8 character), so each decoded string holds whole lines only.
  let rest: Buffer = Buffer.alloc(0);
  let number = 0;
  const split = function* (text: string): Generator<NumberedLine> {
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      number += 1;
      const line = lineAt(text, start, end);
      start = end + 1;
      if (line !== null) yield { number, text: line };
    }
  };
  for await (const chunk of chunks) {
    const bytes = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    const cut = bytes.lastIndexOf(10);
    if (cut === -1) {
      rest = Buffer.from(bytes);
      continue;
    }
    rest = Buffer.from(bytes.subarray(cut + 1));
    yield* split(bytes.toString('utf8', 0, cut + 1));
  }
  const last = rest.toString('utf8');
  const line = lineAt(last, 0, last.length);
  if (line !== null) yield { number: number + 1, text: line };
}

/** The line text[start, end) without a trailing CR, or null when it is blank. */
function lineAt(text: string, start: number, end: number): string | null {
  if (end > start && text.charCodeAt(end - 1) === 13) end -= 1;
  if (end === start) return null;
  // a JSON line starts with "{": only other lines need the blank check
  const line = text.slice(start, end);
  return text.charCodeAt(start) === 123 || line.trim() ? line : null;
}
