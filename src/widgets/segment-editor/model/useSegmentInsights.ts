import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useSegmentInsightsCountQuery, useSegmentInsightsCountQuery$data } from './__generated__/useSegmentInsightsCountQuery.graphql';
import type { useSegmentInsightsReachQuery, useSegmentInsightsReachQuery$data } from './__generated__/useSegmentInsightsReachQuery.graphql';
import { firstGroupEmpty, type Definition } from './definition';

const countQuery = graphql`
  query useSegmentInsightsCountQuery($definition: JSON!, $segmentId: ID, $editorId: String) {
    countSegmentWithRfv(segmentationGroups: $definition, segmentId: $segmentId, editorId: $editorId) {
      count
      unlimited_count
      rfv {
        champions
        loyals
        promising
        atRisk
        lowValue
        losses
        neverBought
      }
    }
  }
`;

const reachQuery = graphql`
  query useSegmentInsightsReachQuery($definition: JSON!) {
    aggregatedClientStatusInfo(segmentationGroups: $definition) {
      channel
      total
      actives
      recentInactives
      atRisk
      losses
      neverBought
    }
  }
`;

export type RfvBreakdown = useSegmentInsightsCountQuery$data['countSegmentWithRfv']['rfv'];
export type ChannelReach = useSegmentInsightsReachQuery$data['aggregatedClientStatusInfo'][number];

export interface SegmentInsights {
  /** the size with the limiter; 0 after a failure (spec §4) */
  size: number | null;
  /** the size ignoring the limiter */
  unlimited: number | null;
  rfv: RfvBreakdown | null;
  /** the RFV clusters failed: the breakdown shown is not of this definition */
  rfvInvalid: boolean;
  reach: readonly ChannelReach[] | null;
  /** the server's pt-BR message of the last failed evaluation */
  error: string | null;
  /** from the first evaluation started to the last one finished */
  loading: boolean;
  /** auto-update is off and the definition changed since the figures were computed */
  stale: boolean;
  /**
   * the definition the figures were last evaluated for (set when that evaluation starts, after the
   * pause; null before the first): the members' map evaluates when this changes, never per keystroke
   */
  evaluated: Definition | null;
}

/** Pause after the last edit before evaluating (a burst of typing runs one evaluation). */
export const EVALUATION_DELAY_MS = 400;

const ZERO_RFV: RfvBreakdown = { champions: 0, loyals: 0, promising: 0, atRisk: 0, lowValue: 0, losses: 0, neverBought: 0 };

/**
 * The live figures of the definition being edited (spec §4 "Segment evaluation"): every edit
 * re-evaluates after a pause while auto-update is on (size, size without the limiter, RFV clusters,
 * reach per channel; stale cleared); with auto-update off the figures are only marked stale until
 * `force` changes. A failure sets the size to 0 with the error and marks the clusters invalid. The
 * server cancels the user's evaluation in flight when a new one arrives (`editorId`); an answer
 * overtaken by a newer evaluation is dropped here.
 */
export function useSegmentInsights(
  definition: Definition,
  options: { autoUpdate: boolean; force: number; segmentId: string | null; editorId: string; initialSize: number | null },
): SegmentInsights {
  const environment = useRelayEnvironment();
  const { autoUpdate, force, segmentId, editorId } = options;
  const [state, setState] = useState<SegmentInsights>({
    size: options.initialSize,
    unlimited: null,
    rfv: null,
    rfvInvalid: false,
    reach: null,
    error: null,
    loading: false,
    stale: false,
    evaluated: null,
  });
  const generation = useRef(0);
  const pending = useRef(0);
  const lastForce = useRef(force);
  const evaluated = useRef<Definition | null>(null);

  useEffect(() => {
    const forced = force !== lastForce.current;
    lastForce.current = force;
    if (evaluated.current === definition && !forced) return undefined;
    if (!autoUpdate && !forced) {
      if (evaluated.current !== null || options.initialSize === null) setState((s) => ({ ...s, stale: true }));
      return undefined;
    }
    const current = ++generation.current;
    if (firstGroupEmpty(definition)) {
      // spec §5: the first group without criteria means an empty segment, nothing to ask
      evaluated.current = definition;
      setState((s) => ({ ...s, size: 0, unlimited: 0, rfv: ZERO_RFV, rfvInvalid: false, reach: [], error: null, stale: false, evaluated: definition }));
      return undefined;
    }
    const timer = window.setTimeout(() => {
      evaluated.current = definition;
      pending.current += 1;
      setState((s) => ({ ...s, loading: true, evaluated: definition }));
      const variables = { definition: definition as unknown as Record<string, unknown>, segmentId, editorId };
      const finish = () => {
        pending.current -= 1;
        if (pending.current === 0) setState((s) => ({ ...s, loading: false }));
      };
      const count = fetchQuery<useSegmentInsightsCountQuery>(environment, countQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
      const reach = fetchQuery<useSegmentInsightsReachQuery>(environment, reachQuery, { definition: variables.definition }, { fetchPolicy: 'network-only' }).toPromise();
      void Promise.allSettled([count, reach]).then(([counted, reached]) => {
        if (current === generation.current) {
          setState((s) => {
            const next = { ...s, stale: false };
            if (counted.status === 'fulfilled' && counted.value) {
              const answer = counted.value.countSegmentWithRfv;
              Object.assign(next, { size: answer.count, unlimited: answer.unlimited_count, rfv: answer.rfv, rfvInvalid: false, error: null });
            } else {
              const reason = counted.status === 'rejected' ? counted.reason : null;
              Object.assign(next, { size: 0, unlimited: 0, rfvInvalid: true, error: reason instanceof Error ? reason.message : String(reason ?? '') || null });
            }
            next.reach = reached.status === 'fulfilled' && reached.value ? reached.value.aggregatedClientStatusInfo : null;
            return next;
          });
        }
        finish();
      });
    }, EVALUATION_DELAY_MS);
    return () => window.clearTimeout(timer);
    // initialSize only matters on the first render
  }, [definition, autoUpdate, force, segmentId, editorId, environment]);

  return state;
}
