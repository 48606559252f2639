import { array, dynamic, enums, object, optional, size, string, type Infer } from 'superstruct';
import { calendarDate, requiredString } from '@/shared/lib/validation';

/** Weekday values of the form's select (0 = domingo), as the server takes them. */
export const WEEK_DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

const base = {
  title: requiredString(),
  kind: enums(['recurrent', 'fixed'] as const),
  modelType: optional(enums(['WEEKLY', 'MONTHLY'] as const)),
  initialWeekDay: optional(string()),
  referenceStart: optional(string()),
  referenceEnd: optional(string()),
  analyzedStart: optional(string()),
  analyzedEnd: optional(string()),
  /** '' = every person type */
  clientsType: optional(enums(['', 'F', 'J'] as const)),
  /** stores' id_erp; none = every store */
  units: optional(size(array(string()), 0, 1000)),
};

const recurrentForm = object({ ...base, modelType: enums(['WEEKLY', 'MONTHLY'] as const), initialWeekDay: optional(enums(WEEK_DAYS)) });
const fixedForm = object({
  ...base,
  referenceStart: calendarDate(),
  referenceEnd: calendarDate(),
  analyzedStart: calendarDate(),
  analyzedEnd: calendarDate(),
});

/** The creation form's rules: a recurrent analysis needs its frequency; a fixed one its four dates. */
export const createAnalysisStruct = dynamic<Infer<typeof recurrentForm>>((value) =>
  (value as { kind?: string } | null)?.kind === 'fixed' ? (fixedForm as never) : recurrentForm,
);

export type CreateAnalysisValues = Infer<typeof recurrentForm>;

/** The form's values as upsertAHubReportAnalytics takes them. */
export function toUpsertInput(values: CreateAnalysisValues) {
  const title = values.title.trim();
  const filters = { clientsType: values.clientsType || null, units: values.units?.length ? values.units : null };
  if (values.kind === 'recurrent') {
    return {
      type: 'RFV' as const,
      title,
      filters,
      recurrent: { modelType: values.modelType, initialWeekDay: values.modelType === 'WEEKLY' ? Number(values.initialWeekDay ?? '1') : null },
    };
  }
  return {
    type: 'RFV' as const,
    title,
    filters,
    notRecurrent: {
      referencePeriod: { initialDate: values.referenceStart!, finalDate: values.referenceEnd! },
      analyzedPeriod: { initialDate: values.analyzedStart!, finalDate: values.analyzedEnd! },
    },
  };
}
