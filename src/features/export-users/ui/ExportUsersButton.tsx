import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Button } from '@/shared/ui';
import { ExportUsersDialog } from './ExportUsersDialog';
import type { ExportUsersButton_viewer$key } from './__generated__/ExportUsersButton_viewer.graphql';

const viewerFragment = graphql`
  fragment ExportUsersButton_viewer on Viewer {
    user {
      email
    }
  }
`;

const ExportIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 15V3M7 8l5-5 5 5M5 21h14" />
  </svg>
);

export interface ExportUsersButtonProps {
  viewer: ExportUsersButton_viewer$key;
}

/** "Exportar" on /usuarios: opens the export dialog; focus comes back here when it closes. */
export function ExportUsersButton({ viewer }: ExportUsersButtonProps) {
  const intl = useIntl();
  const data = useFragment(viewerFragment, viewer);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} variant="secondary" icon={<ExportIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'exportUsers.open' })}
      </Button>
      {open && <ExportUsersDialog defaultEmail={data.user.email} onClose={() => setOpen(false)} />}
    </>
  );
}
