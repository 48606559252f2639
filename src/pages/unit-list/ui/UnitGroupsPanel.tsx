import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { Button, Card, ModalDialog, TextField, useConfirm, useSnackbar, useUndoable } from '@/shared/ui';
import type { UnitGroupsPanel_query$key } from './__generated__/UnitGroupsPanel_query.graphql';
import type { UnitGroupsPanelDeleteMutation } from './__generated__/UnitGroupsPanelDeleteMutation.graphql';
import type { UnitGroupsPanelUpsertMutation } from './__generated__/UnitGroupsPanelUpsertMutation.graphql';
import { UNIT_PARAMS } from '../api/UnitListPageQuery';

const fragment = graphql`
  fragment UnitGroupsPanel_query on Query {
    unitGroups {
      id
      name
      units {
        id
      }
    }
  }
`;

const upsertMutation = graphql`
  mutation UnitGroupsPanelUpsertMutation($input: UpsertUnitGroupsInput!) {
    upsertUnitGroups(input: $input) {
      unitGroups {
        id
        name
        units {
          id
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation UnitGroupsPanelDeleteMutation($input: DeleteUnitGroupsInput!) {
    deleteUnitGroups(input: $input) {
      deletedIds
      unitGroups {
        id
        name
        units {
          id
        }
      }
    }
  }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    grid-template-columns: 1fr;
    ${(p) => p.theme.mq.md} {
      grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
    }
  }
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    min-width: 0;
  }
  li > div {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
    flex: none;
  }
  li a {
    font-weight: 600;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  p {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

type Group = { id: string; name: string; units: readonly { id: string }[] };

/** Grupos de lojas: the account's groups with their store counts; create, rename and delete (asked first, undoable). */
export function UnitGroupsPanel({ query }: { query: UnitGroupsPanel_query$key }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const undoable = useUndoable();
  const data = useFragment(fragment, query);
  const [upsert, upserting] = useMutation<UnitGroupsPanelUpsertMutation>(upsertMutation);
  const [remove] = useMutation<UnitGroupsPanelDeleteMutation>(deleteMutation);
  const [editing, setEditing] = useState<{ id: string | null; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const updateRoot = (store: RecordSourceSelectorProxy, field: 'upsertUnitGroups' | 'deleteUnitGroups') => {
    const rows = store.getRootField(field)?.getLinkedRecords('unitGroups');
    if (rows) store.getRoot().setLinkedRecords(rows, 'unitGroups');
  };

  const save = (group: { id: string | null; name: string; units: readonly string[] }, onDone: (message?: string) => void) =>
    upsert({
      variables: { input: { groups: [{ id: group.id, name: group.name, units: [...group.units] }] } },
      updater: (store) => updateRoot(store, 'upsertUnitGroups'),
      onCompleted: (_r, errors) => onDone(errors?.[0]?.message),
      onError: (e) => onDone(e.message),
    });

  const submit = () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return setError(intl.formatMessage({ id: 'ui.required' }));
    const current = data.unitGroups.find((g) => g.id === editing.id);
    save({ id: editing.id, name, units: current?.units.map((u) => u.id) ?? [] }, (message) => {
      if (message) return setError(message);
      setEditing(null);
      snackbar.show(intl.formatMessage({ id: editing.id ? 'unitList.groups.renamed' : 'unitList.groups.created' }, { name }), { severity: 'success' });
    });
  };

  const destroy = async (group: Group) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'unitList.groups.deleteTitle' }, { name: group.name }),
      message: intl.formatMessage({ id: 'unitList.groups.deleteMessage' }, { count: group.units.length }),
      confirmLabel: intl.formatMessage({ id: 'unitList.groups.delete' }),
      destructive: true,
    });
    if (!ok) return;
    remove({
      variables: { input: { ids: [group.id] } },
      updater: (store) => updateRoot(store, 'deleteUnitGroups'),
      onCompleted: (_r, errors) => {
        if (errors?.length) return void snackbar.show(errors[0].message);
        // "Desfazer" creates the group again with the same name and stores
        undoable(intl.formatMessage({ id: 'unitList.groups.deleted' }, { name: group.name }), () =>
          save({ id: null, name: group.name, units: group.units.map((u) => u.id) }, (message) => {
            if (message) snackbar.show(message);
            else window.location.reload();
          }),
        );
      },
      onError: (e) => void snackbar.show(e.message),
    });
  };

  return (
    <Panel as="section" aria-labelledby="unit-groups-title">
      <header>
        <h2 id="unit-groups-title">
          <FormattedMessage id="unitList.groups.title" />
        </h2>
        <Button variant="secondary" onClick={() => (setError(null), setEditing({ id: null, name: '' }))}>
          <FormattedMessage id="unitList.groups.new" />
        </Button>
      </header>
      {data.unitGroups.length === 0 ? (
        <p>
          <FormattedMessage id="unitList.groups.empty" />
        </p>
      ) : (
        <ul>
          {data.unitGroups.map((group) => (
            <li key={group.id} data-group={group.name}>
              <Link to={`?${UNIT_PARAMS.group}=${encodeURIComponent(group.id)}`} title={intl.formatMessage({ id: 'unitList.groups.filter' }, { name: group.name })}>
                {group.name} · {intl.formatMessage({ id: 'unitList.groups.count' }, { count: group.units.length })}
              </Link>
              <div>
                <Button variant="ghost" aria-label={intl.formatMessage({ id: 'unitList.groups.renameNamed' }, { name: group.name })} onClick={() => (setError(null), setEditing({ id: group.id, name: group.name }))}>
                  <FormattedMessage id="unitList.groups.rename" />
                </Button>
                <Button variant="ghost" aria-label={intl.formatMessage({ id: 'unitList.groups.deleteNamed' }, { name: group.name })} onClick={() => void destroy(group)}>
                  <FormattedMessage id="unitList.groups.delete" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ModalDialog
        open={editing !== null}
        title={intl.formatMessage({ id: editing?.id ? 'unitList.groups.renameTitle' : 'unitList.groups.newTitle' })}
        description={intl.formatMessage({ id: 'unitList.groups.hint' })}
        onEscape={() => setEditing(null)}
        initialFocusRef={inputRef}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              <FormattedMessage id="unitList.cancel" />
            </Button>
            <Button loading={upserting} onClick={submit}>
              <FormattedMessage id="unitList.save" />
            </Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            ref={inputRef}
            label={intl.formatMessage({ id: 'unitList.groups.name' })}
            value={editing?.name ?? ''}
            maxLength={80}
            error={error}
            onChange={(event) => setEditing((current) => current && { ...current, name: event.target.value })}
          />
        </form>
      </ModalDialog>
    </Panel>
  );
}
