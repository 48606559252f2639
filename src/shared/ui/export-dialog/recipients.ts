import { emailAddress } from '@/shared/lib';

export type ExportFormat = 'CSV' | 'XLSX';

export interface ExportValues {
  fileFormat: ExportFormat;
  /** one or more addresses separated by commas, semicolons or line breaks */
  emails: string;
}

/** The server takes 1 to 10 distinct recipients. */
export const MAX_RECIPIENTS = 10;

export function parseEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

export type EmailsError =
  | { id: 'ui.required' }
  | { id: 'export.emailsTooMany' }
  | { id: 'export.emailsInvalid' | 'export.emailsRepeated'; email: string };

/** The first problem of the recipients field, or null (same rules as the server). */
export function emailsError(text: string): EmailsError | null {
  const emails = parseEmails(text);
  if (emails.length === 0) return { id: 'ui.required' };
  if (emails.length > MAX_RECIPIENTS) return { id: 'export.emailsTooMany' };
  const valid = emailAddress();
  const seen = new Set<string>();
  for (const email of emails) {
    if (!valid.is(email)) return { id: 'export.emailsInvalid', email };
    const key = email.toLowerCase();
    if (seen.has(key)) return { id: 'export.emailsRepeated', email };
    seen.add(key);
  }
  return null;
}
