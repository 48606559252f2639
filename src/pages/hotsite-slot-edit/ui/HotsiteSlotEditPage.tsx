import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import type { HotsiteOverrides, HotsiteSettings } from '@/shared/lib/hotsite-settings';
import type { MessageId } from '@/shared/i18n';
import { Alert, Badge, Button, Card, PageContainer, PageHeading, Table, TableFooter, TableScroll, useConfirm, useSnackbar, useUndoable } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { hotsiteSlotEditPage, VERSIONS_PAGE_PARAM, VERSIONS_PAGE_SIZE } from '../api/HotsiteSlotEditPageQuery';
import { EDITOR_TABS, editorProblems, PREVIEW_DEVICES, setAt, type EditorTab, type EditorValues, type PreviewDevice } from '../model/editor';
import { ColorsPanel, FieldsPanel, ImagesPanel, TrackingPanel } from './EditorPanels';
import type { HotsiteSlotEditPage_slot$key } from './__generated__/HotsiteSlotEditPage_slot.graphql';
import type { HotsiteSlotEditPagePreviewMutation } from './__generated__/HotsiteSlotEditPagePreviewMutation.graphql';
import type { HotsiteSlotEditPagePublishMutation } from './__generated__/HotsiteSlotEditPagePublishMutation.graphql';
import type { HotsiteSlotEditPageRestoreMutation } from './__generated__/HotsiteSlotEditPageRestoreMutation.graphql';

const slotFragment = graphql`
  fragment HotsiteSlotEditPage_slot on HotsiteSlot @argumentDefinitions(versionsPage: { type: "Int", defaultValue: 1 }, versionsPageSize: { type: "Int", defaultValue: 10 }) {
    id
    name
    urls
    public_url
    latest_version
    has_unpublished_changes
    production_configuration {
      id
      version
    }
    preview_configuration {
      id
      version
      settings
      overrides
      created_at
      created_by {
        login
      }
    }
    configurations(page: $versionsPage, pageSize: $versionsPageSize) {
      page
      records
      configurations {
        id
        version
        created_at
        restored_from
        created_by {
          login
        }
      }
    }
  }
`;

const previewMutation = graphql`
  mutation HotsiteSlotEditPagePreviewMutation($input: SetHotsiteConfigurationInput!) {
    SetPreviewHotsiteConfiguration(input: $input) {
      slot {
        ...HotsiteSlotEditPage_slot
      }
    }
  }
`;

const publishMutation = graphql`
  mutation HotsiteSlotEditPagePublishMutation($input: SetProductionHotsiteConfigurationInput!) {
    SetProductionHotsiteConfiguration(input: $input) {
      slot {
        ...HotsiteSlotEditPage_slot
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation HotsiteSlotEditPageRestoreMutation($input: RestoreHotsiteConfigurationInput!) {
    RestoreHotsiteConfiguration(input: $input) {
      slot {
        ...HotsiteSlotEditPage_slot
      }
    }
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  a.public {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  /* side by side only where the editor's two columns of colours still fit beside the preview */
  @media (min-width: 1600px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  button {
    font: inherit;
    font-weight: 600;
    background: none;
    border: 0;
    border-bottom: 3px solid transparent;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    color: ${(p) => p.theme.colors.textMuted};
    cursor: pointer;
    display: inline-flex;
    gap: ${(p) => p.theme.space(1)};
    align-items: center;
  }
  button[aria-selected='true'] {
    color: ${(p) => p.theme.colors.primary};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
  .count {
    background: ${(p) => p.theme.colors.danger};
    color: #fff;
    border-radius: 999px;
    font-size: ${(p) => p.theme.fontSizes.xs};
    padding: 0 6px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  p {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    margin: 0;
  }
`;

const Devices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  button[aria-pressed='true'] {
    outline: 2px solid ${(p) => p.theme.colors.primary};
  }
`;

const FrameBox = styled.div`
  width: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 8px;
  background: ${(p) => p.theme.colors.surfaceMuted};
  iframe {
    border: 0;
    transform-origin: 0 0;
    display: block;
    background: #fff;
  }
