import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { modulesAllow, ROUTES, routeById } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, Card, useConfirm, useSnackbar } from '@/shared/ui';
import { grants, permissionAreas, toggleArea, togglePage } from '../lib/permissionAreas';
import type { UserPermissionsForm_user$key } from './__generated__/UserPermissionsForm_user.graphql';
import type { UserPermissionsFormMutation } from './__generated__/UserPermissionsFormMutation.graphql';

const userFragment = graphql`
  fragment UserPermissionsForm_user on User {
    id
    name
    email
    pages
    has_pii_access
    has_pii_employees_access
    has_pii_download_data_permission
    editable
  }
`;

const saveMutation = graphql`
  mutation UserPermissionsFormMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        pages
        has_pii_access
        has_pii_employees_access
        has_pii_download_data_permission
      }
    }
  }
`;

/**
 * The catalogue's page permissions by area, of the routes the account's modules allow: the server
 * refuses to grant anything else (grantablePagePermissions), so the screen never offers it.
 */
function areasFor(modules: readonly string[]) {
  return permissionAreas(ROUTES.filter((route) => modulesAllow(modules, route.modules)));
}

type PiiFlag = 'has_pii_access' | 'has_pii_employees_access' | 'has_pii_download_data_permission';
const PII_FLAGS: readonly [PiiFlag, MessageId][] = [
  ['has_pii_access', 'userPermissions.piiAccess'],
  ['has_pii_employees_access', 'userPermissions.piiEmployees'],
  ['has_pii_download_data_permission', 'userPermissions.piiDownload'],
];

interface Draft {
  pages: string[];
  pii: Record<PiiFlag, boolean>;
}

const Heading = styled.header`
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  p {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Section = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  > p {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Areas = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  align-items: start;
  gap: ${(p) => p.theme.space(4)};
`;

const Area = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  legend {
    font-weight: 700;
    padding: 0 ${(p) => p.theme.space(1)};
  }
`;

const Check = styled.label<{ strong?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => (p.strong ? 600 : 400)};
  input {
    width: 16px;
    height: 16px;
    flex: none;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

/** Disables every control below at once when the user belongs to another account. */
const ReadOnly = styled.fieldset`
  display: contents;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

const draftOf = (user: { pages: readonly string[] } & Record<PiiFlag, boolean>): Draft => ({
  pages: [...user.pages],
  pii: { has_pii_access: user.has_pii_access, has_pii_employees_access: user.has_pii_employees_access, has_pii_download_data_permission: user.has_pii_download_data_permission },
});

const sameDraft = (a: Draft, b: Draft) =>
  [...a.pages].sort().join('|') === [...b.pages].sort().join('|') && PII_FLAGS.every(([flag]) => a.pii[flag] === b.pii[flag]);

/** The user's page permissions (by area) and personal-data switches, saved together. */
export function UserPermissionsForm({ user, accountModules }: { user: UserPermissionsForm_user$key; accountModules: readonly string[] }) {
  const AREAS = useMemo(() => areasFor(accountModules), [accountModules]);
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const data = useFragment(userFragment, user);
  const saved = useMemo(() => draftOf(data), [data]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, inFlight] = useMutation<UserPermissionsFormMutation>(saveMutation);
  const dirty = !sameDraft(draft, saved);

  const save = () => {
    setServerError(null);
    commit({
      variables: { input: { id: data.id, pages: draft.pages, ...draft.pii } },
      onCompleted: () => {
        snackbar.show(intl.formatMessage({ id: 'userPermissions.saved' }), { severity: 'success' });
      },
      onError: (error) => setServerError(error.message || intl.formatMessage({ id: 'ui.defaultError' })),
    });
  };

  const cancel = async () => {
    if (dirty) {
      const discard = await confirm({
        title: intl.formatMessage({ id: 'userPermissions.discardTitle' }),
        message: intl.formatMessage({ id: 'userPermissions.discardMessage' }),
      });
      if (!discard) return;
    }
    navigate(routeById('usuarios').path);
  };

  return (
    <>
      <Heading>
        <h1>
          <FormattedMessage id="users.permissionsLabel" values={{ name: data.name }} />
        </h1>
        <p>{data.email}</p>
      </Heading>
      {!data.editable && (
        <Alert tone="info">
          <FormattedMessage id="users.readOnly" />
        </Alert>
      )}
      <ReadOnly disabled={!data.editable}>
      <Section as="section" aria-labelledby="permissions-pages">
        <h2 id="permissions-pages">
          <FormattedMessage id="userPermissions.pages" />
        </h2>
        <p>
          <FormattedMessage id="userPermissions.pagesHint" />
        </p>
        <Areas>
          {AREAS.map((area) => {
            const allOn = draft.pages.includes(area.parent);
            return (
              <Area key={area.area}>
                <legend>{area.label}</legend>
                <Check strong>
                  <input
                    type="checkbox"
                    checked={allOn}
                    onChange={(event) => setDraft((d) => ({ ...d, pages: toggleArea(d.pages, area, event.target.checked) }))}
                  />
                  {intl.formatMessage({ id: 'userPermissions.areaAll' }, { area: area.label })}
                </Check>
                {area.pages.map((page) => (
                  <Check key={page.permission}>
                    <input
                      type="checkbox"
                      checked={grants(draft.pages, page.permission)}
                      disabled={allOn}
                      onChange={(event) => setDraft((d) => ({ ...d, pages: togglePage(d.pages, page.permission, event.target.checked) }))}
                    />
                    {page.label}
                  </Check>
                ))}
              </Area>
            );
          })}
        </Areas>
      </Section>
      <Section as="section" aria-labelledby="permissions-pii">
        <h2 id="permissions-pii">
          <FormattedMessage id="userPermissions.personalData" />
        </h2>
        {PII_FLAGS.map(([flag, label]) => (
          <Check key={flag} strong>
            <input
              type="checkbox"
              role="switch"
              checked={draft.pii[flag]}
              onChange={(event) => setDraft((d) => ({ ...d, pii: { ...d.pii, [flag]: event.target.checked } }))}
            />
            {intl.formatMessage({ id: label })}
          </Check>
        ))}
      </Section>
      </ReadOnly>
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <Actions>
        <Button variant="secondary" onClick={cancel}>
          <FormattedMessage id="userPermissions.cancel" />
        </Button>
        <Button onClick={save} loading={inFlight} disabled={!dirty || !data.editable}>
          <FormattedMessage id="userPermissions.save" />
        </Button>
      </Actions>
    </>
  );
}
