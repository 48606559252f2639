import styled from '@emotion/styled';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { InfoTip, TipHeader } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { usePageQuery } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Badge, Button, buttonCss, Card, EmptyListCard, ListSkeleton, ModalDialog, MutedLine, NumCell, PageContainer, PageHeading, SelectField, Table, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { ListButtons, ListControls, ListToolbar } from '@/shared/ui/listToolbar';
import { TermsPageQuery, termsPage, type TermsPageQueryType } from '../api/TermsPageQuery';
import { listOptionsOf, ORDER_PARAM, ORDERS, STATUS_PARAM, STATUSES, visibleVersions } from '../model/termsList';
import { TermsEditor, TermsText } from './TermsEditor';
import type { TermsPagePublishMutation } from './__generated__/TermsPagePublishMutation.graphql';
import type { TermsPageDeleteMutation } from './__generated__/TermsPageDeleteMutation.graphql';

const publishMutation = graphql`
  mutation TermsPagePublishMutation($input: PublishTermsVersionInput!) {
    publishTermsVersion(input: $input) {
      termsVersion {
        id
        version
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation TermsPageDeleteMutation($input: DeleteTermsDraftInput!) {
    deleteTermsDraft(input: $input) {
      deletedId
    }
  }
`;

type Version = TermsPageQueryType['response']['termsVersions']['versions'][number];

