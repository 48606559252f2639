import styled from '@emotion/styled';
import type { SubmissionErrors } from 'final-form';
import { useEffect, useId, useMemo, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { modulesAllow, ROUTES, routeById } from '@/shared/config';
import { Alert, Button, Card, CheckboxField, StructForm, submissionErrorsOf, useConfirm, useSnackbar } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import { grants, permissionAreas, toggleArea, togglePage, type PermissionArea } from '../lib/permissionAreas';
import {
  PII_FLAGS,
  permissionsSubmissionErrors,
  permissionsValuesOf,
  samePages,
  userPermissionsStruct,
  type UserPermissionsValues,
} from '../model/permissionsForm';
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

const FieldError = styled.p`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

/** The user's page permissions (by area) and personal-data switches, saved together. */
export function UserPermissionsForm({ user, accountModules }: { user: UserPermissionsForm_user$key; accountModules: readonly string[] }) {
  const areas = useMemo(() => areasFor(accountModules), [accountModules]);
  const intl = useIntl();
  const snackbar = useSnackbar();
  const data = useFragment(userFragment, user);
  // a new object only when the saved user changes: after a save the form starts again from it
  const saved = useMemo(() => permissionsValuesOf(data), [data]);
  const [commit] = useMutation<UserPermissionsFormMutation>(saveMutation);

  const save = (values: UserPermissionsValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      commit({
        variables: { input: { id: data.id, ...values } },
        onCompleted: () => {
          snackbar.show(intl.formatMessage({ id: 'userPermissions.saved' }), { severity: 'success' });
          resolve();
        },
        onError: (error) => resolve(permissionsSubmissionErrors(submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' })))),
      });
    });

  return (
    <>
      <Heading>
        <h1>
          <FormattedMessage id="userPermissions.permissionsLabel" values={{ name: data.name }} />
        </h1>
        <p>{data.email}</p>
      </Heading>
      {!data.editable && (
        <Alert tone="info">
          <FormattedMessage id="userPermissions.readOnly" />
        </Alert>
      )}
      <StructForm<UserPermissionsValues>
        struct={userPermissionsStruct}
        initialValues={saved}
        onSubmit={save}
        aria-label={intl.formatMessage({ id: 'userPermissions.permissionsLabel' }, { name: data.name })}
      >
        <PermissionsFields areas={areas} editable={data.editable} />
      </StructForm>
    </>
  );
}

/** The form's body: it reads the form's state, so it renders inside the form. */
function PermissionsFields({ areas, editable }: { areas: readonly PermissionArea[]; editable: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { dirty, submitting } = useFormState({ subscription: { dirty: true, submitting: true } });
  // set once the user chose to discard: the leave guard must not ask a second time
  const [discarded, setDiscarded] = useState(false);
  useLeaveGuard(Boolean(dirty) && !discarded);

  useEffect(() => {
    // after the render that released the leave guard, so the navigation is not blocked
    if (discarded) navigate(routeById('usuarios').path);
  }, [discarded, navigate]);

  const cancel = async () => {
    if (!dirty) {
      navigate(routeById('usuarios').path);
      return;
    }
    const discard = await confirm({
      title: intl.formatMessage({ id: 'userPermissions.discardTitle' }),
      message: intl.formatMessage({ id: 'userPermissions.discardMessage' }),
    });
    if (discard) setDiscarded(true);
  };

  return (
    <>
      <ReadOnly disabled={!editable}>
        <PagesSection areas={areas} />
        <Section as="section" aria-labelledby="permissions-pii">
          <h2 id="permissions-pii">
            <FormattedMessage id="userPermissions.personalData" />
          </h2>
          {PII_FLAGS.map(([flag, label]) => (
            <CheckboxField key={flag} name={flag} role="switch" label={intl.formatMessage({ id: label })} />
          ))}
        </Section>
      </ReadOnly>
      <Actions>
        <Button variant="secondary" onClick={cancel}>
          <FormattedMessage id="userPermissions.cancel" />
        </Button>
        <Button type="submit" loading={submitting} disabled={!dirty || !editable || submitting}>
          <FormattedMessage id="userPermissions.save" />
        </Button>
      </Actions>
    </>
  );
}

/**
 * The page permissions by area, one field ('pages'): an area's box grants the area's parent
 * permission and locks its pages on. What the server refused about them shows under the areas.
 */
function PagesSection({ areas }: { areas: readonly PermissionArea[] }) {
  const intl = useIntl();
  const errorId = useId();
  const { input, meta } = useField<string[]>('pages', { isEqual: samePages, subscription: { value: true, submitError: true, dirtySinceLastSubmit: true } });
  const pages = input.value || [];
  const error = meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : null;
  return (
    <Section as="section" aria-labelledby="permissions-pages" aria-describedby={error ? errorId : undefined}>
      <h2 id="permissions-pages">
        <FormattedMessage id="userPermissions.pages" />
      </h2>
      <p>
        <FormattedMessage id="userPermissions.pagesHint" />
      </p>
      <Areas>
        {areas.map((area) => {
          const allOn = pages.includes(area.parent);
          return (
            <Area key={area.area}>
              <legend>{area.label}</legend>
              <Check strong>
                <input type="checkbox" checked={allOn} onChange={(event) => input.onChange(toggleArea(pages, area, event.target.checked))} />
                {intl.formatMessage({ id: 'userPermissions.areaAll' }, { area: area.label })}
              </Check>
              {area.pages.map((page) => (
                <Check key={page.permission}>
                  <input
                    type="checkbox"
                    checked={grants(pages, page.permission)}
                    disabled={allOn}
                    onChange={(event) => input.onChange(togglePage(pages, page.permission, event.target.checked))}
                  />
                  {page.label}
                </Check>
              ))}
            </Area>
          );
        })}
      </Areas>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Section>
  );
}
