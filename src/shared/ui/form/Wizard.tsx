import styled from '@emotion/styled';
import type { SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form as FinalForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { Struct } from 'superstruct';
import { validateForm } from '@/shared/lib/validation';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { nestErrors } from './serverErrors';
import { useLeaveGuard } from './useLeaveGuard';

/** Where a wizard keeps its draft (the server's formDraft API: useServerFormDrafts). */
export interface FormDraftStore {
  load: () => Promise<{ step: number; values: Record<string, unknown> } | null>;
  save: (step: number, values: Record<string, unknown>) => Promise<void>;
  discard: () => Promise<void>;
}

export interface WizardStep {
  id: string;
  title: string;
  /** the rule of this step's fields only: "Próximo" checks it before moving on */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step has its own value shape
  struct: Struct<any, any>;
  /** the step's fields (kit fields, bound by name) */
  content: ReactNode;
}

export interface WizardProps {
  steps: readonly WizardStep[];
  initialValues: Record<string, unknown>;
  /** sends the whole form; resolve with submissionErrorsOf(…) when the server refuses it */
  onFinish: (values: Record<string, unknown>) => Promise<SubmissionErrors | void>;
  drafts: FormDraftStore;
  /** how long after the last keystroke the draft is saved */
  draftDelayMs?: number;
}

/** Milliseconds of typing pause before a draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

const Progress = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

/**
 * A multi-step form: each step validates its own fields before "Próximo"; the values are saved as a
 * draft as the user goes (on every step change and after a pause in typing) and resumed on reopen;
 * "Sair sem salvar?" guards in-app navigation and the tab while there are unsaved changes. Finishing
 * discards the draft.
 */
export function Wizard({ steps, initialValues, onFinish, drafts, draftDelayMs = DRAFT_SAVE_DELAY_MS }: WizardProps) {
  const intl = useIntl();
  const [start, setStart] = useState<{ step: number; values: Record<string, unknown>; resumed: boolean } | null>(null);
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState(false);
  const progressRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // final-form keeps the onSubmit/validate it was created with: they read the step through this ref
  const stepRef = useRef(step);
  stepRef.current = step;
  // set before the draft is discarded, so a pending debounced save cannot bring it back
  const finishedRef = useRef(false);

  useEffect(() => {
    let active = true;
    drafts
      .load()
      .catch(() => null)
      .then((draft) => {
        if (!active) return;
        const resumedStep = draft ? Math.min(Math.max(draft.step, 0), steps.length - 1) : 0;
        setStart({ step: resumedStep, values: draft ? { ...initialValues, ...draft.values } : initialValues, resumed: Boolean(draft) });
        setStep(resumedStep);
      });
    return () => {
      active = false;
    };
    // the draft is read once, when the wizard opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    progressRef.current?.focus();
  }, [step]);

  if (!start) return <Spinner size={24} />;
  const current = steps[step];
  const last = step === steps.length - 1;

  const submit = async (values: Record<string, unknown>) => {
    const at = stepRef.current;
    if (at < steps.length - 1) {
      setStep(at + 1);
      await drafts.save(at + 1, values).catch(() => undefined);
      return undefined;
    }
    const refused = await onFinish(values);
    if (refused && Object.keys(refused).length > 0) return nestErrors(refused);
    finishedRef.current = true;
    setFinished(true);
    await drafts.discard().catch(() => undefined);
    return undefined;
  };

  return (
    <FinalForm<Record<string, unknown>>
      onSubmit={submit}
      initialValues={start.values}
      validate={(values) => validateStep(steps[stepRef.current].struct, values) as never}
      render={({ handleSubmit, values }) => (
        <form noValidate onSubmit={handleSubmit} aria-labelledby="wizard-progress">
          <Stack>
            <Progress id="wizard-progress" ref={progressRef} tabIndex={-1}>
              {intl.formatMessage({ id: 'form.wizard.progress' }, { current: step + 1, total: steps.length, title: current.title })}
            </Progress>
            {start.resumed && step === start.step && <Alert tone="info">{intl.formatMessage({ id: 'form.wizard.resumed' })}</Alert>}
            {current.content}
            <SubmitError />
            <Actions>
              <Button type="button" variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
                {intl.formatMessage({ id: 'form.wizard.back' })}
              </Button>
              <Button type="submit">{intl.formatMessage({ id: last ? 'form.wizard.finish' : 'form.wizard.next' })}</Button>
            </Actions>
            <DraftKeeper step={step} values={values} drafts={drafts} delayMs={draftDelayMs} finishedRef={finishedRef} />
            <Guard finished={finished} />
          </Stack>
        </form>
      )}
    />
  );
}

/** Checks only the step's own fields: an object() struct refuses the other steps' keys as unknown. */
function validateStep(struct: WizardStep['struct'], values: Record<string, unknown>) {
  const schema = struct.schema as Record<string, unknown> | null;
  const own = schema && typeof schema === 'object' ? Object.fromEntries(Object.keys(schema).map((key) => [key, values[key]])) : values;
  return nestErrors(validateForm(struct, own));
}

function SubmitError() {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  return submitError ? <Alert tone="danger">{String(submitError)}</Alert> : null;
}

/** Saves the draft after a pause in typing, only when the values changed since the wizard opened. */
function DraftKeeper({
  step,
  values,
  drafts,
  delayMs,
  finishedRef,
}: {
  step: number;
  values: Record<string, unknown>;
  drafts: FormDraftStore;
  delayMs: number;
  finishedRef: { readonly current: boolean };
}) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      if (!finishedRef.current) void drafts.save(step, values).catch(() => undefined);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [dirty, step, values, drafts, delayMs, finishedRef]);
  return null;
}

function Guard({ finished }: { finished: boolean }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useLeaveGuard(Boolean(dirty) && !finished);
  return null;
}
