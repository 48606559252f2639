import type { MessageId } from '@/shared/i18n';
import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Badge, Button, Card, ModalDialog, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import type { SignUpActions_customer$key } from './__generated__/SignUpActions_customer.graphql';
import type { SignUpActionsConfirmMutation } from './__generated__/SignUpActionsConfirmMutation.graphql';
import type { SignUpActionsPasswordMutation } from './__generated__/SignUpActionsPasswordMutation.graphql';
import type { SignUpActionsResendMutation } from './__generated__/SignUpActionsResendMutation.graphql';
import type { SignUpActionsResetMutation } from './__generated__/SignUpActionsResetMutation.graphql';

const fragment = graphql`
  fragment SignUpActions_customer on Customer {
    id
    name
    email
    phone
    signUp {
      origin
      is_confirmed
      confirmed_at
      confirmation_sent_at
      last_accepted_terms_date
      password_changed_at
      password_reset_requested_at
    }
  }
`;

const resendMutation = graphql`
  mutation SignUpActionsResendMutation($id: ID!, $type: SignUpConfirmationChannel!) {
    resendSignUpConfirmation(userId: $id, type: $type) {
      customer {
        ...SignUpActions_customer
        ...OperationLogTable_customer
      }
    }
  }
`;
const confirmMutation = graphql`
  mutation SignUpActionsConfirmMutation($id: ID!) {
    signUpConfirmationManually(consumerId: $id) {
      customer {
        ...SignUpActions_customer
        ...OperationLogTable_customer
      }
    }
  }
`;
const resetMutation = graphql`
  mutation SignUpActionsResetMutation($id: ID!) {
    requestPasswordReset(userId: $id) {
      customer {
        ...SignUpActions_customer
        ...OperationLogTable_customer
      }
    }
  }
`;
const passwordMutation = graphql`
  mutation SignUpActionsPasswordMutation($id: ID!, $password: String!) {
    changeUserPassword(userId: $id, password: $password) {
      customer {
        ...SignUpActions_customer
        ...OperationLogTable_customer
      }
    }
  }
`;

