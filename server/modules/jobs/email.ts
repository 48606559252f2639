import type { MailAttachment, MailMessage } from '../../mail';
import { localDateTime } from './files';
import type { AsyncJobRow } from './types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pt-BR e-mail that delivers a report: the file attached, and a link valid until it expires. */
export function reportMessage(
  job: Pick<AsyncJobRow, 'account_id' | 'name' | 'emails' | 'file_token' | 'expires_at'>,
  publicUrl: string,
  attachment: MailAttachment,
): MailMessage {
  const link = `${publicUrl}/api/files/${job.file_token}`;
  const until = job.expires_at ? localDateTime(job.expires_at) : '';
  const text = [
    'Olá,',
    '',
    `O relatório "${job.name}" está pronto e segue anexo (${attachment.filename}).`,
    `Você também pode baixá-lo até ${until}: ${link}`,
    '',
    'Clube Varejo',
  ].join('\n');
  const html = `<p>Olá,</p><p>O relatório <strong>${escapeHtml(job.name)}</strong> está pronto e segue anexo (${escapeHtml(attachment.filename)}).</p>
<p><a href="${escapeHtml(link)}">Baixar o relatório</a> (disponível até ${escapeHtml(until)}).</p><p>Clube Varejo</p>`;
  return { accountId: job.account_id, to: job.emails, subject: `Relatório: ${job.name}`, text, html, attachments: [attachment] };
}
