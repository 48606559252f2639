import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { Alert, PageContainer, PageHeading } from '@/shared/ui';
import { unitEditPage } from '../api/UnitEditPageQuery';
import { UnitForm } from './UnitForm';
import { UnitHistory } from './UnitHistory';

/** Configurações › Lojas › a store: its form (every field of spec §3) and its change history. */
export function UnitEditPage() {
  const data = usePageQuery(unitEditPage);
  const unit = data.unit;
  if (!unit) {
    return (
      <PageContainer>
        <PageHeading>
          <h1>
            <FormattedMessage id="unitEdit.notFoundTitle" />
          </h1>
        </PageHeading>
        <Alert tone="info">
          <FormattedMessage id="unitEdit.notFound" />
        </Alert>
        <Link to="/configuracoes/units">
          <FormattedMessage id="unitEdit.back" />
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeading>
        <h1>{unit.name}</h1>
        <p>
          <FormattedMessage id="unitEdit.subtitle" values={{ code: unit.id_erp }} />
        </p>
      </PageHeading>
      <UnitForm unit={unit} flags={data.retailerFlags} groups={data.unitGroups} knownTags={data.unitTags} />
      <UnitHistory unit={unit} />
    </PageContainer>
  );
}
