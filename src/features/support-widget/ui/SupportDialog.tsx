import styled from '@emotion/styled';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Component, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { routeById } from '@/shared/config';
import { searchDescriptionOf } from '@/shared/config/search';
import { useCurrentRouteHandle } from '@/shared/lib/route-module';
import { Button, Spinner, StructForm, TextAreaField, TextInputField } from '@/shared/ui';
import { ModalDialog } from '@/shared/ui/dialog/ModalDialog';
import type { HelpToken } from '../model/helpToken';
import { MESSAGE_MAX, SUBJECT_MAX, supportFormStruct, type SupportFormValues } from '../model/supportForm';
import type { SupportDialogContactsQuery } from './__generated__/SupportDialogContactsQuery.graphql';
import type { SupportDialogMutation } from './__generated__/SupportDialogMutation.graphql';

const contactsQuery = graphql`
  query SupportDialogContactsQuery {
    supportContacts {
      helpDeskEmail
      helpDeskPhone
      helpDeskHours
      accountAdmins {
        name
      }
    }
  }
`;

const createMutation = graphql`
  mutation SupportDialogMutation($input: CreateSupportRequestInput!) {
    createSupportRequest(input: $input) {
      supportRequest {
        id
        number
      }
    }
  }
`;

/** The panel's body scrolls on short screens; the title and the buttons stay in view. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  max-height: min(60vh, 560px);
  overflow-y: auto;
  margin: 0 ${(p) => p.theme.space(-2)};
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 700;
  color: ${(p) => p.theme.colors.text};
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const ContactList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;





const Success = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.successSoft};
  color: ${(p) => p.theme.colors.success};
  font-weight: 600;
`;

/** Keeps the dialog usable when the contacts cannot be loaded. */
class ContactsBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[suporte] contatos indisponíveis', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Contacts() {
  const intl = useIntl();
  const { supportContacts: contacts } = useLazyLoadQuery<SupportDialogContactsQuery>(contactsQuery, {}, { fetchPolicy: 'store-or-network' });
  return (
    <>
      <ContactList>
        <li>
          <strong>{intl.formatMessage({ id: 'support.helpDesk' })}:</strong> <a href={`mailto:${contacts.helpDeskEmail}`}>{contacts.helpDeskEmail}</a>
          {contacts.helpDeskPhone && <> · <a href={`tel:${contacts.helpDeskPhone.replace(/[^\d+]/g, '')}`}>{contacts.helpDeskPhone}</a></>}
        </li>
        <li>
          <Muted>{contacts.helpDeskHours}</Muted>
        </li>
      </ContactList>
      {contacts.accountAdmins.length > 0 && (
        <Muted>
          {intl.formatMessage({ id: 'support.accountAdmins' })}: {contacts.accountAdmins.map((admin) => admin.name).join(', ')}
        </Muted>
      )}
    </>
  );
}

export interface SupportDialogProps {
  helpToken: HelpToken;
  /** fetches a new help token when the server refused the one in use */
  renewToken: () => Promise<HelpToken>;
  onClose: () => void;
}

/** The help panel: the current page's help, whom to contact, and the "Abrir chamado" form. */
export function SupportDialog({ helpToken, renewToken, onClose }: SupportDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const location = useLocation();
  const handle = useCurrentRouteHandle();
  const page = handle ? routeById(handle.routeId) : null;
  const [sentNumber, setSentNumber] = useState<number | null>(null);
  const [commit, inFlight] = useMutation<SupportDialogMutation>(createMutation);
  const [renewing, setRenewing] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);

  const submit = (values: SupportFormValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      const failed = () => resolve({ [FORM_ERROR]: intl.formatMessage({ id: 'support.sendFailed' }) });
      const send = (token: HelpToken, retried: boolean) => {
        commit({
          variables: { input: { subject: values.subject.trim(), message: values.message.trim(), route: `${location.pathname}${location.search}`, helpToken: token.token } },
          onCompleted: (data) => {
            setSentNumber(data.createSupportRequest.supportRequest.number);
            resolve();
          },
          onError: (error) => {
            // the token may have been revoked or issued for the other account of a multi-user: renew once
            if (!retried && /helpToken|identificação do suporte/.test(error.message)) {
              setRenewing(true);
              renewToken()
                .then((fresh) => send(fresh, true))
                .catch(failed)
                .finally(() => setRenewing(false));
              return;
            }
            console.error('[suporte] chamado não aberto', error);
            failed();
          },
        });
      };
      send(helpToken, false);
    });

  const tooLong = (max: number) => intl.formatMessage({ id: 'support.tooLong' }, { max });
  const busy = inFlight || renewing;

  return (
    <ModalDialog
      open
      title={intl.formatMessage({ id: 'support.title' })}
      onEscape={onClose}
      initialFocusRef={subjectRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'support.close' })}
          </Button>
          {sentNumber === null ? (
            <Button type="submit" form={formId} loading={busy}>
              {intl.formatMessage({ id: 'support.send' })}
            </Button>
          ) : (
            <Button onClick={() => setSentNumber(null)}>{intl.formatMessage({ id: 'support.newRequest' })}</Button>
          )}
        </>
      }
    >
      <Body>
        <Section aria-labelledby={`${formId}-help`}>
          <SectionTitle id={`${formId}-help`}>{intl.formatMessage({ id: 'support.pageHelp' })}{page ? `: ${page.title}` : ''}</SectionTitle>
          <Muted>{(page && searchDescriptionOf(page.id)) ?? intl.formatMessage({ id: 'support.pageHelpGeneric' })}</Muted>
        </Section>
        <Section aria-labelledby={`${formId}-contacts`}>
          <SectionTitle id={`${formId}-contacts`}>{intl.formatMessage({ id: 'support.contacts' })}</SectionTitle>
          <ContactsBoundary fallback={<Muted>{intl.formatMessage({ id: 'support.contactsFailed' })}</Muted>}>
            <Suspense fallback={<Spinner size={16} />}>
              <Contacts />
            </Suspense>
          </ContactsBoundary>
        </Section>
        <Section aria-labelledby={`${formId}-form`}>
          <SectionTitle id={`${formId}-form`}>{intl.formatMessage({ id: 'support.form' })}</SectionTitle>
          {sentNumber !== null ? (
            <Success role="status">{intl.formatMessage({ id: 'support.sent' }, { number: sentNumber })}</Success>
          ) : (
            <StructForm<SupportFormValues> id={formId} struct={supportFormStruct} initialValues={{ subject: '', message: '' }} onSubmit={submit}>
              <TextInputField
                inputRef={subjectRef}
                name="subject"
                label={intl.formatMessage({ id: 'support.subject' })}
                maxLength={SUBJECT_MAX}
                required
                messages={{ tooLong: tooLong(SUBJECT_MAX) }}
              />
              <TextAreaField
                name="message"
                label={intl.formatMessage({ id: 'support.message' })}
                maxLength={MESSAGE_MAX}
                required
                messages={{ tooLong: tooLong(MESSAGE_MAX), tooShort: intl.formatMessage({ id: 'support.messageTooShort' }) }}
              />
            </StructForm>
          )}
        </Section>
      </Body>
    </ModalDialog>
  );
}
