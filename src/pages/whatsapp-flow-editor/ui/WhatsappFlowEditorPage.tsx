import styled from '@emotion/styled';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { FLOW_NODE_TYPES, validateFlowGraph, type FlowGraph, type FlowNode, type FlowNodeType, type FlowTriggerType } from '@/shared/config/whatsappFlows';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Alert, Badge, Button, Card, SelectField, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { NEW_FLOW, whatsappFlowEditorPage } from '../api/WhatsappFlowEditorPageQuery';
import { addNode, EMPTY_FLOW, linkExit, moveNode, readGraph, removeNode, updateNode } from '../model/graph';
import { FlowCanvas } from './FlowCanvas';
import { NodePanel } from './NodePanel';
import { TestPanel } from './TestPanel';
import type { WhatsappFlowEditorPageSaveMutation } from './__generated__/WhatsappFlowEditorPageSaveMutation.graphql';
import type { WhatsappFlowEditorPagePublishMutation } from './__generated__/WhatsappFlowEditorPagePublishMutation.graphql';

const saveMutation = graphql`
  mutation WhatsappFlowEditorPageSaveMutation($input: WhatsappFlowInput!) {
    saveWhatsappFlowDraft(input: $input) {
      flow {
        id
        _id
        name
        trigger_type
        trigger_values
        status
        draft
        draftChanged
        currentVersion
      }
      errors {
        message
        nodeId
      }
    }
  }
`;

const publishMutation = graphql`
  mutation WhatsappFlowEditorPagePublishMutation($id: ID!) {
    publishWhatsappFlow(id: $id) {
      flow {
        id
        status
        draftChanged
        currentVersion
        versions {
          version
          publishedAt
          publishedBy
        }
      }
    }
  }
`;

const Settings = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: 1fr;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 2fr 1fr 2fr;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  min-width: 0;
  select {
    width: 100%;
    min-height: 40px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  margin: ${(p) => p.theme.space(3)} 0;
`;

const Workspace = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
  }
`;

const CanvasBox = styled(Card)`
  height: 420px;
  ${(p) => p.theme.mq.md} {
    height: 560px;
  }
  padding: 0;
  overflow: hidden;
  ${(p) => p.theme.mq.lg} {
    height: 680px;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
`;

const SideCard = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const StepList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
`;

const StepButton = styled.button<{ active: boolean; invalid: boolean }>`
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.xs};
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.pill};
  border: 1px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.active ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.active ? p.theme.colors.primarySoft : p.theme.colors.surface)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-end;
  > :first-child {
    flex: 1;
  }
`;

const Errors = styled.ul`
  margin: 0;
  padding-left: ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
  button {
    font: inherit;
    background: none;
    border: 0;
    padding: 0;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
    text-align: left;
  }
`;

const Versions = styled.ol`
  margin: 0;
  padding-left: ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** The pt-BR label of a node's exit: a button's title, else the exit's name. */
function useExitLabel() {
  const intl = useIntl();
  return useCallback(
    (node: FlowNode, handle: string) => {
      const option = [...(node.data.buttons ?? []), ...(node.data.rows ?? [])].find((o) => o.id === handle);
      if (option) return option.title || option.id;
      return intl.formatMessage({ id: `whatsappFlowEditor.exit.${handle}` as MessageId });
    },
    [intl],
  );
}

