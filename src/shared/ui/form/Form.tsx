import styled from '@emotion/styled';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form as FinalForm, useFormState, type FormRenderProps } from 'react-final-form';
import type { Struct } from 'superstruct';
import { validateForm } from '@/shared/lib/validation';
import { Alert } from '../Alert';
import { nestErrors } from './serverErrors';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
`;

export interface StructFormProps<T extends object> {
  /** the form's id, so a dialog's submit button outside the <form> can submit it (form={id}) */
  id?: string;
  /** the rule every value must pass before it is sent (a superstruct object shared with the server) */
  struct: Struct<T, unknown>;
  initialValues?: Partial<T>;
  /**
   * Sends the values; resolve with `submissionErrorsOf(error, …)` to put the server's refusals under
   * their fields, or with nothing when it was saved.
   */
  onSubmit: (values: T, form: FormApi<T>) => Promise<SubmissionErrors | void> | SubmissionErrors | void;
  children: ReactNode | ((props: FormRenderProps<T>) => ReactNode);
  /** accessible name of the form when it has no visible heading of its own */
  'aria-label'?: string;
}

/**
 * A form validated by a superstruct struct: errors are codes ('required', 'cpf', …) shown by the
 * fields in pt-BR once a field is touched or the user tries to submit; the first invalid field gets
 * the focus on a refused submit, so the keyboard lands where the problem is.
 */
export function StructForm<T extends object>({ id, struct, initialValues, onSubmit, children, ...rest }: StructFormProps<T>) {
  return (
    <FinalForm<T>
      onSubmit={async (values, form) => nestErrors(await onSubmit(values, form))}
      initialValues={initialValues}
      validate={(values) => nestErrors(validateForm(struct, values)) as never}
      render={(props) => (
        <form
          id={id}
          noValidate
          aria-label={rest['aria-label']}
          onSubmit={(event) => {
            const result = props.handleSubmit(event);
            if (props.hasValidationErrors) focusFirstInvalid(event.currentTarget);
            return result;
          }}
        >
          <Stack>
            {typeof children === 'function' ? children(props) : children}
            <FormError />
          </Stack>
        </form>
      )}
    />
  );
}

function focusFirstInvalid(form: HTMLFormElement) {
  // the fields render aria-invalid after final-form marks them touched, on the next paint
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The server's refusal that names no field, announced as an alert under the fields. */
function FormError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  if (!submitError || dirtySinceLastSubmit) return null;
  return <Alert tone="danger">{String(submitError)}</Alert>;
}
