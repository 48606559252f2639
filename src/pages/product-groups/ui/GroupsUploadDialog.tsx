import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { readBase64 } from '@/shared/api';
import { downloadCsv } from '@/shared/lib/csvDownload';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Button, ModalDialog, Table, TableScroll, useSnackbar } from '@/shared/ui';
import type { GroupsUploadDialogConfirmMutation } from './__generated__/GroupsUploadDialogConfirmMutation.graphql';
import type { GroupsUploadDialogDryRunMutation, GroupsUploadDialogDryRunMutation$data } from './__generated__/GroupsUploadDialogDryRunMutation.graphql';

const dryRunMutation = graphql`
  mutation GroupsUploadDialogDryRunMutation($input: ProductsGroupsUploadInput!) {
    dryRunProductsGroupsBulkUpsert(input: $input) {
      lines
      created
      updated
      unchanged
      groups {
        name
        action
        products_qty
      }
      refused {
        line
        group
        sku
        reason
      }
    }
  }
`;

const confirmMutation = graphql`
  mutation GroupsUploadDialogConfirmMutation($input: ProductsGroupsUploadInput!) {
    confirmProductsGroupsBulkUpsert(input: $input) {
      lines
      created
      updated
      unchanged
      groups {
        name
        action
        products_qty
      }
      refused {
        line
        group
        sku
        reason
      }
    }
  }
`;

