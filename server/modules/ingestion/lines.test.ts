import { describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import { BatchTooLargeError, readNdjsonLines, ReadAbortedError, type LineLimits, type NumberedLine } from './lines';

async function collect(source: AsyncIterable<Buffer>, limits?: LineLimits): Promise<NumberedLine[]> {
  const lines: NumberedLine[] = [];
  for await (const line of readNdjsonLines(source, limits)) lines.push(line);
  return lines;
}

/** A source that yields the buffer in 64 KB pieces and counts how many it gave. */
function pieces(body: Buffer) {
  const state = { given: 0 };
  const source = (async function* () {
    for (let at = 0; at < body.length; at += 1 << 16) {
      state.given += 1;
      yield body.subarray(at, at + (1 << 16));
    }
  })();
  return { source, state };
}

describe('readNdjsonLines', () => {
  it('numbers lines, plain or gzipped, and skips blank ones', async () => {
    const text = '{"a":1}\n\n{"a":2}\r\n{"a":3}';
    for (const body of [Buffer.from(text), gzipSync(text)]) {
      expect(await collect(pieces(body).source)).toEqual([
        { number: 1, text: '{"a":1}' },
        { number: 3, text: '{"a":2}' },
        { number: 4, text: '{"a":3}' },
      ]);
    }
  });

  it('stops a gzip bomb at the decompressed limit instead of expanding it', async () => {
    // 64 MB of zeros with no newline: ~64 KB of gzip
    const bomb = gzipSync(Buffer.alloc(64 << 20));
    expect(bomb.length).toBeLessThan(1 << 20);
    await expect(collect(pieces(bomb).source, { maxBytes: 4 << 20 })).rejects.toThrow(BatchTooLargeError);
    await expect(collect(pieces(bomb).source, { maxBytes: 4 << 20 })).rejects.toThrow('O lote passa de 4 MB (descompactado)');
  });

  it('stops a run of newlines at the line limit', async () => {
    const newlines = gzipSync(Buffer.alloc(8 << 20, 10));
    await expect(collect(pieces(newlines).source, { maxLines: 1000 })).rejects.toThrow('O lote passa de 1.000 linhas');
  });

  it('refuses a line longer than the line limit by its number and reads on', async () => {
    const text = `{"a":1}\n{"b":"${'x'.repeat(3 << 20)}"}\n{"a":3}\n${'y'.repeat(3 << 20)}`;
    for (const body of [Buffer.from(text), gzipSync(text)]) {
      const lines = await collect(pieces(body).source, { maxLineBytes: 1 << 20 });
      expect(lines).toEqual([
        { number: 1, text: '{"a":1}' },
        { number: 2, text: '', reason: 'linha com mais de 1 MB' },
        { number: 3, text: '{"a":3}' },
        { number: 4, text: '', reason: 'linha com mais de 1 MB' },
      ]);
    }
  });

  it('stops reading and decompressing when its signal is aborted', async () => {
    // ~1 MB of gzip that does not shrink to one piece (varied numbers)
    const body = gzipSync(Array.from({ length: 1 << 20 }, (_, i) => `{"a":${(i * 2654435761) % 1e9}}`).join('\n'));
    expect(body.length).toBeGreaterThan(10 << 16);
    const { source, state } = pieces(body);
    const gone = new AbortController();
    const read: NumberedLine[] = [];
    const reading = (async () => {
      for await (const line of readNdjsonLines(source, { signal: gone.signal })) {
        read.push(line);
        if (read.length === 10) gone.abort();
      }
    })();
    await expect(reading).rejects.toThrow(ReadAbortedError);
    // the first 1 MB of output at most, and the source is not read to its end
    expect(read.length).toBeLessThan(200_000);
    expect(state.given).toBeLessThan(Math.ceil(body.length / (1 << 16)));
  });
});
