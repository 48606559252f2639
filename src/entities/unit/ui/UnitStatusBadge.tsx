import { FormattedMessage } from 'react-intl';
import { Badge } from '@/shared/ui';

/** Whether a store is active, as a coloured label that always carries its text. */
export function UnitStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'success' : 'neutral'}>
      <FormattedMessage id={active ? 'unit.active' : 'unit.inactive'} />
    </Badge>
  );
}