type Plan = GroupsUploadDialogDryRunMutation$data['dryRunProductsGroupsBulkUpsert'];

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  max-height: 65vh;
  overflow-y: auto;
  /* the body scrolls, its tables keep their height (a scroll region would shrink to nothing) */
  > * {
    flex-shrink: 0;
  }
  label.check {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  div {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: ${(p) => p.theme.space(2)};
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-variant-numeric: tabular-nums;
  }
`;

const ACTIONS = { CREATE: 'productGroups.upload.actionCreate', UPDATE: 'productGroups.upload.actionUpdate', UNCHANGED: 'productGroups.upload.actionUnchanged' } as const;

/**
 * "Importar grupos" (spec §7 confirmProductsGroupsBulkUpsert): a CSV (`;`) or XLSX file with one line
 * per group × SKU → what it would create, update and refuse (nothing written) → the import, in one
 * go. The refused lines (line, group, SKU, reason) can be downloaded as CSV.
 */
export function GroupsUploadDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const [dryRun, checking] = useMutation<GroupsUploadDialogDryRunMutation>(dryRunMutation);
  const [confirm, importing] = useMutation<GroupsUploadDialogConfirmMutation>(confirmMutation);
  const [file, setFile] = useState<File | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setPlan(null);
    setError(null);
  };

  const input = async () => ({ fileName: file!.name, base64: await readBase64(file!), updateExisting });

  const check = async () => {
    if (!file) {
      setError(t('productGroups.upload.chooseFirst'));
      fileRef.current?.focus();
      return;
    }
    setError(null);
    dryRun({
      variables: { input: await input() },
      onCompleted: (response, errors) => (errors?.length ? setError(errors[0].message) : setPlan(response.dryRunProductsGroupsBulkUpsert)),
      onError: (failure) => setError(failure.message),
    });
  };

  const run = async () => {
    confirm({
      variables: { input: await input() },
      onCompleted: (response, errors) => {
        if (errors?.length) return setError(errors[0].message);
        const result = response.confirmProductsGroupsBulkUpsert;
        snackbar.show(t('productGroups.upload.done', { created: result.created, updated: result.updated, refused: result.refused.length }), { severity: 'success' });
        onImported();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const figure = (metric: string, label: string, value: number) => (
    <div data-metric={metric} data-value={value}>
      <dt>{label}</dt>
      <dd>{formatNumber(value, 0)}</dd>
    </div>
  );
  const writes = plan ? plan.created + plan.updated : 0;
  return (
    <ModalDialog
      open
      title={t('productGroups.upload.title')}
      onEscape={onClose}
      initialFocusRef={fileRef as React.RefObject<HTMLElement>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('productGroups.cancel')}
          </Button>
          {plan && writes > 0 ? (
            <Button onClick={() => void run()} loading={importing}>
              {t('productGroups.upload.import', { count: writes })}
            </Button>
          ) : (
            <Button onClick={() => void check()} loading={checking}>
              {t('productGroups.upload.check')}
            </Button>
          )}
        </>
      }
    >
      <Body>
        <Hint>{t('productGroups.upload.format')}</Hint>
        <label htmlFor="groups-upload-file">{t('productGroups.upload.file')}</label>
        <input id="groups-upload-file" ref={fileRef} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} />
        <label className="check">
          <input
            type="checkbox"
            checked={updateExisting}
            aria-describedby="groups-upload-update-hint"
            onChange={(event) => {
              setUpdateExisting(event.target.checked);
              setPlan(null);
            }}
          />
          {t('productGroups.upload.updateExisting')}
        </label>
        <Hint id="groups-upload-update-hint">{t('productGroups.upload.updateExistingHint')}</Hint>
        {error && <Alert tone="danger">{error}</Alert>}
        {plan && (
          <>
            <Figures aria-label={t('productGroups.upload.planLabel')}>
              {figure('NUM_LINHAS', t('productGroups.upload.lines'), plan.lines)}
              {figure('NUM_CRIADOS', t('productGroups.upload.toCreate'), plan.created)}
              {figure('NUM_ATUALIZADOS', t('productGroups.upload.toUpdate'), plan.updated)}
              {figure('NUM_SEM_MUDANCA', t('productGroups.upload.unchanged'), plan.unchanged)}
              {figure('NUM_RECUSADOS', t('productGroups.upload.refused'), plan.refused.length)}
            </Figures>
            {plan.groups.length > 0 && (
              <TableScroll tabIndex={0} role="region" aria-label={t('productGroups.upload.groupsLabel')}>
                <Table aria-label={t('productGroups.upload.groupsLabel')} stacked>
                  <thead>
                    <tr>
                      <th scope="col">{t('productGroups.col.name')}</th>
                      <th scope="col">{t('productGroups.upload.action')}</th>
                      <th scope="col" style={{ textAlign: 'right' }}>
                        {t('productGroups.col.products')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.groups.map((group) => (
                      <tr key={group.name} data-upload-group={group.name}>
                        <td data-label={t('productGroups.col.name')}>{group.name}</td>
                        <td data-label={t('productGroups.upload.action')}>{t(ACTIONS[group.action as keyof typeof ACTIONS] ?? ACTIONS.UNCHANGED)}</td>
                        <td data-label={t('productGroups.col.products')} style={{ textAlign: 'right' }} data-metric="NUM_PRODUTOS_GRUPO" data-value={group.products_qty}>
                          {formatNumber(group.products_qty, 0)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroll>
            )}
            {plan.refused.length > 0 && (
              <>
                <h3>{t('productGroups.upload.refusedTitle', { count: plan.refused.length })}</h3>
                <TableScroll tabIndex={0} role="region" aria-label={t('productGroups.upload.refusedTitle', { count: plan.refused.length })}>
                  <Table aria-label={t('productGroups.upload.refusedTitle', { count: plan.refused.length })} stacked>
                    <thead>
                      <tr>
                        <th scope="col">{t('productGroups.upload.line')}</th>
                        <th scope="col">{t('productGroups.col.name')}</th>
                        <th scope="col">SKU</th>
                        <th scope="col">{t('productGroups.upload.reason')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {plan.refused.map((line) => (
                        <tr key={line.line} data-refused-line={line.line}>
                          <td data-label={t('productGroups.upload.line')}>{line.line}</td>
                          <td data-label={t('productGroups.col.name')}>{line.group || '-'}</td>
                          <td data-label="SKU">{line.sku || '-'}</td>
                          <td data-label={t('productGroups.upload.reason')}>{line.reason}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableScroll>
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => downloadCsv('grupos-recusados.csv', [['Linha', 'Grupo', 'SKU', 'Motivo'], ...plan.refused.map((line) => [line.line, line.group, line.sku, line.reason])])}
                  >
                    {t('productGroups.upload.downloadRefused')}
                  </Button>
                </div>
              </>
            )}
            {writes === 0 && <Alert tone="info">{t('productGroups.upload.nothingToWrite')}</Alert>}
          </>
        )}
      </Body>
    </ModalDialog>
  );
}
