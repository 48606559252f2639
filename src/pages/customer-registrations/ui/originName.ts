import { useIntl } from 'react-intl';

const KNOWN = ['pdv', 'app', 'hotsite', 'televendas'] as const;

/** An origin as people read it: the platform's own in pt-BR, a sign-up site's slot as it is named. */
export function useOriginName() {
  const intl = useIntl();
  return (origin: string) =>
    (KNOWN as readonly string[]).includes(origin) ? intl.formatMessage({ id: `customerRegistrations.originName.${origin as (typeof KNOWN)[number]}` }) : origin;
}
