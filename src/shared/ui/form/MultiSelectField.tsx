import { Field } from 'react-final-form';
import { MultiSelect, type MultiSelectProps } from '../multi-select';
import { useFieldError, type FieldMessages } from './fields';

export interface MultiSelectFieldProps extends Omit<MultiSelectProps, 'value' | 'onChange' | 'error' | 'onBlur'> {
  name: string;
  messages?: FieldMessages;
}

/**
 * A list of values (string[]) bound to the form by name, picked with search (MultiSelect). Kept out
 * of the form kit's index so downshift loads only with the pages that use it.
 */
export function MultiSelectField({ name, messages, ...props }: MultiSelectFieldProps) {
  return (
    <Field<string[]> name={name}>
      {({ input, meta }) => <BoundMultiSelect {...props} messages={messages} input={input} meta={meta} />}
    </Field>
  );
}

function BoundMultiSelect({
  input,
  meta,
  messages,
  ...props
}: Omit<MultiSelectFieldProps, 'name'> & {
  input: { value: string[] | ''; onChange: (value: string[]) => void; onBlur: () => void };
  meta: Parameters<typeof useFieldError>[0];
}) {
  const error = useFieldError(meta, messages);
  return <MultiSelect {...props} value={input.value || []} onChange={input.onChange} onBlur={input.onBlur} error={error} />;
}