`;

const FRAME_HEIGHT = 900;

/** The live preview: the public page rendering the slot's preview version, at a device's width, scaled to fit. */
function PreviewPane({ path, version }: { path: string; version: number }) {
  const intl = useIntl();
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(640);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = PREVIEW_DEVICES[device];
  const scale = Math.min(1, available / width);
  const deviceName = intl.formatMessage({ id: `hotsiteEdit.device.${device}` as MessageId });
  const src = `${path}?preview=1&v=${version}`;
  return (
    <Panel as="section" aria-labelledby="hotsite-preview">
      <h2 id="hotsite-preview">
        <FormattedMessage id="hotsiteEdit.preview" />
      </h2>
      <p style={{ margin: 0, fontSize: 14 }}>{intl.formatMessage({ id: 'hotsiteEdit.previewHint' }, { version })}</p>
      <Devices role="group" aria-label={intl.formatMessage({ id: 'hotsiteEdit.previewDevices' })}>
        {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((option) => (
          <Button key={option} variant="secondary" aria-pressed={device === option} onClick={() => setDevice(option)}>
            {intl.formatMessage({ id: `hotsiteEdit.device.${option}` as MessageId })} · {PREVIEW_DEVICES[option]} px
          </Button>
        ))}
        <a href={src} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="hotsiteEdit.openPreview" />
        </a>
      </Devices>
      <FrameBox ref={box} style={{ height: FRAME_HEIGHT * scale }}>
        <iframe key={src} src={src} title={intl.formatMessage({ id: 'hotsiteEdit.previewFrame' }, { device: deviceName })} style={{ width, height: FRAME_HEIGHT, transform: `scale(${scale})` }} data-device={device} />
      </FrameBox>
    </Panel>
  );
}

type Slot = NonNullable<ReturnType<typeof useSlot>>;
function useSlot(key: HotsiteSlotEditPage_slot$key) {
  return useFragment(slotFragment, key);
}

/** The version history, newest first, with restore (a restore saves the old version again as the preview). */
function VersionHistory({ slot }: { slot: Slot }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [, setParams] = useSearchParams();
  const [commit, restoring] = useMutation<HotsiteSlotEditPageRestoreMutation>(restoreMutation);
  const { configurations, records, page } = slot.configurations;
  const pages = Math.max(1, Math.ceil(records / VERSIONS_PAGE_SIZE));
  const restore = async (version: number) => {
    const ok = await confirm({ title: intl.formatMessage({ id: 'hotsiteEdit.restoreTitle' }, { version }), message: intl.formatMessage({ id: 'hotsiteEdit.restoreMessage' }), confirmLabel: intl.formatMessage({ id: 'hotsiteEdit.restore' }) });
    if (!ok) return;
    commit({
      variables: { input: { hotsiteSlotId: slot.id, version } },
      onCompleted: () => {
        snackbar.show(intl.formatMessage({ id: 'hotsiteEdit.restored' }, { version }), { severity: 'success' });
      },
      onError: (error) => {
        snackbar.show(error.message, { severity: 'error' });
      },
    });
  };
  const goTo = (target: number) =>
    setParams((params) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete(VERSIONS_PAGE_PARAM);
      else next.set(VERSIONS_PAGE_PARAM, String(target));
      return next;
    });
  const label = intl.formatMessage({ id: 'hotsiteEdit.versionsTable' });
  const header = (column: string) => intl.formatMessage({ id: `hotsiteEdit.col.${column}` as MessageId });
  return (
    <Panel as="section" aria-labelledby="hotsite-versions" style={{ padding: 0 }}>
      <h2 id="hotsite-versions" style={{ padding: '16px 16px 0' }}>
        <FormattedMessage id="hotsiteEdit.versions" />
      </h2>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <thead>
            <tr>
              {['version', 'by', 'at', 'state', 'actions'].map((column) => (
                <th key={column} scope="col">
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {configurations.map((configuration) => (
              <tr key={configuration.id} data-version={configuration.version}>
                <td data-label={header('version')}>
                  v{configuration.version}
                  {configuration.restored_from != null && ` (${intl.formatMessage({ id: 'hotsiteEdit.restoredFrom' }, { version: configuration.restored_from })})`}
                </td>
                <td data-label={header('by')}>{configuration.created_by.login}</td>
                <td data-label={header('at')}>{formatDateTime(String(configuration.created_at))}</td>
                <td data-label={header('state')}>
                  {slot.production_configuration?.id === configuration.id && <Badge tone="success">{intl.formatMessage({ id: 'hotsiteEdit.isPublished' })}</Badge>}{' '}
                  {slot.preview_configuration?.id === configuration.id && <Badge tone="brand">{intl.formatMessage({ id: 'hotsiteEdit.isPreview' })}</Badge>}
                </td>
                <td data-label={header('actions')}>
                  {slot.preview_configuration?.id !== configuration.id && (
                    <Button variant="ghost" disabled={restoring} onClick={() => void restore(configuration.version)} aria-label={intl.formatMessage({ id: 'hotsiteEdit.restoreLabel' }, { version: configuration.version })}>
                      <FormattedMessage id="hotsiteEdit.restore" />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <TableFooter>
        <span>{intl.formatMessage({ id: 'hotsiteEdit.versionsPage' }, { page, pages, records })}</span>
        {pages > 1 && (
          <span style={{ display: 'flex', gap: 8 }}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              <FormattedMessage id="hotsiteEdit.previous" />
            </Button>
            <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              <FormattedMessage id="hotsiteEdit.next" />
            </Button>
          </span>
        )}
      </TableFooter>
    </Panel>
  );
}

const valuesOf = (slot: Slot): EditorValues => ({
  settings: structuredClone(slot.preview_configuration!.settings) as HotsiteSettings,
  overrides: { facebook_pixel_id: null, google_analytics_id: null, signup_tag: null, ...(slot.preview_configuration!.overrides as Partial<HotsiteOverrides>) },
});

/** The builder of one slot: the preview's configuration by tab, save, publish with confirmation, live preview, history. */
function HotsiteSlotEditor({ slotRef }: { slotRef: HotsiteSlotEditPage_slot$key }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const undoable = useUndoable();
  const slot = useSlot(slotRef);
  const saved = useMemo(() => valuesOf(slot), [slot]);
  const [values, setValues] = useState<EditorValues>(saved);
  const [tab, setTab] = useState<EditorTab>('colors');
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commitPreview, saving] = useMutation<HotsiteSlotEditPagePreviewMutation>(previewMutation);
  const [commitPublish, publishing] = useMutation<HotsiteSlotEditPagePublishMutation>(publishMutation);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  // a refused save brings the summary of errors by tab into view (keyboard and screen-reader users land on it)
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    summaryRef.current?.focus();
    summaryRef.current?.scrollIntoView?.({ block: 'center' });
  }, [refusals]);
  // a new saved version (save, restore) becomes the form's starting point
  useEffect(() => setValues(saved), [saved]);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  useLeaveGuard(dirty && !saving);
  const problems = editorProblems(values);
  const total = problems.colors.length + problems.images.length + problems.fields.length;
  const change = (path: string, value: unknown) => setValues((current) => setAt(current, path, value));

  const save = () => {
    setAttempted(true);
    setServerError(null);
    if (total > 0) {
      const first = EDITOR_TABS.find((name) => problems[name].length > 0);
      if (first) setTab(first);
      setRefusals((count) => count + 1);
      return;
    }
    commitPreview({
      variables: { input: { hotsiteSlotId: slot.id, settings: values.settings, overrides: values.overrides } },
      onCompleted: (response) => {
        setAttempted(false);
        const version = (response.SetPreviewHotsiteConfiguration.slot as unknown as { preview_configuration?: { version: number } }).preview_configuration?.version;
        snackbar.show(intl.formatMessage({ id: 'hotsiteEdit.saved' }, { version: version ?? slot.latest_version + 1 }), { severity: 'success' });
      },
      onError: (error) => setServerError(error.message),
    });
  };

  const publish = async (version: number | null, undo: number | null) => {
    const target = version ?? slot.preview_configuration!.version;
    if (version === null) {
      const ok = await confirm({
        title: intl.formatMessage({ id: 'hotsiteEdit.publishTitle' }, { version: target }),
        message: intl.formatMessage({ id: 'hotsiteEdit.publishMessage' }, { url: slot.public_url }),
        confirmLabel: intl.formatMessage({ id: 'hotsiteEdit.publish' }),
      });
      if (!ok) return;
    }
    commitPublish({
      variables: { input: { hotsiteSlotId: slot.id, version: target } },
      onCompleted: () => {
        if (undo !== null) undoable(intl.formatMessage({ id: 'hotsiteEdit.published' }, { version: target }), () => void publish(undo, null));
        else if (version === null) snackbar.show(intl.formatMessage({ id: 'hotsiteEdit.published' }, { version: target }), { severity: 'success' });
        else snackbar.show(intl.formatMessage({ id: 'hotsiteEdit.unpublished' }, { version: target }), { severity: 'success' });
      },
      onError: (error) => setServerError(error.message),
    });
  };

  const discard = async () => {
    if (await confirm({ title: intl.formatMessage({ id: 'hotsiteEdit.discardTitle' }), message: intl.formatMessage({ id: 'hotsiteEdit.discardMessage' }), destructive: true })) {
      setValues(saved);
      setAttempted(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = EDITOR_TABS[(index + step + EDITOR_TABS.length) % EDITOR_TABS.length];
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const panelProps = { values, problems, showProblems: attempted, change };
  const tabName = (name: EditorTab) => intl.formatMessage({ id: `hotsiteEdit.tab.${name}` as MessageId });
  const preview = slot.preview_configuration!;
  const canPublish = !dirty && slot.has_unpublished_changes;

  return (
    <>
      <PageHeading>
        <p>
          <Link to="/configuracoes/site-cadastramento">← {intl.formatMessage({ id: 'hotsiteEdit.back' })}</Link>
        </p>
        <h1>{slot.name}</h1>
        <Header>
          <a className="public" href={slot.public_url} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage({ id: 'hotsiteEdit.address' }, { url: slot.urls[0] })}
          </a>
          {slot.production_configuration ? (
            <Badge tone="success" data-testid="hotsite-status">
              {intl.formatMessage({ id: 'hotsiteEdit.statusPublished' }, { version: slot.production_configuration.version })}
            </Badge>
          ) : (
            <Badge tone="neutral" data-testid="hotsite-status">
              {intl.formatMessage({ id: 'hotsiteEdit.statusUnpublished' })}
            </Badge>
          )}
          {slot.has_unpublished_changes && slot.production_configuration && <Badge tone="brand">{intl.formatMessage({ id: 'hotsiteEdit.pending' })}</Badge>}
        </Header>
        <p>{intl.formatMessage({ id: 'hotsiteEdit.statusPreview' }, { version: preview.version, who: preview.created_by.login, date: formatDateTime(String(preview.created_at)) ?? '' })}</p>
      </PageHeading>
      <Layout>
        <Panel as="section" aria-label={intl.formatMessage({ id: 'hotsiteEdit.tabsLabel' })}>
          {attempted && total > 0 && (
            <div ref={summaryRef} tabIndex={-1}>
            <Alert tone="danger">
              <strong>{intl.formatMessage({ id: 'hotsiteEdit.errorsTitle' })}</strong>
              <ul data-testid="hotsite-errors">
                {(['colors', 'images', 'fields'] as const)
                  .filter((name) => problems[name].length > 0)
                  .map((name) => (
                    <li key={name}>
                      <button type="button" onClick={() => setTab(name)} style={{ background: 'none', border: 0, padding: 0, textDecoration: 'underline', cursor: 'pointer', font: 'inherit', color: 'inherit' }}>
                        {intl.formatMessage({ id: 'hotsiteEdit.errorsIn' }, { tab: tabName(name), count: problems[name].length })}
                      </button>
                    </li>
                  ))}
              </ul>
            </Alert>
            </div>
          )}
          {serverError && <Alert tone="danger">{serverError}</Alert>}
          <TabList role="tablist" aria-label={intl.formatMessage({ id: 'hotsiteEdit.tabsLabel' })}>
            {EDITOR_TABS.map((name, index) => {
              const count = attempted && name !== 'tracking' ? problems[name].length : 0;
              return (
                <button
                  key={name}
                  ref={(element) => {
                    tabRefs.current[name] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${name}`}
                  aria-controls={`panel-${name}`}
                  aria-selected={tab === name}
                  tabIndex={tab === name ? 0 : -1}
                  onClick={() => setTab(name)}
                  onKeyDown={(event) => onTabKey(event, index)}
                >
                  {tabName(name)}
                  {count > 0 && (
                    <span className="count" aria-label={intl.formatMessage({ id: 'hotsiteEdit.tabErrors' }, { count })}>
                      {count}
                    </span>
                  )}
                </button>
              );
            })}
          </TabList>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'colors' && <ColorsPanel {...panelProps} />}
            {tab === 'images' && <ImagesPanel {...panelProps} />}
            {tab === 'fields' && <FieldsPanel {...panelProps} />}
            {tab === 'tracking' && <TrackingPanel {...panelProps} />}
          </div>
          <Actions>
            {dirty && slot.has_unpublished_changes && <p>{intl.formatMessage({ id: 'hotsiteEdit.publishHint' })}</p>}
            <Button variant="secondary" onClick={() => void discard()} disabled={!dirty || saving}>
              <FormattedMessage id="hotsiteEdit.discard" />
            </Button>
            <Button variant={dirty ? 'primary' : 'secondary'} onClick={save} loading={saving} disabled={!dirty}>
              <FormattedMessage id="hotsiteEdit.save" />
            </Button>
            <Button variant={canPublish ? 'primary' : 'secondary'} onClick={() => void publish(null, slot.production_configuration?.version ?? null)} loading={publishing} disabled={!canPublish}>
              <FormattedMessage id="hotsiteEdit.publish" />
            </Button>
          </Actions>
        </Panel>
        <PreviewPane path={slot.urls[0]} version={preview.version} />
      </Layout>
      <VersionHistory slot={slot} />
    </>
  );
}

/** /configuracoes/site-cadastramento/hotsite-slot/:id. */
export function HotsiteSlotEditPage() {
  const intl = useIntl();
  const data = usePageQuery(hotsiteSlotEditPage);
  return <PageContainer>{data.hotsiteSlot ? <HotsiteSlotEditor slotRef={data.hotsiteSlot} /> : <Alert tone="info">{intl.formatMessage({ id: 'hotsiteEdit.notFound' })}</Alert>}</PageContainer>;
}