const Body = styled.div`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

const KNOWN_ORIGINS = ['pdv', 'app', 'hotsite', 'televendas'] as const;

/** Sign-up confirmation (resend by e-mail or SMS, confirm by hand) and the consumer's password. */
export function SignUpActions({ customer }: { customer: SignUpActions_customer$key }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const data = useFragment(fragment, customer);
  const [resend, resending] = useMutation<SignUpActionsResendMutation>(resendMutation);
  const [confirmNow, confirming] = useMutation<SignUpActionsConfirmMutation>(confirmMutation);
  const [reset, resetting] = useMutation<SignUpActionsResetMutation>(resetMutation);
  const [setPassword, savingPassword] = useMutation<SignUpActionsPasswordMutation>(passwordMutation);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [password, setPasswordValue] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const when = (value: string) => formatDisplayDateTime(value, DATE_TIME_MINUTES_FORMAT) ?? value;
  const { signUp } = data;
  const origin = (KNOWN_ORIGINS as readonly string[]).includes(signUp.origin)
    ? t(`customerRegistrationEdit.originName.${signUp.origin as (typeof KNOWN_ORIGINS)[number]}`)
    : signUp.origin;

  const done = (message: string) => (_response: unknown, errors?: readonly { message: string }[] | null) => {
    if (errors?.length) snackbar.show(errors[0].message);
    else snackbar.show(message, { severity: 'success' });
  };
  const failed = (error: Error) => {
    snackbar.show(error.message);
  };

  const confirmManually = async () => {
    const ok = await confirm({
      title: t('customerRegistrationEdit.confirmTitle'),
      message: t('customerRegistrationEdit.confirmMessage', { name: data.name }),
      confirmLabel: t('customerRegistrationEdit.confirm'),
    });
    if (ok) confirmNow({ variables: { id: data.id }, onCompleted: done(t('customerRegistrationEdit.confirmed')), onError: failed });
  };
  const sendReset = async () => {
    const ok = await confirm({
      title: t('customerRegistrationEdit.resetTitle'),
      message: t('customerRegistrationEdit.resetMessage', { name: data.name }),
      confirmLabel: t('customerRegistrationEdit.reset'),
    });
    if (ok) reset({ variables: { id: data.id }, onCompleted: done(t('customerRegistrationEdit.resetSent')), onError: failed });
  };
  const savePassword = () => {
    if (password.length < 6) return setPasswordError(t('customerRegistrationEdit.error.consumerPassword'));
    setPassword({
      variables: { id: data.id, password },
      onCompleted: (_response, errors) => {
        if (errors?.length) return setPasswordError(errors[0].message);
        setPasswordOpen(false);
        setPasswordValue('');
        snackbar.show(t('customerRegistrationEdit.passwordSaved'), { severity: 'success' });
      },
      onError: (error) => setPasswordError(error.message),
    });
  };

  return (
    <Card>
      <Body>
        <h2>{t('customerRegistrationEdit.signUpTitle')}</h2>
        <dl>
          <dt>{t('customerRegistrationEdit.origin')}</dt>
          <dd data-field="origin">{origin}</dd>
          <dt>{t('customerRegistrationEdit.status')}</dt>
          <dd>
            <Badge tone={signUp.is_confirmed ? 'success' : 'neutral'} data-field="confirmation">
              {signUp.is_confirmed && signUp.confirmed_at ? t('customerRegistrationEdit.confirmedAt', { date: when(signUp.confirmed_at) }) : t('customerRegistrationEdit.pending')}
            </Badge>
            {signUp.confirmation_sent_at && <span>{t('customerRegistrationEdit.sentAt', { date: when(signUp.confirmation_sent_at) })}</span>}
            {signUp.last_accepted_terms_date && <span>{t('customerRegistrationEdit.termsAt', { date: when(signUp.last_accepted_terms_date) })}</span>}
            {signUp.password_changed_at && <span>{t('customerRegistrationEdit.passwordChangedAt', { date: when(signUp.password_changed_at) })}</span>}
            {signUp.password_reset_requested_at && <span>{t('customerRegistrationEdit.resetRequestedAt', { date: when(signUp.password_reset_requested_at) })}</span>}
          </dd>
        </dl>
        {!signUp.is_confirmed && (
          <Buttons>
            <Button variant="secondary" disabled={!data.email} loading={resending} onClick={() => resend({ variables: { id: data.id, type: 'EMAIL' }, onCompleted: done(t('customerRegistrationEdit.resent')), onError: failed })}>
              {t('customerRegistrationEdit.resendEmail')}
            </Button>
            <Button variant="secondary" disabled={!data.phone} loading={resending} onClick={() => resend({ variables: { id: data.id, type: 'SMS' }, onCompleted: done(t('customerRegistrationEdit.resent')), onError: failed })}>
              {t('customerRegistrationEdit.resendSms')}
            </Button>
            <Button loading={confirming} onClick={() => void confirmManually()}>
              {t('customerRegistrationEdit.confirm')}
            </Button>
          </Buttons>
        )}
        <Buttons>
          <Button variant="secondary" loading={resetting} disabled={!data.email && !data.phone} onClick={() => void sendReset()}>
            {t('customerRegistrationEdit.reset')}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setPasswordOpen(true)}>
            {t('customerRegistrationEdit.password')}
          </Button>
        </Buttons>
      </Body>
      <ModalDialog
        open={passwordOpen}
        title={t('customerRegistrationEdit.passwordTitle', { name: data.name })}
        description={t('customerRegistrationEdit.passwordHint')}
        onEscape={() => setPasswordOpen(false)}
        initialFocusRef={passwordRef}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPasswordOpen(false)}>
              {t('customerRegistrationEdit.cancel')}
            </Button>
            <Button loading={savingPassword} onClick={savePassword}>
              {t('customerRegistrationEdit.passwordSave')}
            </Button>
          </>
        }
      >
        <TextField
          ref={passwordRef}
          type="password"
          autoComplete="new-password"
          label={t('customerRegistrationEdit.passwordField')}
          value={password}
          error={passwordError ?? undefined}
          onChange={(event) => {
            setPasswordValue(event.target.value);
            setPasswordError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') savePassword();
          }}
        />
      </ModalDialog>
    </Card>
  );
}
