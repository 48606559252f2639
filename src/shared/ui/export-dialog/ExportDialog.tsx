import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ModalDialog } from '../dialog/ModalDialog';
import { useSnackbar } from '../snackbar';
import { TextField } from '../TextField';
import { emailsError, parseEmails, type ExportFormat } from './recipients';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

const Formats = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  legend {
    margin-bottom: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Hint = styled.p`
  margin: -${(p) => p.theme.space(2)} 0 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface ExportDialogProps {
  title: string;
  /** what will be built and where it goes */
  description: string;
  /** the viewer's e-mail: the default recipient */
  defaultEmail: string;
  inFlight: boolean;
  /**
   * Queues the report; calls `done()` on success, `done(message)` with the server's pt-BR message
   * when it was refused.
   */
  onSubmit: (values: { fileFormat: ExportFormat; emails: string[] }, done: (error?: string) => void) => void;
  onClose: () => void;
}

/**
 * The export dialog of every report (spec: exports are async jobs e-mailed to the chosen people and
 * listed in the export history): file format (CSV with ';' or XLSX) and 1 to 10 recipients.
 */
function ExportDialogView({ title, description, defaultEmail, inFlight, onSubmit, onClose }: ExportDialogProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const [fileFormat, setFileFormat] = useState<ExportFormat>('CSV');
  const [emails, setEmails] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const emailsRef = useRef<HTMLInputElement>(null);
  const formId = `export-form-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const problem = emailsError(emails);
  const problemText = problem ? intl.formatMessage({ id: problem.id }, 'email' in problem ? { email: problem.email } : undefined) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (problem) {
      emailsRef.current?.focus();
      return;
    }
    onSubmit({ fileFormat, emails: parseEmails(emails) }, (error) => {
      if (error !== undefined) {
        setServerError(error || intl.formatMessage({ id: 'ui.defaultError' }));
        return;
      }
      snackbar.show(intl.formatMessage({ id: 'export.started' }), { severity: 'success' });
      onClose();
    });
  };

  return (
    <ModalDialog
      open
      title={title}
      description={description}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={inFlight}>
            {intl.formatMessage({ id: 'export.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={inFlight}>
            {intl.formatMessage({ id: 'export.submit' })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Fields>
          <Formats>
            <legend>{intl.formatMessage({ id: 'export.format' })}</legend>
            {(['CSV', 'XLSX'] as const).map((format) => (
              <label key={format}>
                <input type="radio" name="fileFormat" value={format} checked={fileFormat === format} onChange={() => setFileFormat(format)} />
                {intl.formatMessage({ id: format === 'CSV' ? 'export.csv' : 'export.xlsx' })}
              </label>
            ))}
          </Formats>
          <TextField
            ref={emailsRef}
            label={intl.formatMessage({ id: 'export.emails' })}
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
            onBlur={() => setTouched(true)}
            type="text"
            inputMode="email"
            autoComplete="off"
            error={touched ? problemText : null}
          />
          <Hint>{intl.formatMessage({ id: 'export.emailsHint' })}</Hint>
          {serverError && <Alert tone="danger">{serverError}</Alert>}
        </Fields>
      </form>
    </ModalDialog>
  );
}

/** The export dialog with its texts in scope (they are not in the first load). */
export function ExportDialog(props: ExportDialogProps) {
  return (
    <MessagesScope messages={messages}>
      <ExportDialogView {...props} />
    </MessagesScope>
  );
}