const ExportLink = styled.a`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

const Current = styled(Card)`
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(5)};
    margin: 0;
    ${(p) => p.theme.mq.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

function useRefresh() {
  const environment = useRelayEnvironment();
  return () => fetchQuery(environment, TermsPageQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}

function CurrentCard({ data }: { data: TermsPageQueryType['response']['termsVersions'] }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const current = data.current;
  return (
    <Current as="section" aria-labelledby="terms-current">
      <h2 id="terms-current">{t('terms.current.title')}</h2>
      {!data.terms_optin && <Alert tone="danger">{t('terms.current.moduleOff')}</Alert>}
      {current ? (
        <dl>
          <div>
            <dt>{t('terms.current.version')}</dt>
            <dd data-testid="terms-current-version">{t('terms.versionN', { version: current.version })}</dd>
          </div>
          <div>
            <dt>{t('terms.col.title')}</dt>
            <dd>{current.title}</dd>
          </div>
          <div>
            <dt>{t('terms.current.published')}</dt>
            <dd>{t('terms.publishedBy', { date: formatDateTime(String(current.published_at)) ?? '', who: current.published_by ?? t('terms.seed') })}</dd>
          </div>
          <div>
            <dt>
              {t('terms.current.accepted')}
              <InfoTip label={t('terms.current.accepted')} text={t('terms.acceptedTooltip')} />
            </dt>
            <dd data-metric="terms.current.accepted" data-value={current.accepted_count}>
              {t('terms.current.acceptedOf', { count: formatNumber(current.accepted_count, 0), total: formatNumber(data.accepted_total, 0) })}
            </dd>
          </div>
        </dl>
      ) : (
        <Alert tone="info">{t('terms.current.none')}</Alert>
      )}
    </Current>
  );
}

function VersionsTable({ versions, onView, onEdit }: { versions: readonly Version[]; onView: (v: Version) => void; onEdit: (v: Version) => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const refresh = useRefresh();
  const [publish] = useMutation<TermsPagePublishMutation>(publishMutation);
  const [remove] = useMutation<TermsPageDeleteMutation>(deleteMutation);
  const [params] = useSearchParams();
  const { status, order } = listOptionsOf(params);
  const shown = visibleVersions(versions, status, order);
  const header = (key: string) => t(`terms.col.${key}` as MessageId);

  const run = (commit: (done: (error: string | null) => void) => void) =>
    new Promise<void>((resolve, reject) =>
      commit((error) => {
        if (error) {
          snackbar.show(error, { severity: 'error' });
          reject(new Error(error));
        } else resolve();
      }),
    );

  const askPublish = async (v: Version) => {
    const ok = await confirm({ title: t('terms.publish.title', { version: v.version }), message: t('terms.publish.message'), confirmLabel: t('terms.publish.confirm'), cancelLabel: t('terms.cancel') });
    if (!ok) return;
    await run((done) =>
      publish({
        variables: { input: { id: v.id } },
        onCompleted: (_r, errors) => done(errors?.length ? errors[0].message : null),
        onError: (error) => done(error.message),
      }),
    ).catch(() => undefined);
    await refresh();
    snackbar.show(t('terms.publish.done', { version: v.version }), { severity: 'success' });
  };

  const askDelete = async (v: Version) => {
    const ok = await confirm({ title: t('terms.delete.title', { version: v.version }), message: t('terms.delete.message'), confirmLabel: t('terms.delete.confirm'), cancelLabel: t('terms.cancel'), destructive: true });
    if (!ok) return;
    await run((done) =>
      remove({
        variables: { input: { id: v.id } },
        onCompleted: (_r, errors) => done(errors?.length ? errors[0].message : null),
        onError: (error) => done(error.message),
      }),
    ).catch(() => undefined);
    await refresh();
    snackbar.show(t('terms.delete.done', { version: v.version }), { severity: 'success' });
  };

  if (versions.length === 0) return <EmptyListCard title={t('terms.empty')} hint={t('terms.emptyHint')} />;
  if (shown.length === 0) return <EmptyListCard title={t('terms.emptyFilter')} hint={t('terms.emptyFilterHint')} />;
  const label = t('terms.tableLabel');
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader
            columns={[
              { key: 'version', label: header('version') },
              { key: 'title', label: header('title') },
              { key: 'status', label: header('status') },
              { key: 'published', label: header('published') },
              { key: 'accepted', label: header('accepted'), tip: t('terms.acceptedTooltip'), numeric: true },
              { key: 'actions', label: header('actions') },
            ]}
          />
          <tbody>
            {shown.map((v) => (
              <tr key={v.id} data-terms-version={v.version}>
                <th scope="row" data-label={header('version')}>
                  {t('terms.versionN', { version: v.version })}
                </th>
                <td data-label={header('title')}>{v.title}</td>
                <td data-label={header('status')}>
                  {v.current ? <Badge tone="success">{t('terms.status.current')}</Badge> : v.published_at ? <Badge tone="neutral">{t('terms.status.published')}</Badge> : <Badge tone="brand">{t('terms.status.draft')}</Badge>}
                </td>
                <td data-label={header('published')} style={{ whiteSpace: 'normal', minWidth: 160 }}>
                  {v.published_at ? t('terms.publishedBy', { date: formatDateTime(String(v.published_at)) ?? '', who: v.published_by ?? t('terms.seed') }) : <MutedLine>{t('terms.createdBy', { date: formatDateTime(String(v.created_at)) ?? '', who: v.created_by ?? t('terms.seed') })}</MutedLine>}
                </td>
                <NumCell data-label={header('accepted')} data-metric="terms.accepted" data-value={v.accepted_count}>
                  {formatNumber(v.accepted_count, 0)}
                </NumCell>
                <td data-label={header('actions')}>
                  <Actions>
                    <Button variant="ghost" aria-label={t('terms.viewLabel', { version: v.version })} onClick={() => onView(v)}>
                      {t('terms.view')}
                    </Button>
                    {!v.published_at && (
                      <>
                        <Button variant="ghost" aria-label={t('terms.editLabel', { version: v.version })} onClick={() => onEdit(v)}>
                          {t('terms.edit')}
                        </Button>
                        <Button variant="secondary" aria-label={t('terms.publishLabel', { version: v.version })} onClick={() => void askPublish(v)}>
                          {t('terms.publish')}
                        </Button>
                        <Button variant="ghost" aria-label={t('terms.deleteLabel', { version: v.version })} onClick={() => void askDelete(v)}>
                          {t('terms.delete')}
                        </Button>
                      </>
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}

function TermsContent() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const data = usePageQuery(termsPage).termsVersions;
  const [params, setParams] = useSearchParams();
  const { status, order } = listOptionsOf(params);
  const [editing, setEditing] = useState<Version | 'new' | null>(null);
  const [viewing, setViewing] = useState<Version | null>(null);
  const set = (name: string, value: string, fallback: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === fallback) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const exportQuery = new URLSearchParams();
  for (const name of [STATUS_PARAM, ORDER_PARAM]) if (params.get(name)) exportQuery.set(name, params.get(name)!);

  return (
    <>
      <CurrentCard data={data} />
      {editing ? (
        <TermsEditor key={editing === 'new' ? 'new' : editing.id} draft={editing === 'new' ? null : editing} nextVersion={Math.max(0, ...data.versions.map((v) => v.version)) + 1} onClose={() => setEditing(null)} />
      ) : (
        <ListToolbar>
          <ListControls>
            <SelectField label={t('terms.filter.status')} value={status} onChange={(e) => set(STATUS_PARAM, e.target.value, 'todas')}>
              {STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`terms.filter.${option}` as MessageId)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('terms.order')} value={order} onChange={(e) => set(ORDER_PARAM, e.target.value, 'versao.desc')}>
              {ORDERS.map((option) => (
                <option key={option} value={option}>
                  {t(`terms.order.${option}` as MessageId)}
                </option>
              ))}
            </SelectField>
          </ListControls>
          <ListButtons>
            <ExportLink href={`/api/configuracoes-admin/termos.csv${exportQuery.size ? `?${exportQuery}` : ''}`} download aria-label={t('terms.exportLabel')}>
              {t('terms.export')}
            </ExportLink>
            <Button onClick={() => setEditing('new')}>{t('terms.new')}</Button>
          </ListButtons>
        </ListToolbar>
      )}
      <VersionsTable versions={data.versions} onView={setViewing} onEdit={setEditing} />
      <ModalDialog
        open={viewing !== null}
        title={viewing ? t('terms.viewTitle', { version: viewing.version, title: viewing.title }) : ''}
        description={viewing?.published_at ? t('terms.readOnly') : t('terms.draftHint')}
        onEscape={() => setViewing(null)}
        actions={<Button onClick={() => setViewing(null)}>{t('terms.close')}</Button>}
      >
        {viewing && <TermsText html={viewing.html} />}
      </ModalDialog>
    </>
  );
}

/** Configurações › Termos de uso: the versions of the terms consumers accept on the sign-up site. */
export function TermsPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="terms.title" />
        </h1>
        <p>
          <FormattedMessage id="terms.subtitle" />
        </p>
      </PageHeading>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'terms.loading' })} />}>
        <TermsContent />
      </Suspense>
    </PageContainer>
  );
}
