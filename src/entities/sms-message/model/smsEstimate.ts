import { toGsm7, nonGsmCharacters } from '@/shared/lib/gsm';
import { countSms, type SmsCount } from '@/shared/lib/sms';

/** What an SMS text costs as written and as it would be sent without accents. */
export interface SmsEstimate {
  /** the text as sent (converted when `withoutAccents`) */
  sent: string;
  /** credits of the text as sent; null when a placeholder is unknown */
  count: SmsCount | null;
  /** credits of the text as written (with its accents) */
  withAccents: SmsCount | null;
  /** credits of the text without accents */
  withoutAccents: SmsCount | null;
  /** characters still outside GSM-7 after the conversion (emojis) */
  stillSpecial: string[];
  /** the refusal of spec §5 for an unknown placeholder ('Variável "x" não existe no state') */
  error: string | null;
}

const safeCount = (text: string): SmsCount | null => {
  try {
    return countSms(text);
  } catch {
    return null;
  }
};

/** The credits of a text with its variables at their maximum sizes (spec §5), with and without accents. */
export function estimateSms(text: string, withoutAccents: boolean): SmsEstimate {
  const converted = toGsm7(text);
  let error: string | null = null;
  try {
    countSms(text);
  } catch (failure) {
    error = (failure as Error).message;
  }
  const withAccentsCount = safeCount(text);
  const withoutAccentsCount = safeCount(converted);
  return {
    sent: withoutAccents ? converted : text,
    count: withoutAccents ? withoutAccentsCount : withAccentsCount,
    withAccents: withAccentsCount,
    withoutAccents: withoutAccentsCount,
    stillSpecial: nonGsmCharacters(converted.replace(/\[[^[\]]+\]/g, '')),
    error,
  };
}
