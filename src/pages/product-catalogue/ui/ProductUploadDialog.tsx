import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { readBase64, restRequest } from '@/shared/api';
import { downloadCsv } from '@/shared/lib/csvDownload';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Button, ModalDialog, SelectField } from '@/shared/ui';
import type { ProductUploadDialogDryRunMutation, ProductUploadDialogDryRunMutation$data } from './__generated__/ProductUploadDialogDryRunMutation.graphql';
import type { ProductUploadDialogRunMutation } from './__generated__/ProductUploadDialogRunMutation.graphql';
import type { ProductUploadDialogStatusQuery } from './__generated__/ProductUploadDialogStatusQuery.graphql';

/** Largest file the dialog sends (the server's limit too: server/modules/catalogue/upload.ts). */
const MAX_FILE_BYTES = 15_000_000;
/** How often the run's progress is asked while it runs. */
const POLL_MS = 700;

const dryRunMutation = graphql`
  mutation ProductUploadDialogDryRunMutation($input: ProductsUploadInput!) {
    dryRunProductsUpload(input: $input) {
      lines
      created
      updated
      unchanged
      skipped
      refusedCount
      refused {
        line
        sku
        ean
        name
        reason
      }
    }
  }
`;

const runMutation = graphql`
  mutation ProductUploadDialogRunMutation($input: ProductsUploadInput!) {
    runProductsUpload(input: $input) {
      upload {
        id
        status
      }
      asyncJob {
        id
        state
      }
    }
  }
`;

const statusQuery = graphql`
  query ProductUploadDialogStatusQuery($id: ID!) {
    productUpload(id: $id) {
      id
      status
      progress
      result {
        lines
        created
        updated
        unchanged
        skipped
        refusedCount
        refused {
          line
          sku
          ean
          name
          reason
        }
      }
    }
  }
`;

type Plan = ProductUploadDialogDryRunMutation$data['dryRunProductsUpload'];

interface Uploaded {
  id: string;
  fileName: string;
  lineCount: number;
  header: string[];
  mapping: { field: string; column: number }[];
  fields: { field: string; label: string; required: boolean }[];
}

type Step = { kind: 'file' } | { kind: 'mapping' } | { kind: 'dryRun'; plan: Plan } | { kind: 'running'; progress: number } | { kind: 'done'; plan: Plan };

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  max-height: 60vh;
  overflow-y: auto;
`;

const MappingRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  div {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    padding: ${(p) => p.theme.space(2)};
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Refused = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  li {
    border-left: 3px solid ${(p) => p.theme.colors.danger};
    padding-left: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  span {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const Progress = styled.progress`
  width: 100%;
  height: 12px;
