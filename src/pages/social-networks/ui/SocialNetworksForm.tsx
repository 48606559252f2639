import styled from '@emotion/styled';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useMemo, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { normaliseProfileUrl, SOCIAL_NETWORKS, type SocialNetwork, type SocialProfile } from '@/shared/lib/socialProfile';
import { Button, Card, CheckboxField, StructForm, TextInputField, submissionErrorsOf, useConfirm, useSnackbar, useUndoable } from '@/shared/ui';
import { useLeaveGuard } from '@/shared/ui/form';
import {
  formValuesOf,
  placeSubmissionErrors,
  profilesInput,
  removedNetworks,
  socialFormStruct,
  URL_CODE,
  urlProblem,
  type SocialFormValues,
} from '../model/socialForm';
import type { SocialNetworksFormMutation } from './__generated__/SocialNetworksFormMutation.graphql';

const saveMutation = graphql`
  mutation SocialNetworksFormMutation($input: UpdateSocialNetworksInput!) {
    updateSocialNetworks(input: $input) {
      profiles {
        network
        url
        show_in_app
        show_in_hotsite
        show_in_email
        updated_at
        updated_by
      }
    }
  }
`;

const Rows = styled(Card)`
  display: flex;
  flex-direction: column;
  padding: 0;
  > section + section {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Row = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  > * {
    min-width: 0;
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes.md};
    font-weight: 700;
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 140px minmax(0, 1fr) auto;
    h2 {
      padding-top: ${(p) => p.theme.space(7)};
    }
  }
`;

