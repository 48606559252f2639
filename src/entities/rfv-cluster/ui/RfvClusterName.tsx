import { useIntl } from 'react-intl';

const KEYS = ['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought'] as const;
type Key = (typeof KEYS)[number];
const isKey = (value: string | null | undefined): value is Key => (KEYS as readonly string[]).includes(value ?? '');

/** A customer's RFV cluster by name ("Sem grupo RFV" before the account's default analysis has them). */
export function RfvClusterName({ cluster }: { cluster: string | null | undefined }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: isKey(cluster) ? `rfvCluster.${cluster}` : 'rfvCluster.none' })}</>;
}
