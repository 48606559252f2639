import { useSearchParams } from 'react-router-dom';
import { ListFilterSlot } from './filterPanel';
import { SelectField } from './Select';

export interface AddressSelectFieldProps {
  /** the address parameter the select writes (e.g. `situacao`); '' removes it */
  param: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  /** other parameters to drop when the choice changes (e.g. the list's loaded length) */
  resets?: readonly string[];
}

/** A list filter that writes its parameter to the address, so a link reproduces the screen. */
export function AddressSelectField({ param, label, options, resets = [] }: AddressSelectFieldProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ListFilterSlot>
      <SelectField
        label={label}
        value={searchParams.get(param) ?? ''}
        onChange={(event) =>
          setSearchParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set(param, event.target.value);
              else next.delete(param);
              for (const name of resets) next.delete(name);
              return next;
            },
            { replace: true },
          )
        }
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
    </ListFilterSlot>
  );
}
