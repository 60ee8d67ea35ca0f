import { type InputProps } from '@chakra-ui/react';
import { Field, Input, Switch, Textarea } from '../../components/ui/chakra-scoped';

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

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
