import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, Card, EmptyListCard, ModalDialog, MutedLine, NameCell, SelectField, Table, TableScroll, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import { canEdit, emptyTemplateForm, formOf, HEADER_TYPES, MAX_BUTTONS, syncVariables, TEMPLATE_CATEGORIES, TEMPLATE_STATUS_COLOURS, validateTemplateForm, type TemplateForm, type TemplateRow, type TemplateStatus } from '../model/templateForm';
import type { WhatsappTemplatesPanelUpsertMutation } from './__generated__/WhatsappTemplatesPanelUpsertMutation.graphql';
import type { WhatsappTemplatesPanelSubmitMutation } from './__generated__/WhatsappTemplatesPanelSubmitMutation.graphql';
import type { WhatsappTemplatesPanelDeleteMutation } from './__generated__/WhatsappTemplatesPanelDeleteMutation.graphql';

const upsertMutation = graphql`
  mutation WhatsappTemplatesPanelUpsertMutation($input: WhatsappTemplateInput!) {
    upsertWhatsappTemplate(input: $input) {
      message
      template {
        id
        status
      }
    }
  }
`;

const submitMutation = graphql`
  mutation WhatsappTemplatesPanelSubmitMutation($id: ID!) {
    submitWhatsappTemplate(_id: $id) {
      message
      template {
        id
        status
        status_label
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation WhatsappTemplatesPanelDeleteMutation($id: ID!) {
    deleteWhatsappTemplate(_id: $id) {
      _id
      message
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  p {
    margin: 0;
    max-width: 70ch;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Chip = styled.span<{ fg: string; bg: string }>`
  display: inline-flex;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.bg};
  color: ${(p) => p.fg};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.sm};
  white-space: nowrap;
`;

/** A row's actions one under the other, so the table fits 1440 px beside the menu. */
const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  ${(p) => p.theme.mq.md} {
    flex-direction: column;
    align-items: stretch;
    width: max-content;
  }
`;

/** Meta's rejection reason wraps under the chip instead of widening the column. */
const Reason = styled.span`
  display: block;
  max-width: 26ch;
  margin-top: 4px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  white-space: normal;
`;

const Body = styled.p`
  margin: 0;
  max-width: 36ch;
  white-space: pre-wrap;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  max-height: min(60vh, 640px);
  overflow-y: auto;
  padding: 2px;
  textarea {
    width: 100%;
    min-height: 120px;
    padding: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    font: inherit;
  }
  label.area {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Pair = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-end;
  > :first-of-type {
    flex: 1;
  }
`;

function StatusChip({ status, label }: { status: string; label: string }) {
  const [fg, bg] = TEMPLATE_STATUS_COLOURS[(status as TemplateStatus) in TEMPLATE_STATUS_COLOURS ? (status as TemplateStatus) : 'DRAFT'];
  return (
    <Chip fg={fg} bg={bg} data-template-status={status}>
      {label}
    </Chip>
  );
}

const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export interface WhatsappTemplatesPanelProps {
  /** the account's templates (the page's query) */
  templates: readonly TemplateRow[];
  /** after a change: the page loads its query again */
  onChanged(): void;
}

/**
 * The "Modelos" tab of /campanhas/whatsapp: the account's templates with their status chips, a
 * create / edit dialog (drafts and rejected ones), submit to Meta's review and delete — each behind a
 * confirmation. While a template is in review the page is asked again every few seconds.
 */
