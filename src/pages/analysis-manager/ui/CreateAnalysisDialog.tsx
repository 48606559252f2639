import type { SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { useFormState } from 'react-final-form';
import type { MessageId } from '@/shared/i18n';
import { WEEKDAY_LONG } from '@/shared/lib/periods';
import { Button, MaskedField, SelectInputField, StructForm, TextInputField, submissionErrorsOf, useSnackbar } from '@/shared/ui';
import { ModalDialog } from '@/shared/ui/dialog/ModalDialog';
import { MultiSelectField } from '@/shared/ui/form/MultiSelectField';
import type { MultiSelectOption } from '@/shared/ui/multi-select';
import { createAnalysisStruct, toUpsertInput, WEEK_DAYS, type CreateAnalysisValues } from '../model/createAnalysisForm';
import type { CreateAnalysisDialogMutation } from './__generated__/CreateAnalysisDialogMutation.graphql';

const createMutation = graphql`
  mutation CreateAnalysisDialogMutation($input: UpsertAHubReportAnalyticsInput!) {
    upsertAHubReportAnalytics(input: $input) {
      status
      analytics {
        id
      }
    }
  }
`;

const FORM_ID = 'create-rfv-analysis';

// One object for every render: final-form starts the form over when its initial values change, and a
// literal (with its new `units` array) would wipe what the person typed on the next render.
const INITIAL_VALUES: Partial<CreateAnalysisValues> = { kind: 'recurrent', modelType: 'WEEKLY', initialWeekDay: '1', clientsType: '', units: [] };

/** The fields that depend on the recurrence chosen. */
function KindFields() {
  const intl = useIntl();
  const { values } = useFormState<CreateAnalysisValues>({ subscription: { values: true } });
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (values.kind === 'fixed') {
    return (
      <>
        <p>{t('analysisManager.periodsHint')}</p>
        <MaskedField name="referenceStart" mask="date" label={t('analysisManager.fieldReferenceStart')} placeholder={t('analysisManager.datePlaceholder')} required />
        <MaskedField name="referenceEnd" mask="date" label={t('analysisManager.fieldReferenceEnd')} placeholder={t('analysisManager.datePlaceholder')} required />
        <MaskedField name="analyzedStart" mask="date" label={t('analysisManager.fieldAnalyzedStart')} placeholder={t('analysisManager.datePlaceholder')} required />
        <MaskedField name="analyzedEnd" mask="date" label={t('analysisManager.fieldAnalyzedEnd')} placeholder={t('analysisManager.datePlaceholder')} required />
      </>
    );
  }
  return (
    <>
      <SelectInputField
        name="modelType"
        label={t('analysisManager.fieldModelType')}
        options={[
          { value: 'WEEKLY', label: t('analysisManager.modelWeekly') },
          { value: 'MONTHLY', label: t('analysisManager.modelMonthly') },
        ]}
        required
      />
      {values.modelType === 'WEEKLY' && (
        <SelectInputField
          name="initialWeekDay"
          label={t('analysisManager.fieldWeekDay')}
          options={WEEK_DAYS.map((day) => ({ value: day, label: WEEKDAY_LONG[(Number(day) + 6) % 7] }))}
        />
      )}
    </>
  );
}

/** Creates an RFV analysis (recurrent weekly/monthly, or with fixed reference and analysed periods). */
export function CreateAnalysisDialog({ stores, onClose, onCreated }: { stores: readonly MultiSelectOption[]; onClose: () => void; onCreated: () => void }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const [commit, inFlight] = useMutation<CreateAnalysisDialogMutation>(createMutation);
  const save = (values: CreateAnalysisValues) =>
    new Promise<SubmissionErrors | void>((resolve) => {
      commit({
        variables: { input: toUpsertInput(values) },
        onCompleted: () => {
          snackbar.show(intl.formatMessage({ id: 'analysisManager.created' }), { severity: 'success' });
          resolve();
          onCreated();
          onClose();
        },
        onError: (error) => resolve(submissionErrorsOf(error, intl.formatMessage({ id: 'ui.defaultError' }))),
      });
    });
  return (
    <ModalDialog
      open
      title={intl.formatMessage({ id: 'analysisManager.createTitle' })}
      onEscape={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={inFlight}>
            {intl.formatMessage({ id: 'analysisManager.createCancel' })}
          </Button>
          <Button type="submit" form={FORM_ID} loading={inFlight}>
            {intl.formatMessage({ id: 'analysisManager.createSubmit' })}
          </Button>
        </>
      }
    >
      <StructForm<CreateAnalysisValues>
        id={FORM_ID}
        struct={createAnalysisStruct}
        onSubmit={save}
        initialValues={INITIAL_VALUES}
      >
        <TextInputField name="title" label={intl.formatMessage({ id: 'analysisManager.fieldTitle' })} autoComplete="off" maxLength={80} required />
        <SelectInputField
          name="kind"
          label={intl.formatMessage({ id: 'analysisManager.fieldKind' })}
          options={[
            { value: 'recurrent', label: intl.formatMessage({ id: 'analysisManager.kindRecurrent' }) },
            { value: 'fixed', label: intl.formatMessage({ id: 'analysisManager.kindFixed' }) },
          ]}
          required
        />
        <KindFields />
        <p>{intl.formatMessage({ id: 'analysisManager.filtersHint' })}</p>
        <SelectInputField
          name="clientsType"
          label={intl.formatMessage({ id: 'analysisManager.fieldClientsType' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'analysisManager.clientsTypeAll' }) },
            { value: 'F', label: intl.formatMessage({ id: 'analysisManager.clientsTypeF' }) },
            { value: 'J', label: intl.formatMessage({ id: 'analysisManager.clientsTypeJ' }) },
          ]}
        />
        <MultiSelectField name="units" label={intl.formatMessage({ id: 'analysisManager.fieldUnits' })} options={stores} placeholder={intl.formatMessage({ id: 'analysisManager.unitsAll' })} />
      </StructForm>
    </ModalDialog>
  );
}
