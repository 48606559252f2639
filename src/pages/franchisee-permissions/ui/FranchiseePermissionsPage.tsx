import styled from '@emotion/styled';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { FRANCHISEE_PERMISSION_ROUTES, type FranchiseePermission, type FranchiseePermissions } from '@/shared/config';
import { formatDateTime } from '@/shared/lib';
import { Button, Card, TextField } from '@/shared/ui';
import { AnalyticsPage, EmptyState } from '@/shared/ui/analytics-page';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { useSnackbar, useUndoable } from '@/shared/ui/snackbar';
import { franchiseePermissionsPage, type FranchiseePermissionsPageQueryType } from '../api/FranchiseePermissionsPageQuery';
import { BASE_PATH, PARAMS, PERMISSION_TABS, tabOf, type PermissionTab } from '../model/groups';
import type { FranchiseePermissionsPageSaveMutation } from './__generated__/FranchiseePermissionsPageSaveMutation.graphql';
import type { FranchiseePermissionsPageUndoMutation } from './__generated__/FranchiseePermissionsPageUndoMutation.graphql';

type Franchisee = FranchiseePermissionsPageQueryType['response']['franchiseeAccounts'][number];

const t = (intl: IntlShape, id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id: `franchiseePermissions.${id}` as never }, values as never) as string;

const saveMutation = graphql`
  mutation FranchiseePermissionsPageSaveMutation($input: UpdateAccountFranchiseePermissionsInput!) {
    updateAccountFranchiseePermissions(input: $input) {
      changeId
      franchisees {
        id
        permissions_updated_at
        permissions_updated_by
        permissions {
          offers_mobile
          view_offers_schedule_trade_results
          banners_mobile
          performance_mobile
          push_campaigns
          flyers_campaigns
          edit_cashback
          edit_points
          edit_user_register
          managing_user_requests
          edit_offers_mobile_units
        }
      }
    }
  }
`;

