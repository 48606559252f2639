import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { readConfig } from '../../config';
import { startServer } from '../../start';
import { signedIn, startTestServer, TEST_SESSION_SECRET, type TestClient, type TestServer } from '../../testing/harness';
import { SmtpMailer } from '../../mail';
import { toCsv } from './files';

const CREATE = `mutation($input: CreateUsersReportInput!) { createUsersReport(input: $input) { asyncJob { id _id state name emails fileFormat } } }`;
const LIST = `query($cursor: String, $limit: Int) { asyncJobs(cursor: $cursor, limit: $limit) { cursor asyncJobs { id _id state progress fileUrl downloadUrl expired canResend emails user { name } } } }`;
const RESEND = `mutation($id: ID!) { resendAsyncJob(id: $id) { asyncJob { id state } } }`;

async function waitForState(client: TestClient, id: string, state: string) {
  for (let i = 0; i < 200; i++) {
    const { data } = await client.gql(LIST, { limit: 50 });
    const job = data?.asyncJobs.asyncJobs.find((j: { id: string }) => j.id === id);
    if (job?.state === state) return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} never reached ${state}`);
}

describe('CSV', () => {
  it('writes UTF-8 with BOM, ";" separators, CRLF and quotes only where needed', () => {
    const bytes = toCsv({ columns: [{ header: 'Nome', width: 1 }, { header: 'Obs', width: 1 }], rows: [['João', 'a;b'], ['Ana "A"', 'linha\nnova']] });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Nome;Obs\r\nJoão;"a;b"\r\n"Ana ""A""";"linha\nnova"\r\n');
  });
});

describe('users export jobs', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
  });
  afterAll(() => server.close());

  it('builds the CSV, e-mails it through the outbox, and lets only the owner download it', async () => {
    const created = await gerente.gql(CREATE, { input: { fileFormat: 'CSV', emails: ['gerente@bompreco.com.br', 'outro@bompreco.com.br'] } });
    expect(created.errors).toBeUndefined();
    const job = created.data!.createUsersReport.asyncJob;
    expect(job).toMatchObject({ state: 'ENQUEUED', name: 'Lista de usuários', fileFormat: 'CSV' });
    const done = await waitForState(gerente, job.id, 'FINISHED');
    expect(done).toMatchObject({ progress: 1, expired: false, canResend: true, user: { name: expect.any(String) } });

    const response = await gerente.fetch(done.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Nome;E-mail;Perfil;Situação;Permissões;Dados pessoais de clientes;Dados pessoais de colaboradores;Download de dados pessoais;Criado em');
    expect(text).toContain('analista@bompreco.com.br');

    const [mail] = await server.services.db.query<{ recipients: string[]; subject: string; body: string; attachments: { filename: string }[] }>(
      `select recipients, subject, body, attachments from outbox_messages order by created_at desc limit 1`,
    );
    expect(mail.recipients).toEqual(['gerente@bompreco.com.br', 'outro@bompreco.com.br']);
    expect(mail.subject).toBe('Relatório: Lista de usuários');
    expect(mail.body).toContain(`/api/files/`);
    expect(mail.attachments[0].filename).toMatch(/^usuarios-.*\.csv$/);

    // the e-mailed link works without a session
    const anonymous = await fetch(server.url + done.fileUrl);
    expect(anonymous.status).toBe(200);
    expect(await fetch(server.url + '/api/files/' + 'x'.repeat(43)).then((r) => r.status)).toBe(404);

    // another user of the account, or another account, sees nothing
    expect((await analista.fetch(done.downloadUrl)).status).toBe(404);
    expect((await analista.gql(RESEND, { id: job.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    expect((await franqueador.fetch(done.downloadUrl)).status).toBe(404);
    expect((await franqueador.gql(LIST)).data!.asyncJobs.asyncJobs.map((j: { id: string }) => j.id)).not.toContain(job.id);

    // resend: by opaque or plain id
    const before = (await server.services.db.query<{ n: number }>('select count(*)::int as n from outbox_messages'))[0].n;
    expect((await gerente.gql(RESEND, { id: job._id })).errors).toBeUndefined();
    expect((await server.services.db.query<{ n: number }>('select count(*)::int as n from outbox_messages'))[0].n).toBe(before + 1);

    // expiry: the row stays, the file answers 410 and resend is refused
    await server.services.db.query(`update async_jobs set expires_at = now() - interval '1 minute' where id = $1`, [job._id]);
    const expired = await gerente.fetch(done.downloadUrl);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: 'expired', message: 'Relatório expirado' });
    expect((await fetch(server.url + done.fileUrl)).status).toBe(410);
    const listed = await waitForState(gerente, job.id, 'FINISHED');
    expect(listed).toMatchObject({ expired: true, canResend: false, fileUrl: null });
    expect((await gerente.gql(RESEND, { id: job.id })).errors?.[0].message).toBe('Relatório expirado');
    const [{ file_path }] = await server.services.db.query<{ file_path: string }>('select file_path from async_jobs where id = $1', [job._id]);
    const onDisk = path.join(server.config.dataDir, 'files', file_path);
    expect(fs.existsSync(onDisk)).toBe(true);
    expect(await server.services.jobs.runner.sweepExpired()).toBe(1);
    expect(fs.existsSync(onDisk)).toBe(false);
    expect((await gerente.fetch(done.downloadUrl)).status).toBe(410);
  });

  it('writes XLSX read back by exceljs, masking e-mails without the download permission', async () => {
    await server.services.db.query(`update users set has_pii_download_data_permission = false where email = 'gerente@bompreco.com.br'`);
    const fresh = await signedIn(server, 'gerente@bompreco.com.br');
    const created = await fresh.gql(CREATE, { input: { fileFormat: 'XLSX', emails: ['gerente@bompreco.com.br'] } });
    const done = await waitForState(fresh, created.data!.createUsersReport.asyncJob.id, 'FINISHED');
    await server.services.db.query(`update users set has_pii_download_data_permission = true where email = 'gerente@bompreco.com.br'`);
    const response = await fresh.fetch(done.downloadUrl);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Usuários')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Nome');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(36);
    const emails = sheet.getColumn(2).values.slice(2) as string[];
    expect(emails).toContain('an***@bompreco.com.br');
    expect(emails.join()).not.toContain('analista@bompreco.com.br');
  });

  it('pages the history newest first, 5 by default', async () => {
    const client = await signedIn(server, 'franqueador@redemais.com.br');
    await server.services.jobs.runner.stop();
    try {
      for (let i = 0; i < 7; i++) await client.gql(CREATE, { input: { fileFormat: 'CSV', emails: [`p${i}@redemais.com.br`] } });
      const first = (await client.gql(LIST)).data!.asyncJobs;
      expect(first.asyncJobs).toHaveLength(5);
      expect(first.asyncJobs[0].emails).toEqual(['p6@redemais.com.br']);
      const second = (await client.gql(LIST, { cursor: first.cursor })).data!.asyncJobs;
      expect(second.asyncJobs.map((j: { emails: string[] }) => j.emails[0])).toEqual(['p1@redemais.com.br', 'p0@redemais.com.br']);
      expect(second.cursor).toBeNull();
      // queued: not resendable
      expect(first.asyncJobs[0].canResend).toBe(false);
      expect((await client.gql(RESEND, { id: first.asyncJobs[0].id })).errors?.[0].message).toMatch(/fila/);
      expect((await client.gql(LIST, { cursor: 'forjado' })).errors?.[0].message).toBe('Cursor de paginação inválido.');
    } finally {
      server.services.jobs.start();
    }
  });

  it('refuses resend of failed and cashback adjustment reports, and the export without /usuarios', async () => {
    const [row] = await server.services.db.query<{ id: string; account_id: string; user_id: string }>(
      `select id, account_id, user_id from async_jobs where user_id = (select id from users where email = 'gerente@bompreco.com.br') limit 1`,
    );
    await server.services.db.query(`update async_jobs set state = 'FAILED', expires_at = null where id = $1`, [row.id]);
    expect((await gerente.gql(RESEND, { id: row.id })).errors?.[0].message).toBe('Não é possível reenviar este relatório.');
    await server.services.db.query(`update async_jobs set state = 'FINISHED', kind = 'cashback.usercashback.adjustment.report' where id = $1`, [row.id]);
    expect((await gerente.gql(RESEND, { id: row.id })).errors?.[0].message).toBe('Não é possível reenviar este relatório.');
    const refused = await analista.gql(CREATE, { input: { fileFormat: 'CSV', emails: ['analista@bompreco.com.br'] } });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('job runner across a restart', () => {
  it('finishes a job a stopped process left ENQUEUED', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
    // No demo sales: generating the `small` chain in the background would load the process (and the
    // machine) for minutes and is not what this test is about.
    const config = readConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SESSION_SECRET: TEST_SESSION_SECRET, DEMO_SALES_SIZE: 'none' } as NodeJS.ProcessEnv);
    config.port = 0;
    let running = await startServer(config);
    try {
      await running.services.jobs.runner.stop();
      const client = await signedIn(running, 'gerente@bompreco.com.br');
      const created = await client.gql(CREATE, { input: { fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'] } });
      const id = created.data!.createUsersReport.asyncJob.id;
      await running.stop();
      running = await startServer(config);
      const again = await signedIn(running, 'gerente@bompreco.com.br');
      const done = await waitForState(again, id, 'FINISHED');
      expect(done.fileUrl).toMatch(/^\/api\/files\//);
    } finally {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SmtpMailer', () => {
  it('delivers the message, recipients and attachment to a real SMTP server', async () => {
    const received: { from?: string; to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (_auth, _session, callback) => callback(null, { user: 'teste' }),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const mailer = new SmtpMailer(`smtp://teste:segredo@127.0.0.1:${port}`, 'Clube Varejo <nao-responda@clubevarejo.com.br>');
    try {
      await mailer.send({
        accountId: 'x',
        to: ['a@bompreco.com.br', 'b@bompreco.com.br'],
        subject: 'Relatório: Lista de usuários',
        text: 'Olá',
        attachments: [{ filename: 'usuarios-2026-11-22.csv', contentType: 'text/csv; charset=utf-8', content: Buffer.from('\uFEFFNome;E-mail\r\n') }],
      });
      expect(received).toHaveLength(1);
      expect(received[0].from).toBe('nao-responda@clubevarejo.com.br');
      expect(received[0].to).toEqual(['a@bompreco.com.br', 'b@bompreco.com.br']);
      expect(received[0].raw).toMatch(/filename="?usuarios-2026-11-22\.csv/);
      const base64 = /Content-Disposition: attachment[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(received[0].raw)?.[1] ?? '';
      expect(Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8')).toBe('\uFEFFNome;E-mail\r\n');
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
