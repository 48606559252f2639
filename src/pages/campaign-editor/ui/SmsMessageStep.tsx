import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CampaignMessageStepProps } from '@/entities/campaign';
import { SmsMessageEditor } from '@/entities/sms-message';
import { SAMPLE_VARIABLE_VALUES, TEMPLATE_VARIABLE_LABELS, interpolateTemplate, variablesOf } from '@/shared/config/messageTemplates';
import { SelectField } from '@/shared/ui';
import { messageErrors, smsMessageOf, smsTextOf, SMS_TEXT_MAX } from '../model/wizard';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  > label,
  > div:first-of-type {
    max-width: 480px;
  }
`;

/** A saved SMS text the step offers ("Usar um texto salvo"). */
export interface SavedSmsText {
  id: string;
  name: string;
  text: string;
  send_without_accents: boolean;
}

/** Today as dd/MM/yyyy in Brasília, for the preview's [data hoje]. */
const todayBr = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/**
 * The SMS message step: the shared SMS editor (emoji text area, variables at their maximum sizes,
 * credits per message, multipart, "Enviar sem acentos", phone preview) and the saved texts. The
 * message keeps the text as written (`original_text`) and the text sent (`text`, converted when
 * sent without accents), so the dispatch needs no conversion of its own.
 */
export function SmsMessageStep({ value, onChange, showErrors, savedTexts }: CampaignMessageStepProps & { savedTexts: readonly SavedSmsText[] }) {
  const intl = useIntl();
  const text = smsTextOf(value);
  const withoutAccents = Boolean(value?.send_without_accents);
  const variables = useMemo(() => variablesOf('SMS').map((name) => ({ name, label: TEMPLATE_VARIABLE_LABELS[name] })), []);
  const sample = useMemo(() => ({ ...SAMPLE_VARIABLE_VALUES, 'data hoje': todayBr() }), []);
  const errors = showErrors ? messageErrors('sms', value) : {};
  return (
    <Stack>
      {savedTexts.length > 0 && (
        <SelectField
          label={intl.formatMessage({ id: 'campaignEditor.savedText' })}
          value=""
          onChange={(event) => {
            const saved = savedTexts.find((item) => item.id === event.target.value);
            if (saved) onChange(smsMessageOf(saved.text, saved.send_without_accents));
          }}
        >
          <option value="">{intl.formatMessage({ id: 'campaignEditor.savedTextChoose' })}</option>
          {savedTexts.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
      )}
      <SmsMessageEditor
        label={intl.formatMessage({ id: 'campaignEditor.smsText' })}
        value={text}
        onChange={(next) => onChange(smsMessageOf(next, withoutAccents))}
        withoutAccents={withoutAccents}
        onWithoutAccentsChange={(checked) => onChange(smsMessageOf(text, checked))}
        variables={variables}
        preview={(sent) => interpolateTemplate(sent, sample)}
        max={SMS_TEXT_MAX}
        error={errors.text ? intl.formatMessage({ id: errors.text as 'campaignEditor.error.required' }) : null}
        required
      />
    </Stack>
  );
}
