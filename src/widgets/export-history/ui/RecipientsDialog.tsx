import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Button, ModalDialog } from '@/shared/ui';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  li {
    padding: ${(p) => p.theme.space(2)} 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  li:last-of-type {
    border-bottom: 0;
  }
`;

export interface RecipientsDialogProps {
  open: boolean;
  emails: readonly string[];
  onClose: () => void;
}

/** "Lista de destinatários": who the report was (or will be) e-mailed to. */
export function RecipientsDialog({ open, emails, onClose }: RecipientsDialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      open={open}
      title={intl.formatMessage({ id: 'exportHistory.recipientsTitle' })}
      onEscape={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'ui.close' })}
        </Button>
      }
    >
      <List>
        {emails.map((email) => (
          <li key={email}>{email}</li>
        ))}
      </List>
    </ModalDialog>
  );
}
