import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SelectField } from '@/shared/ui';
import { RFV_PARAMS } from '../model/clusters';
import type { RfvPickers_analyses$key } from './__generated__/RfvPickers_analyses.graphql';

const fragment = graphql`
  fragment RfvPickers_analyses on AHubAnalyticsConfiguration @relay(plural: true) {
    id
    title
    periods {
      id
      title
    }
  }
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;

export interface RfvPickersProps {
  analyses: RfvPickers_analyses$key;
  analysisId: string;
  periodId: string;
  /** the period the matrix compares with (null: none) */
  fromPeriodId: string | null;
}

/** The analysis, its period and the period compared with: each choice is in the address. */
export function RfvPickers({ analyses, analysisId, periodId, fromPeriodId }: RfvPickersProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useFragment(fragment, analyses);
  const current = list.find((a) => a.id === analysisId);
  const withParam = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    return `?${next.toString()}`;
  };
  return (
    <Bar>
      <Field>
        <SelectField
          label={intl.formatMessage({ id: 'customerRfv.analysis' })}
          value={analysisId}
          onChange={(event) => navigate(`/clientes/classificacao-rfv/${event.target.value}`)}
        >
          {list.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </SelectField>
      </Field>
      <Field>
        <SelectField
          label={intl.formatMessage({ id: 'customerRfv.period' })}
          value={periodId}
          onChange={(event) => navigate(withParam(RFV_PARAMS.period, event.target.value))}
        >
          {(current?.periods ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
      </Field>
      <Field>
        <SelectField
          label={intl.formatMessage({ id: 'customerRfv.compare' })}
          value={fromPeriodId ?? ''}
          onChange={(event) => navigate(withParam(RFV_PARAMS.from, event.target.value))}
        >
          {fromPeriodId === null && <option value="">—</option>}
          {list.map((a) => (
            <optgroup key={a.id} label={a.title}>
              {a.periods
                .filter((p) => p.id !== periodId)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      </Field>
    </Bar>
  );
}