const Where = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(4)};
  legend {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  ${(p) => p.theme.mq.md} {
    padding-top: ${(p) => p.theme.space(2)};
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  min-width: 0;
  a {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Preview = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  > p {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dl {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    grid-template-columns: 1fr;
    ${(p) => p.theme.mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  dt {
    font-weight: 700;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dd {
    margin: ${(p) => p.theme.space(1)} 0 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
`;

const networkLabel = (network: SocialNetwork): MessageId => `socialNetworks.network.${network}` as MessageId;
const WHERE = [
  ['show_in_app', 'socialNetworks.showInApp'],
  ['show_in_hotsite', 'socialNetworks.showInHotsite'],
  ['show_in_email', 'socialNetworks.showInEmail'],
] as const;

/** The profiles form: an address per network (empty: no profile) and where each is shown, saved as one set. */
export function SocialNetworksForm({ saved }: { saved: readonly SocialProfile[] }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const undoable = useUndoable();
  const [commit] = useMutation<SocialNetworksFormMutation>(saveMutation);
  // a new object only when the saved set changes: after a save the form starts again from it
  const initialValues = useMemo(() => formValuesOf(saved), [saved]);

  const send = (profiles: SocialProfile[]) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      commit({
        variables: { input: { profiles } },
        updater: (store) => {
          const payload = store.getRootField('updateSocialNetworks');
          const rows = payload?.getLinkedRecords('profiles');
          if (rows) store.getRoot().setLinkedRecords(rows, 'socialNetworks');
        },
        onCompleted: () => resolve(),
        onError: (error) =>
          resolve(
            placeSubmissionErrors(
              submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' })),
              profiles.map((p) => p.network),
            ),
          ),
      });
    });

  const save = async (values: SocialFormValues, _form: FormApi<SocialFormValues>) => {
    const removed = removedNetworks(saved, values);
    if (removed.length > 0) {
      const names = removed.map((network) => intl.formatMessage({ id: networkLabel(network) })).join(', ');
      const ok = await confirm({
        title: intl.formatMessage({ id: 'socialNetworks.removeTitle' }, { count: removed.length }),
        message: intl.formatMessage({ id: 'socialNetworks.removeMessage' }, { networks: names }),
        confirmLabel: intl.formatMessage({ id: 'socialNetworks.removeConfirm' }),
        destructive: true,
      });
      if (!ok) return undefined;
    }
    const before = saved.map(({ network, url, show_in_app, show_in_hotsite, show_in_email }) => ({ network, url, show_in_app, show_in_hotsite, show_in_email }));
    const errors = await send(profilesInput(values));
    if (errors) return errors;
    if (removed.length > 0) {
      // the previous set, saved again on "Desfazer"
      undoable(intl.formatMessage({ id: 'socialNetworks.savedRemoved' }, { count: removed.length }), () => {
        void send(before).then((undoErrors) => {
          if (!undoErrors) snackbar.show(intl.formatMessage({ id: 'socialNetworks.undone' }), { severity: 'success' });
        });
      });
    } else {
      snackbar.show(intl.formatMessage({ id: 'socialNetworks.saved' }), { severity: 'success' });
    }
    return undefined;
  };

  return (
    <StructForm<SocialFormValues> struct={socialFormStruct} initialValues={initialValues} onSubmit={save} aria-label={intl.formatMessage({ id: 'socialNetworks.formLabel' })}>
      <FormBody />
    </StructForm>
  );
}

function FormBody() {
  const intl = useIntl();
  const confirm = useConfirm();
  const form = useForm<SocialFormValues>();
  const { dirty, submitting, values } = useFormState<SocialFormValues>({ subscription: { dirty: true, submitting: true, values: true } });
  const [discarding, setDiscarding] = useState(false);
  useLeaveGuard(Boolean(dirty) && !submitting && !discarding);

  const discard = async () => {
    setDiscarding(true);
    const ok = await confirm({ title: intl.formatMessage({ id: 'socialNetworks.discardTitle' }), message: intl.formatMessage({ id: 'socialNetworks.discardMessage' }) });
    if (ok) form.reset();
    setDiscarding(false);
  };

  return (
    <>
      <Rows>
        {SOCIAL_NETWORKS.map((network) => (
          <NetworkRow key={network} network={network} url={values.profiles?.[network]?.url ?? ''} />
        ))}
      </Rows>
      <Preview as="section" aria-labelledby="social-preview">
        <h2 id="social-preview">
          <FormattedMessage id="socialNetworks.preview" />
        </h2>
        <p>
          <FormattedMessage id="socialNetworks.previewHint" />
        </p>
        <dl>
          {WHERE.map(([flag, label]) => {
            const shown = SOCIAL_NETWORKS.filter((network) => values.profiles?.[network]?.url.trim() && values.profiles[network][flag]);
            return (
              <div key={flag} data-testid={`social-preview-${flag}`}>
                <dt>{intl.formatMessage({ id: label })}</dt>
                <dd>{shown.length ? shown.map((network) => intl.formatMessage({ id: networkLabel(network) })).join(' · ') : intl.formatMessage({ id: 'socialNetworks.previewNone' })}</dd>
              </div>
            );
          })}
        </dl>
      </Preview>
      <Actions>
        <Button variant="secondary" onClick={discard} disabled={!dirty || submitting}>
          <FormattedMessage id="socialNetworks.discard" />
        </Button>
        <Button type="submit" loading={submitting} disabled={!dirty || submitting}>
          <FormattedMessage id="socialNetworks.save" />
        </Button>
      </Actions>
    </>
  );
}

/** One network: its address (with the rule's sentence when refused), where it shows, open and remove. */
function NetworkRow({ network, url }: { network: SocialNetwork; url: string }) {
  const intl = useIntl();
  const form = useForm<SocialFormValues>();
  const name = intl.formatMessage({ id: networkLabel(network) });
  const headingId = `social-${network}`;
  const problem = urlProblem(network, url);
  const normalised = url.trim() && !problem ? normaliseProfileUrl(network, url) : null;
  const href = normalised && 'url' in normalised ? normalised.url : null;
  return (
    <Row aria-labelledby={headingId} data-network={network}>
      <h2 id={headingId}>{name}</h2>
      <div>
        <TextInputField
          name={`profiles.${network}.url`}
          label={intl.formatMessage({ id: 'socialNetworks.urlLabel' }, { network: name })}
          placeholder={intl.formatMessage({ id: `socialNetworks.placeholder.${network}` as MessageId })}
          maxLength={300}
          autoComplete="off"
          messages={{ [URL_CODE]: problem ?? '' }}
        />
        <RowActions>
          {href && (
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'socialNetworks.open' }, { network: name })}>
              {href}
            </a>
          )}
          {url.trim() && (
            <Button variant="ghost" onClick={() => form.change(`profiles.${network}.url` as never, '' as never)} aria-label={intl.formatMessage({ id: 'socialNetworks.removeLabel' }, { network: name })}>
              <FormattedMessage id="socialNetworks.remove" />
            </Button>
          )}
        </RowActions>
      </div>
      <Where disabled={!url.trim()}>
        <legend>{intl.formatMessage({ id: 'socialNetworks.whereLabel' }, { network: name })}</legend>
        {WHERE.map(([flag, label]) => (
          <CheckboxField key={flag} name={`profiles.${network}.${flag}`} label={intl.formatMessage({ id: label })} />
        ))}
      </Where>
    </Row>
  );
}
