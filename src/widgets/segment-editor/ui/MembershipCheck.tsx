import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { Alert, Button, Card, TextField } from '@/shared/ui';
import type { Definition } from '../model/definition';
import type { MembershipCheckQuery, MembershipCheckQuery$data } from './__generated__/MembershipCheckQuery.graphql';

const explainQuery = graphql`
  query MembershipCheckQuery($definition: JSON!, $consumer: String!) {
    explainSegmentMembership(segmentationGroups: $definition, consumer: $consumer) {
      consumer
      found
      matches
      groups {
        index
        operator
        matches
        criteria {
          index
          key
          label
          negate
          matches
        }
      }
    }
  }
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-end;
  }
  ul {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
  }
`;

const Verdict = styled.span<{ ok: boolean }>`
  font-weight: 700;
  color: ${(p) => (p.ok ? p.theme.colors.success : p.theme.colors.danger)};
`;

type Explanation = MembershipCheckQuery$data['explainSegmentMembership'];

/** "Por que este cliente está (ou não) no segmento?": a CPF or name, and which groups and criteria it meets or fails. */
export function MembershipCheck({ definition }: { definition: Definition }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const [consumer, setConsumer] = useState('');
  const [answer, setAnswer] = useState<Explanation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consumer.trim()) return;
    setLoading(true);
    setError(null);
    fetchQuery<MembershipCheckQuery>(environment, explainQuery, { definition: definition as unknown as Record<string, unknown>, consumer: consumer.trim() }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => setAnswer(data?.explainSegmentMembership ?? null))
      .catch((reason: unknown) => {
        setAnswer(null);
        setError(reason instanceof Error ? reason.message : t('ui.defaultError'));
      })
      .finally(() => setLoading(false));
  };
  const yesNo = (ok: boolean) => <Verdict ok={ok}>{t(ok ? 'segmentEditor.meets' : 'segmentEditor.fails')}</Verdict>;
  return (
    <Box as="section" aria-label={t('segmentEditor.why')}>
      <h3>{t('segmentEditor.why')}</h3>
      <form onSubmit={submit}>
        <div style={{ flex: '1 1 260px' }}>
          <TextField label={t('segmentEditor.whyConsumer')} placeholder={t('segmentEditor.whyPlaceholder')} value={consumer} onChange={(event) => setConsumer(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary" loading={loading}>
          {t('segmentEditor.whyCheck')}
        </Button>
      </form>
      {error && <Alert tone="danger">{error}</Alert>}
      {answer && !answer.found && <p style={{ margin: 0 }}>{t('segmentEditor.whyNotFound')}</p>}
      {answer?.found && (
        <div role="status" data-membership={answer.matches ? 'in' : 'out'}>
          <p style={{ margin: 0 }}>
            {t(answer.matches ? 'segmentEditor.whyIn' : 'segmentEditor.whyOut', { name: answer.consumer ?? '' })}
          </p>
          <ul>
            {answer.groups.map((group) => (
              <li key={group.index} data-group-matches={group.matches}>
                {t('segmentEditor.group', { n: group.index + 1 })} ({t(group.operator === 'AND' ? 'segmentEditor.criteriaAnd' : 'segmentEditor.criteriaOr')}): {yesNo(group.matches)}
                <ul>
                  {group.criteria.map((criterion) => (
                    <li key={criterion.index} data-criterion-matches={criterion.matches}>
                      {criterion.negate ? `${t('segmentEditor.not')} ` : ''}
                      {criterion.label}: {yesNo(criterion.matches)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Box>
  );
}