const undoMutation = graphql`
  mutation FranchiseePermissionsPageUndoMutation($input: UndoFranchiseePermissionsChangeInput!) {
    undoFranchiseePermissionsChange(input: $input) {
      franchisees {
        id
        permissions_updated_at
        permissions_updated_by
        permissions {
          offers_mobile
          view_offers_schedule_trade_results
          banners_mobile
          performance_mobile
          push_campaigns
          flyers_campaigns
          edit_cashback
          edit_points
          edit_user_register
          managing_user_requests
          edit_offers_mobile_units
        }
      }
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: end;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(1)};
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  button {
    width: 100%;
    text-align: left;
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
    font-weight: 600;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
    font-weight: 400;
  }
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: none;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    border-bottom-color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

const Switches = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space(2)};
    font-weight: 600;
  }
  label {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    align-items: flex-start;
    padding: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
  strong[data-on='true'] {
    color: ${(p) => p.theme.colors.success};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const permissionsOf = (row: Franchisee): FranchiseePermissions => ({ ...row.permissions });

/** The switches `draft` sets differently from `saved`. */
function changedSwitches(saved: FranchiseePermissions, draft: FranchiseePermissions): Partial<FranchiseePermissions> {
  return Object.fromEntries((Object.keys(draft) as FranchiseePermission[]).filter((name) => draft[name] !== saved[name]).map((name) => [name, draft[name]]));
}

function FranchiseeList({ rows, selected }: { rows: readonly Franchisee[]; selected: string | null }) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const [term, setTerm] = useState(search.get(PARAMS.search) ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch((old) => {
      const next = new URLSearchParams(old);
      if (term.trim()) next.set(PARAMS.search, term.trim());
      else next.delete(PARAMS.search);
      return next;
    });
  };
  const pick = (row: Franchisee) =>
    setSearch((old) => {
      const next = new URLSearchParams(old);
      next.set(PARAMS.franchisee, row.account_id);
      return next;
    });
  return (
    <Panel as="section" aria-label={t(intl, 'list')}>
      <h2>{t(intl, 'list')}</h2>
      <SearchForm role="search" onSubmit={submit}>
        <div>
          <TextField label={t(intl, 'search')} placeholder={t(intl, 'searchPlaceholder')} value={term} onChange={(event) => setTerm(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t(intl, 'searchSubmit')}
        </Button>
      </SearchForm>
      {rows.length === 0 ? (
        <EmptyState title={t(intl, search.get(PARAMS.search) ? 'empty' : 'noneYet')} hint={t(intl, search.get(PARAMS.search) ? 'emptyHint' : 'noneYetHint')} />
      ) : (
        <List>
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" aria-pressed={row.account_id === selected} onClick={() => pick(row)}>
                {row.name}
                <small>{t(intl, 'code', { code: row.id_external })}</small>
              </button>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

function Editor({ franchisee, total }: { franchisee: Franchisee; total: number }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const tab = tabOf(pathname);
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const undoable = useUndoable();
  const [commitSave, saving] = useMutation<FranchiseePermissionsPageSaveMutation>(saveMutation);
  const [commitUndo] = useMutation<FranchiseePermissionsPageUndoMutation>(undoMutation);
  const saved = useMemo(() => permissionsOf(franchisee), [franchisee]);
  const [draft, setDraft] = useState<FranchiseePermissions>(saved);
  // another franchisee, or the saved switches moved (a save, an undo): the form starts again from them
  useEffect(() => setDraft(saved), [saved]);
  const dirty = (Object.keys(saved) as FranchiseePermission[]).some((name) => saved[name] !== draft[name]);

  const undo = (changeId: string) =>
    commitUndo({
      variables: { input: { changeId } },
      onCompleted: () => void snackbar.show(t(intl, 'undone'), { severity: 'success' }),
      onError: () => void snackbar.show(t(intl, 'error'), { severity: 'error' }),
    });

  const save = (applyToAllFranchisees: boolean) =>
    commitSave({
      // one franchisee: only the switches changed here, so a colleague's save of other switches stands;
      // every franchisee: the whole set shown (the confirmation says so)
      variables: { input: { accountId: franchisee.account_id, permissions: applyToAllFranchisees ? draft : changedSwitches(saved, draft), applyToAllFranchisees } },
      onCompleted: (answer) => {
        const { changeId, franchisees } = answer.updateAccountFranchiseePermissions;
        const message = applyToAllFranchisees ? t(intl, 'savedAll', { count: franchisees.length }) : t(intl, 'saved', { name: franchisee.name });
        undoable(message, () => undo(changeId));
      },
      onError: () => void snackbar.show(t(intl, 'error'), { severity: 'error' }),
    });

  const applyAll = async () => {
    const ok = await confirm({
      title: t(intl, 'applyAllTitle'),
      message: t(intl, 'applyAllMessage', { count: total, name: franchisee.name }),
      confirmLabel: t(intl, 'applyAllConfirm'),
      destructive: true,
    });
    if (ok) save(true);
  };

  const updated = franchisee.permissions_updated_at;
  return (
    <Panel as="section" aria-label={franchisee.name}>
      <h2>{franchisee.name}</h2>
      <Muted>
        {!updated
          ? t(intl, 'neverChanged')
          : franchisee.permissions_updated_by
            ? t(intl, 'lastChange', { who: franchisee.permissions_updated_by, when: formatDateTime(String(updated)) ?? '' })
            : t(intl, 'setUp', { when: formatDateTime(String(updated)) ?? '' })}
      </Muted>
      <Tabs aria-label={t(intl, 'tabs')}>
        {(Object.keys(PERMISSION_TABS) as PermissionTab[]).map((key) => (
          <NavLink key={key} to={{ pathname: `${BASE_PATH}/${key}`, search }} aria-current={key === tab ? 'page' : undefined}>
            {t(intl, `tab.${key}`)}
          </NavLink>
        ))}
      </Tabs>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <Switches>
          <legend>{t(intl, `tab.${tab}`)}</legend>
          {PERMISSION_TABS[tab].map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                role="switch"
                name={name}
                checked={draft[name]}
                aria-checked={draft[name]}
                onChange={(event) => setDraft((old) => ({ ...old, [name]: event.target.checked }))}
              />
              <span>
                {t(intl, `permission.${name}`)}
                <small>{t(intl, 'opens', { path: `/${FRANCHISEE_PERMISSION_ROUTES[name]}` })}</small>
                <strong data-on={draft[name]}>{t(intl, draft[name] ? 'on' : 'off')}</strong>
              </span>
            </label>
          ))}
        </Switches>
        <Actions style={{ marginTop: 16 }}>
          <Button type="submit" disabled={!dirty || saving}>
            {saving ? t(intl, 'saving') : t(intl, 'save')}
          </Button>
          <Button type="button" variant="secondary" disabled={!dirty || saving} onClick={() => setDraft(saved)}>
            {t(intl, 'discard')}
          </Button>
          <Button type="button" variant="secondary" disabled={saving} onClick={() => void applyAll()}>
            {t(intl, 'applyAll')}
          </Button>
          {dirty ? <Muted role="status">{t(intl, 'unsaved')}</Muted> : null}
        </Actions>
      </form>
    </Panel>
  );
}

function Content() {
  const intl = useIntl();
  const data = usePageQuery(franchiseePermissionsPage);
  usePageScope(franchiseePermissionsPage);
  const [search] = useSearchParams();
  const rows = data.franchiseeAccounts;
  const wanted = search.get(PARAMS.franchisee);
  // the address's franchisee, or the first of the list
  const selected = rows.find((row) => row.account_id === wanted) ?? rows[0] ?? null;
  return (
    <Layout>
      <FranchiseeList rows={rows} selected={selected?.account_id ?? null} />
      {selected ? <Editor key={selected.id} franchisee={selected} total={rows.length} /> : <Muted>{t(intl, 'pick')}</Muted>}
    </Layout>
  );
}

/** Permissionamento do Filiado: the franchisor sets what each franchisee may do (spec §3 Franchisee permissions, §6). */
export function FranchiseePermissionsPage() {
  return (
    <AnalyticsPage texts="franchiseePermissions" skeleton={{ filters: true }}>
      <Content />
    </AnalyticsPage>
  );
}
