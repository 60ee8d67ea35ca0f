import { Field, NativeSelect } from './chakra-scoped';

/** A labelled native select (best on phones, keyboard and screen readers), with an optional empty first option and helper text. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  helper,
  onBlur,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  /** Shown as an empty first option (value ''). */
  placeholder?: string;
  helper?: string;
  onBlur?: () => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)} onBlur={onBlur}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
