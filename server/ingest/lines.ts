import { StringDecoder } from 'node:string_decoder';
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
    const gunzip = createGunzip();
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

  const decoder = new StringDecoder('utf8');
  let pending = '';
  let number = 0;
  for await (const chunk of chunks) {
    pending += decoder.write(chunk);
    let start = 0;
    for (let end = pending.indexOf('\n', start); end !== -1; end = pending.indexOf('\n', start)) {
      number += 1;
      const text = pending.slice(start, end).replace(/\r$/, '');
      start = end + 1;
      if (text.trim()) yield { number, text };
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending.trim()) yield { number: number + 1, text: pending.replace(/\r$/, '') };
}
