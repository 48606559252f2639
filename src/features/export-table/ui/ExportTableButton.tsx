import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExportTableId } from '@/shared/config';
import type { SalesFilterInput } from '@/shared/lib/sales-filters';
import { Button, Spinner } from '@/shared/ui';

const Dialog = lazy(() => import(/* webpackChunkName: "export-table-dialog" */ './ExportTableDialog'));

const ExportIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M12 15V3M7 8l5-5 5 5M5 21h14" />
  </svg>
);

export interface ExportTableButtonProps {
  /** the table's id in the export catalogue (src/shared/config/exportTables.ts), e.g. 'clube.lojas' */
  table: ExportTableId;
  /** what the table is called on screen, for the dialog title ("Exportar Clube por loja") */
  title: string;
  /** the page's filters: the file shows what the screen shows */
  filter: SalesFilterInput;
  /** the table's own options (e.g. the month of a daily table) */
  params?: Record<string, string>;
  disabled?: boolean;
}

/**
 * "Exportar" on an analytics table: CSV (;) or XLSX, built on the server from the same filters as
 * an async job, e-mailed and listed in the export history.
 */
export function ExportTableButton(props: ExportTableButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Button ref={buttonRef} variant="secondary" icon={<ExportIcon />} aria-haspopup="dialog" disabled={props.disabled} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'exportTable.button' })}
      </Button>
      {open && (
        <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'exportTable.loading' })} />}>
          <Dialog {...props} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
