import { type InputProps } from '@chakra-ui/react';
import { Field, Input, NativeSelect, Switch, Textarea } from '../../components/ui/chakra-scoped';

/** Small labelled inputs shared by the Edit Profile sections (kept in this feature). */
export function TextField({ label, value, onChange, helper, ...rest }: { label: string; value: string; onChange: (v: string) => void; helper?: string } & Omit<InputProps, 'value' | 'onChange'>) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} {...rest} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

export function TextAreaField({ label, value, onChange, helper, placeholder }: { label: string; value: string; onChange: (v: string) => void; helper?: string; placeholder?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={3} placeholder={placeholder} />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  helper,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  helper?: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{placeholder}</option>
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

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