export function WhatsappTemplatesPanel({ templates, onChanged }: WhatsappTemplatesPanelProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<TemplateForm | null>(null);
  const [commitSubmit, submitting] = useMutation<WhatsappTemplatesPanelSubmitMutation>(submitMutation);
  const [commitDelete] = useMutation<WhatsappTemplatesPanelDeleteMutation>(deleteMutation);
  const pending = templates.some((row) => row.status === 'PENDING');
  const approved = templates.filter((row) => row.status === 'APPROVED').length;

  // Meta's decision arrives on the webhook: look again while something is in review
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(onChanged, 3000);
    return () => clearInterval(timer);
  }, [pending, onChanged]);

  const fail = (error: Error) => {
    snackbar.show(t('whatsappTemplates.failed', { reason: error.message }));
  };

  const submit = async (row: TemplateRow) => {
    const ok = await confirm({ title: t('whatsappTemplates.confirmSubmitTitle', { name: row.name }), message: t('whatsappTemplates.confirmSubmit'), confirmLabel: t('whatsappTemplates.yes'), cancelLabel: t('whatsappTemplates.no') });
    if (!ok) return;
    commitSubmit({
      variables: { id: row._id },
      onCompleted: (answer, errors) => {
        if (errors?.length) {
          fail(new Error(errors[0].message));
          return;
        }
        snackbar.show(answer.submitWhatsappTemplate.message);
        onChanged();
      },
      onError: fail,
    });
  };

  const remove = async (row: TemplateRow) => {
    const ok = await confirm({ title: t('whatsappTemplates.confirmDeleteTitle', { name: row.name }), message: t('whatsappTemplates.confirmDelete'), confirmLabel: t('whatsappTemplates.yes'), cancelLabel: t('whatsappTemplates.no'), destructive: true });
    if (!ok) return;
    commitDelete({
      variables: { id: row._id },
      onCompleted: (answer, errors) => {
        if (errors?.length) {
          fail(new Error(errors[0].message));
          return;
        }
        snackbar.show(answer.deleteWhatsappTemplate.message);
        onChanged();
      },
      onError: fail,
    });
  };

  const exportCsv = () => {
    const header = ['nome', 'categoria', 'cabecalho', 'texto', 'variaveis', 'botoes', 'situacao', 'motivo'];
    const lines = templates.map((row) => [row.name, row.category, row.header_type, row.body, row.variables.join(' | '), row.buttons.map((b) => b.text).join(' | '), row.status_label, row.reason ?? ''].map(csvCell).join(';'));
    const blob = new Blob([`\ufeff${[header.join(';'), ...lines].join('\n')}`], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'modelos-whatsapp.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const header = (key: string) => t(`whatsappTemplates.col.${key}` as MessageId);
  return (
    <>
      <Head>
        <div>
          <h2>{t('whatsappTemplates.title')}</h2>
          <p>{t('whatsappTemplates.description')}</p>
        </div>
        <Buttons>
          <Button variant="secondary" onClick={onChanged}>
            {t('whatsappTemplates.refresh')}
          </Button>
          <Button variant="secondary" onClick={exportCsv} disabled={templates.length === 0}>
            {t('whatsappTemplates.export')}
          </Button>
          <Button onClick={() => setEditing(emptyTemplateForm())}>{t('whatsappTemplates.new')}</Button>
        </Buttons>
      </Head>
      <Figures>
        <span title={t('whatsappTemplates.countTip')} data-metric="MODELOS_WHATSAPP" data-value={templates.length}>
          <strong>{t('whatsappTemplates.count', { count: templates.length })}</strong>
        </span>
        <span title={t('whatsappTemplates.approvedTip')} data-metric="MODELOS_WHATSAPP_APROVADOS" data-value={approved}>
          <strong>{t('whatsappTemplates.approvedCount', { count: approved })}</strong>
        </span>
      </Figures>
      {templates.length === 0 ? (
        <EmptyListCard title={t('whatsappTemplates.empty')} hint={t('whatsappTemplates.emptyHint')} />
      ) : (
        <Card>
          <TableScroll tabIndex={0} role="region" aria-label={t('whatsappTemplates.tableLabel')}>
            <Table aria-label={t('whatsappTemplates.tableLabel')} stacked>
              <thead>
                <tr>
                  {['name', 'category', 'header', 'status', 'actions'].map((key) => (
                    <th key={key} scope="col">
                      {header(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {templates.map((row) => (
                  <tr key={row._id} data-template={row.name}>
                    <td data-label={header('name')}>
                      <NameCell>
                        <strong>{row.name}</strong>
                        <Body>{row.body}</Body>
                        {row.buttons.length > 0 && <MutedLine>{t('whatsappTemplates.buttons', { count: row.buttons.length })}: {row.buttons.map((b) => b.text).join(' · ')}</MutedLine>}
                      </NameCell>
                    </td>
                    <td data-label={header('category')}>{t(`whatsappTemplates.category.${row.category}` as MessageId)}</td>
                    <td data-label={header('header')}>{t(`whatsappTemplates.header.${row.header_type}` as MessageId)}</td>
                    <td data-label={header('status')}>
                      <StatusChip status={row.status} label={row.status_label} />
                      {row.status === 'REJECTED' && row.reason && <Reason>{t('whatsappTemplates.rejectedReason', { reason: row.reason })}</Reason>}
                    </td>
                    <td data-label={header('actions')}>
                      <RowActions>
                        {canEdit(row.status) && (
                          <>
                            <Button variant="secondary" onClick={() => setEditing(formOf(row))} aria-label={`${t('whatsappTemplates.edit')} ${row.name}`}>
                              {t('whatsappTemplates.edit')}
                            </Button>
                            <Button loading={submitting} onClick={() => void submit(row)} aria-label={`${t('whatsappTemplates.submit')}: ${row.name}`}>
                              {t('whatsappTemplates.submit')}
                            </Button>
                          </>
                        )}
                        <Button variant="secondary" onClick={() => void remove(row)} aria-label={`${t('whatsappTemplates.delete')} ${row.name}`}>
                          {t('whatsappTemplates.delete')}
                        </Button>
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </Card>
      )}
      {editing && (
        <TemplateDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            snackbar.show(t('whatsappTemplates.saved'));
            onChanged();
          }}
        />
      )}
    </>
  );
}

function TemplateDialog({ initial, onClose, onSaved }: { initial: TemplateForm; onClose(): void; onSaved(): void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form, setForm] = useState<TemplateForm>(initial);
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, saving] = useMutation<WhatsappTemplatesPanelUpsertMutation>(upsertMutation);
  const bodyId = useId();
  const errors = shown ? validateTemplateForm(form) : {};
  const set = (change: Partial<TemplateForm>) => setForm((current) => ({ ...current, ...change }));
  const save = () => {
    setShown(true);
    if (Object.keys(validateTemplateForm(form)).length > 0) return;
    setServerError(null);
    commit({
      variables: {
        input: {
          _id: form._id,
          name: form.name.trim(),
          category: form.category,
          header_type: form.header_type,
          header_text: form.header_type === 'TEXT' ? form.header_text : null,
          body: form.body,
          variables: form.variables,
          footer: form.footer || null,
          buttons: form.buttons.filter((text) => text.trim()).map((text) => ({ text: text.trim() })),
        },
      },
      onCompleted: (_answer, errs) => (errs?.length ? setServerError(errs[0].message) : onSaved()),
      onError: (error) => setServerError(error.message),
    });
  };
  return (
    <ModalDialog
      open
      title={form._id ? t('whatsappTemplates.dialogEdit', { name: initial.name }) : t('whatsappTemplates.dialogNew')}
      description={t('whatsappTemplates.dialogDescription')}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('whatsappTemplates.cancel')}
          </Button>
          <Button loading={saving} onClick={save}>
            {t('whatsappTemplates.save')}
          </Button>
        </>
      }
    >
      <Fields>
        <TextField label={t('whatsappTemplates.name')} value={form.name} onChange={(e) => set({ name: e.target.value })} error={errors.name ? t(errors.name as MessageId) : undefined} required autoComplete="off" />
        <SelectField label={t('whatsappTemplates.category')} value={form.category} onChange={(e) => set({ category: e.target.value })}>
          {TEMPLATE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`whatsappTemplates.category.${category}` as MessageId)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('whatsappTemplates.headerType')} value={form.header_type} onChange={(e) => set({ header_type: e.target.value })}>
          {HEADER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`whatsappTemplates.header.${type}` as MessageId)}
            </option>
          ))}
        </SelectField>
        {form.header_type === 'TEXT' && (
          <TextField label={t('whatsappTemplates.headerText')} value={form.header_text} maxLength={60} onChange={(e) => set({ header_text: e.target.value })} error={errors.header_text ? t(errors.header_text as MessageId) : undefined} />
        )}
        <label className="area" htmlFor={bodyId}>
          {t('whatsappTemplates.body', { example: '{{1}}, {{2}}…' })}
          <textarea
            id={bodyId}
            value={form.body}
            maxLength={1024}
            aria-invalid={errors.body ? true : undefined}
            onChange={(e) => set({ body: e.target.value, variables: syncVariables(e.target.value, form.variables) })}
          />
        </label>
        {errors.body && <Alert tone="danger">{t(errors.body as MessageId)}</Alert>}
        {form.variables.map((variable, index) => (
          <TextField
            key={index}
            label={t('whatsappTemplates.variable', { number: `{{${index + 1}}}` })}
            value={variable}
            onChange={(e) => set({ variables: form.variables.map((item, i) => (i === index ? e.target.value : item)) })}
            error={errors.variables && !variable.trim() ? t(errors.variables as MessageId) : undefined}
          />
        ))}
        {form.variables.length > 0 && <MutedLine>{t('whatsappTemplates.variableHint')}</MutedLine>}
        <TextField label={t('whatsappTemplates.footer')} value={form.footer} maxLength={60} onChange={(e) => set({ footer: e.target.value })} />
        {form.buttons.map((text, index) => (
          <Pair key={index}>
            <TextField label={t('whatsappTemplates.button', { number: index + 1 })} value={text} maxLength={25} onChange={(e) => set({ buttons: form.buttons.map((item, i) => (i === index ? e.target.value : item)) })} />
            <Button variant="secondary" onClick={() => set({ buttons: form.buttons.filter((_, i) => i !== index) })} aria-label={t('whatsappTemplates.removeButton', { number: index + 1 })}>
              ×
            </Button>
          </Pair>
        ))}
        {form.buttons.length < MAX_BUTTONS && (
          <Button variant="secondary" onClick={() => set({ buttons: [...form.buttons, ''] })}>
            {t('whatsappTemplates.addButton')}
          </Button>
        )}
        <MutedLine>{t('whatsappTemplates.buttonsHint')}</MutedLine>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
      </Fields>
    </ModalDialog>
  );
}