`;

const Check = styled.label`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
`;

/** The refused lines as a `;` CSV download (the run's job keeps the full file in the export history). */
function downloadRefused(plan: Plan) {
  downloadCsv('produtos-recusados.csv', [['Linha', 'SKU', 'EAN', 'Nome', 'Motivo'], ...plan.refused.map((line) => [line.line, line.sku, line.ean, line.name, line.reason])]);
}

function PlanFigures({ plan, done }: { plan: Plan; done: boolean }) {
  const intl = useIntl();
  const figure = (metric: string, id: MessageId, value: number) => (
    <div data-metric={metric} data-value={value}>
      <dt>{intl.formatMessage({ id })}</dt>
      <dd>{formatNumber(value, 0)}</dd>
    </div>
  );
  return (
    <>
      <Figures aria-label={intl.formatMessage({ id: done ? 'productUpload.resultLabel' : 'productUpload.dryRunLabel' })}>
        {figure('NUM_LINHAS', 'productUpload.lines', plan.lines)}
        {figure('NUM_CRIADOS', done ? 'productUpload.created' : 'productUpload.toCreate', plan.created)}
        {figure('NUM_ATUALIZADOS', done ? 'productUpload.updated' : 'productUpload.toUpdate', plan.updated)}
        {figure('NUM_SEM_MUDANCA', 'productUpload.unchanged', plan.unchanged + plan.skipped)}
        {figure('NUM_RECUSADOS', 'productUpload.refused', plan.refusedCount)}
      </Figures>
      {plan.refused.length > 0 && (
        <>
          <h3 style={{ margin: 0, fontSize: '1rem' }}>{intl.formatMessage({ id: 'productUpload.refusedTitle' }, { count: plan.refusedCount })}</h3>
          <Refused aria-label={intl.formatMessage({ id: 'productUpload.refusedTitle' }, { count: plan.refusedCount })}>
            {plan.refused.map((line) => (
              <li key={line.line} data-refused-line={line.line}>
                <strong>{line.reason}</strong>
                <span>{intl.formatMessage({ id: 'productUpload.refusedLine' }, { line: line.line, sku: line.sku || '-', ean: line.ean || '-', name: line.name || '-' })}</span>
              </li>
            ))}
          </Refused>
        </>
      )}
    </>
  );
}

/**
 * Carga de produtos: file → column mapping (guessed from the header) → dry run (what would be created,
 * updated, refused) → run as a job with its progress → result with the refused lines to download.
 */
export function ProductUploadDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [step, setStep] = useState<Step>({ kind: 'file' });
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [mapping, setMapping] = useState<Record<string, number>>({});
  const [updateExisting, setUpdateExisting] = useState(true);
  const [fillMissingEans, setFillMissingEans] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const [dryRun, dryRunning] = useMutation<ProductUploadDialogDryRunMutation>(dryRunMutation);
  const [run, starting] = useMutation<ProductUploadDialogRunMutation>(runMutation);

  const input = () => ({
    uploadId: uploaded!.id,
    mapping: Object.entries(mapping).map(([field, column]) => ({ field, column })),
    updateExisting,
    fillMissingEans,
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return setError(intl.formatMessage({ id: 'productUpload.badType' }));
    if (file.size > MAX_FILE_BYTES) return setError(intl.formatMessage({ id: 'productUpload.tooBig' }));
    setSending(true);
    try {
      const answer = await restRequest<Uploaded>('POST', '/api/catalogue/product-uploads', { fileName: file.name, base64: await readBase64(file) });
      setUploaded(answer);
      setMapping(Object.fromEntries(answer.mapping.map((entry) => [entry.field, entry.column])));
      setStep({ kind: 'mapping' });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  const simulate = () => {
    setError(null);
    dryRun({
      variables: { input: input() },
      onCompleted: (response, errors) => (errors?.length ? setError(errors[0].message) : setStep({ kind: 'dryRun', plan: response.dryRunProductsUpload })),
      onError: (failure) => setError(failure.message),
    });
  };

  const start = () => {
    setError(null);
    run({
      variables: { input: input() },
      onCompleted: (_response, errors) => (errors?.length ? setError(errors[0].message) : setStep({ kind: 'running', progress: 0 })),
      onError: (failure) => setError(failure.message),
    });
  };

  // while it runs: its progress and, at the end, its result
  useEffect(() => {
    if (step.kind !== 'running' || !uploaded) return;
    let stopped = false;
    const poll = () =>
      fetchQuery<ProductUploadDialogStatusQuery>(environment, statusQuery, { id: uploaded.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (stopped) return;
          const upload = data?.productUpload;
          if (upload?.status === 'FINISHED' && upload.result) return setStep({ kind: 'done', plan: upload.result });
          if (upload?.status === 'FAILED') return setError(intl.formatMessage({ id: 'productUpload.failed' }));
          setStep({ kind: 'running', progress: upload?.progress ?? 0 });
        })
        .catch((failure: Error) => !stopped && setError(failure.message));
    const timer = setInterval(poll, POLL_MS);
    void poll();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // one poller per run
  }, [step.kind === 'running', uploaded?.id]);

  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const missing = uploaded?.fields.filter((field) => field.required && mapping[field.field] === undefined) ?? [];

  const actions = (() => {
    const close = (
      <Button variant="secondary" onClick={onClose} key="close">
        {t(step.kind === 'done' ? 'productUpload.close' : 'productUpload.cancel')}
      </Button>
    );
    if (step.kind === 'mapping')
      return [
        close,
        <Button key="simulate" loading={dryRunning} disabled={missing.length > 0} onClick={simulate}>
          {t('productUpload.simulate')}
        </Button>,
      ];
    if (step.kind === 'dryRun')
      return [
        <Button variant="secondary" key="back" onClick={() => setStep({ kind: 'mapping' })}>
          {t('productUpload.back')}
        </Button>,
        <Button key="run" loading={starting} onClick={start}>
          {t('productUpload.run')}
        </Button>,
      ];
    if (step.kind === 'done')
      return [
        ...(step.plan.refused.length > 0
          ? [
              <Button variant="secondary" key="download" onClick={() => downloadRefused(step.plan)}>
                {t('productUpload.downloadRefused')}
              </Button>,
            ]
          : []),
        close,
      ];
    return [close];
  })();

  return (
    <ModalDialog
      open
      title={t('productUpload.title')}
      description={t(`productUpload.step.${step.kind}` as const, { file: uploaded?.fileName ?? '', lines: uploaded?.lineCount ?? 0 })}
      onEscape={onClose}
      initialFocusRef={step.kind === 'file' ? (fileRef as React.RefObject<HTMLElement>) : undefined}
      actions={<>{actions}</>}
    >
      <Stack>
        {step.kind === 'file' && (
          <>
            <label htmlFor="product-upload-file">{t('productUpload.file')}</label>
            <input id="product-upload-file" ref={fileRef} type="file" accept=".csv,.txt,.xlsx" onChange={(event) => void choose(event)} disabled={sending} />
            <p style={{ margin: 0, fontSize: '0.85rem' }}>{t('productUpload.fileHint')}</p>
            {sending && <p role="status">{t('productUpload.sending')}</p>}
          </>
        )}
        {step.kind === 'mapping' && uploaded && (
          <>
            {uploaded.fields.map((field) => (
              <MappingRow key={field.field}>
                <SelectField
                  label={`${field.label}${field.required ? ' *' : ''}`}
                  value={mapping[field.field] ?? ''}
                  onChange={(event) =>
                    setMapping((current) => {
                      const next = { ...current };
                      if (event.target.value === '') delete next[field.field];
                      else next[field.field] = Number(event.target.value);
                      return next;
                    })
                  }
                >
                  <option value="">{t('productUpload.notMapped')}</option>
                  {uploaded.header.map((name, index) => (
                    <option key={index} value={index}>
                      {name || t('productUpload.columnN', { n: index + 1 })}
                    </option>
                  ))}
                </SelectField>
              </MappingRow>
            ))}
            <Check>
              <input type="checkbox" checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)} />
              <span>{t('productUpload.updateExisting')}</span>
            </Check>
            <Check>
              <input type="checkbox" checked={fillMissingEans} onChange={(event) => setFillMissingEans(event.target.checked)} />
              <span>{t('productUpload.fillMissingEans')}</span>
            </Check>
            {missing.length > 0 && <Alert tone="info">{t('productUpload.missing', { fields: missing.map((field) => field.label).join(', ') })}</Alert>}
          </>
        )}
        {step.kind === 'dryRun' && <PlanFigures plan={step.plan} done={false} />}
        {step.kind === 'running' && (
          <>
            <Progress max={1} value={step.progress} aria-label={t('productUpload.progress')} />
            <p role="status" style={{ margin: 0 }}>
              {t('productUpload.running', { percent: Math.round(step.progress * 100) })}
            </p>
          </>
        )}
        {step.kind === 'done' && <PlanFigures plan={step.plan} done />}
        {error && <Alert tone="danger">{error}</Alert>}
      </Stack>
    </ModalDialog>
  );
}
