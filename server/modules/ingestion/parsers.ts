import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { catalogueOf, parseSalesChunk, type CatalogueData, type ChunkLines, type ParsedChunk } from './sales-parser';
import type { Bytes, WorkerAnswer, WorkerRequest } from './sales-worker';

const bufferOf = (bytes: Bytes) => Buffer.from(bytes.buffer, bytes.offset, bytes.length);

/** A catalogue the parser knows, for one batch. */
export interface CatalogueHandle {
  parse(lines: ChunkLines): Promise<ParsedChunk>;
  release(): void;
}

/**
 * Parses sales chunks in one worker thread (JSON.parse, checks, TSV rows), so the main thread is free
 * to read bodies and write to the analytics store. Chunks are answered in the order they were sent.
 * The thread starts with the first batch and is restarted after a failure; `inline` parses on the
 * calling thread instead (no worker).
 */
export class SalesParsers {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, { resolve: (chunk: ParsedChunk) => void; reject: (error: Error) => void }>();
  private nextId = 1;

  constructor(private readonly inline = false) {}

  open(data: CatalogueData): CatalogueHandle {
    if (this.inline) {
      const catalogue = catalogueOf(data);
      return { parse: async (lines) => parseSalesChunk(lines, catalogue), release: () => undefined };
    }
    const worker = this.start();
    const id = this.nextId++;
    worker.postMessage({ type: 'catalogue', id, data } satisfies WorkerRequest);
    return {
      parse: (lines) => this.send(worker, id, lines),
      release: () => {
        if (this.worker === worker) worker.postMessage({ type: 'release', id } satisfies WorkerRequest);
      },
    };
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // its own execArgv: the entry registers tsx itself (a parent's --import or Jest flags are not needed)
    const worker = new Worker(path.join(__dirname, 'sales-worker.cjs'), { execArgv: [] });
    worker.unref();
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const [, waiting] of this.waiting) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.waiting.get(answer.request);
      if (!waiting) return;
      this.waiting.delete(answer.request);
      // the thread keeps the process alive only while it has work
      if (this.waiting.size === 0) worker.unref();
      if ('error' in answer) {
        waiting.reject(new Error(`leitor de vendas: ${answer.error}`));
        return;
      }
      waiting.resolve({
        ids: answer.ids,
        rejected: answer.rejected,
        coupons: answer.coupons,
        rows: { keys: bufferOf(answer.keys), tickets: bufferOf(answer.tickets), items: bufferOf(answer.items), itemRows: answer.itemRows, ends: answer.ends },
      });
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`leitor de vendas encerrado (código ${code})`)));
    this.worker = worker;
    return worker;
  }

  private send(worker: Worker, catalogue: number, lines: ChunkLines): Promise<ParsedChunk> {
    if (this.worker !== worker) return Promise.reject(new Error('leitor de vendas reiniciado durante o lote'));
    const request = this.nextId++;
    return new Promise<ParsedChunk>((resolve, reject) => {
      this.waiting.set(request, { resolve, reject });
      worker.ref();
      worker.postMessage({ type: 'parse', request, catalogue, lines } satisfies WorkerRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