function Editor() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `whatsappFlowEditor.${id}` as MessageId }, values);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const scope = usePageScope(whatsappFlowEditorPage);
  const { whatsappFlow: flow } = usePageQuery(whatsappFlowEditorPage);
  const exitLabel = useExitLabel();
  const [name, setName] = useState(flow?.name ?? '');
  const [triggerType, setTriggerType] = useState<FlowTriggerType>(flow?.trigger_type === 'BUTTON' ? 'button' : 'keyword');
  const [triggers, setTriggers] = useState((flow?.trigger_values ?? []).join(', '));
  const [graph, setGraph] = useState<FlowGraph>(() => (flow ? readGraph(flow.draft) : EMPTY_FLOW));
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(!flow);
  const [newType, setNewType] = useState<FlowNodeType>('message');
  const [serverError, setServerError] = useState<string | null>(null);
  const [commitSave, saving] = useMutation<WhatsappFlowEditorPageSaveMutation>(saveMutation);
  const [commitPublish, publishing] = useMutation<WhatsappFlowEditorPagePublishMutation>(publishMutation);

  const errors = useMemo(() => validateFlowGraph(graph), [graph]);
  const invalidNodes = useMemo(() => new Set(errors.map((e) => e.nodeId).filter((id): id is string => Boolean(id))), [errors]);
  const edit = (next: FlowGraph) => {
    setGraph(next);
    setDirty(true);
  };
  const node = graph.nodes.find((n) => n.id === selected) ?? null;
  const onMove = useCallback((id: string, position: { x: number; y: number }) => {
    setGraph((current) => moveNode(current, id, position));
    setDirty(true);
  }, []);
  const onLink = useCallback((source: string, handle: string, target: string) => {
    setGraph((current) => linkExit(current, source, handle, target));
    setDirty(true);
  }, []);

  if (scope.id !== NEW_FLOW && !flow) {
    return <Alert tone="danger">{t('notFound')}</Alert>;
  }

  /** Saves the draft; resolves with the saved flow's uuid (null when refused). */
  const save = () =>
    new Promise<string | null>((resolve) => {
      setServerError(null);
      commitSave({
        variables: {
          input: {
            id: flow?._id ?? null,
            name,
            trigger_type: triggerType === 'button' ? 'BUTTON' : 'KEYWORD',
            trigger_values: triggers.split(',').map((v) => v.trim()).filter(Boolean),
            graph,
          },
        },
        onCompleted: (response, errs) => {
          if (errs?.length) {
            setServerError(errs[0].message);
            return resolve(null);
          }
          const saved = response.saveWhatsappFlowDraft.flow;
          setDirty(false);
          if (!flow) navigate(`/campanhas/whatsapp/fluxos/editar/${saved._id}`, { replace: true });
          resolve(saved._id);
        },
        onError: (error) => {
          setServerError(error.message);
          resolve(null);
        },
      });
    });

  const onSave = async () => {
    if (await save()) snackbar.show(t('saved'), { severity: 'success' });
  };

  const onPublish = async () => {
    if (errors.length) return setServerError(t('fixErrors'));
    const ok = await confirm({
      title: t('publishTitle'),
      message: t('publishMessage', { version: (flow?.currentVersion ?? 0) + 1 }),
      confirmLabel: t('publish'),
    });
    if (!ok) return;
    const id = dirty || !flow ? await save() : flow._id;
    if (!id) return;
    commitPublish({
      variables: { id },
      onCompleted: (response, errs) => {
        if (errs?.length) return setServerError(errs[0].message);
        snackbar.show(t('published', { version: response.publishWhatsappFlow.flow.currentVersion ?? 0 }), { severity: 'success' });
      },
      onError: (error) => setServerError(error.message),
    });
  };

  const onDelete = async (target: FlowNode) => {
    const ok = await confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { id: target.id }),
      confirmLabel: t('deleteNode'),
      destructive: true,
    });
    if (!ok) return;
    edit(removeNode(graph, target.id));
    setSelected(null);
  };

  return (
    <>
      <Settings>
        <TextField label={t('name')} value={name} maxLength={80} onChange={(event) => { setName(event.target.value); setDirty(true); }} />
        <Field>
        <SelectField label={t('trigger')} value={triggerType} onChange={(event) => { setTriggerType(event.target.value as FlowTriggerType); setDirty(true); }}>
          <option value="keyword">{t('trigger.keyword')}</option>
          <option value="button">{t('trigger.button')}</option>
        </SelectField>
        </Field>
        <TextField
          label={t(triggerType === 'keyword' ? 'triggerValues.keyword' : 'triggerValues.button')}
          value={triggers}
          onChange={(event) => { setTriggers(event.target.value); setDirty(true); }}
        />
      </Settings>
      <Actions>
        <Button variant="secondary" loading={saving} onClick={() => void onSave()}>
          {t('save')}
        </Button>
        <Button loading={publishing} onClick={() => void onPublish()}>
          {t('publish')}
        </Button>
        {flow && (
          <Badge tone={flow.status === 'PUBLISHED' ? 'success' : 'neutral'} data-status={flow.status}>
            {flow.currentVersion ? t('statusPublished', { version: flow.currentVersion }) : t('statusDraft')}
          </Badge>
        )}
        {dirty ? <span role="status">{t('unsaved')}</span> : flow?.draftChanged && flow.currentVersion ? <span>{t('draftChanged')}</span> : null}
      </Actions>
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <Workspace>
        <CanvasBox>
          <FlowCanvas graph={graph} selected={selected} invalidNodes={invalidNodes} onSelect={setSelected} onMove={onMove} onLink={onLink} exitLabel={exitLabel} />
        </CanvasBox>
        <Side>
          <SideCard>
            <h2>{t('steps')}</h2>
            <StepList aria-label={t('steps')}>
              {graph.nodes.map((n) => (
                <li key={n.id}>
                  <StepButton type="button" active={n.id === selected} invalid={invalidNodes.has(n.id)} aria-pressed={n.id === selected} onClick={() => setSelected(n.id)}>
                    {t(`type.${n.type}`)} · {n.id}
                  </StepButton>
                </li>
              ))}
            </StepList>
            <AddRow>
              <Field>
              <SelectField label={t('newStep')} value={newType} onChange={(event) => setNewType(event.target.value as FlowNodeType)}>
                {FLOW_NODE_TYPES.filter((type) => type !== 'start').map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </SelectField>
              </Field>
              <Button
                variant="secondary"
                onClick={() => {
                  const added = addNode(graph, newType);
                  edit(added.graph);
                  setSelected(added.id);
                }}
              >
                {t('add')}
              </Button>
            </AddRow>
            {node ? (
              <NodePanel
                graph={graph}
                node={node}
                exitLabel={exitLabel}
                onChange={(data) => edit(updateNode(graph, node.id, data))}
                onLink={(handle, target) => edit(linkExit(graph, node.id, handle, target))}
                onDelete={() => void onDelete(node)}
              />
            ) : (
              <p>{t('selectHint')}</p>
            )}
          </SideCard>
          <SideCard aria-live="polite">
            <h2>{t('validation')}</h2>
            {errors.length === 0 ? (
              <p data-valid="true">{t('valid')}</p>
            ) : (
              <Errors data-valid="false">
                {errors.map((error, i) => (
                  <li key={i}>{error.nodeId ? <button type="button" onClick={() => setSelected(error.nodeId!)}>{error.message}</button> : error.message}</li>
                ))}
              </Errors>
            )}
          </SideCard>
          <SideCard>
            <h2>{t('test.title')}</h2>
            <TestPanel flowId={flow?._id ?? null} published={Boolean(flow?.currentVersion)} />
          </SideCard>
          <SideCard>
            <h2>{t('versions')}</h2>
            {flow?.versions.length ? (
              <Versions aria-label={t('versions')}>
                {flow.versions.map((v) => (
                  <li key={v.version} data-version={v.version}>
                    {t('versionLine', { version: v.version, when: formatDisplayDateTime(v.publishedAt, DATE_TIME_MINUTES_FORMAT) ?? '', who: v.publishedBy ?? '—' })}
                  </li>
                ))}
              </Versions>
            ) : (
              <p>{t('noVersions')}</p>
            )}
          </SideCard>
        </Side>
      </Workspace>
    </>
  );
}

/** Novo / editar fluxo de WhatsApp: the graph editor with its side panel, validation, test chat and version history. */
export function WhatsappFlowEditorPage() {
  const intl = useIntl();
  const scope = usePageScope(whatsappFlowEditorPage);
  return (
    <AnalyticsPage
      title={intl.formatMessage({ id: scope.id === NEW_FLOW ? 'whatsappFlowEditor.titleNew' : 'whatsappFlowEditor.title' })}
      description={intl.formatMessage({ id: 'whatsappFlowEditor.description' })}
      back={<Link to="/campanhas/whatsapp/fluxos">{intl.formatMessage({ id: 'whatsappFlowEditor.back' })}</Link>}
      skeleton={{ blocks: [120, 560] }}
    >
      {/* a new address (new → saved) starts a new editor state */}
      <Editor key={scope.id} />
    </AnalyticsPage>
  );
}

