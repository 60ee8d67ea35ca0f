import type { Routine } from '@cadence/domain';
import { Field, NativeSelect } from '../../components/ui/chakra-scoped';
import { NEW_ROUTINE_LABEL, type CatalogueRoutineType } from './use-add-catalogue-item';

const NEW = '__new__';

/** Which routine the picked item goes into: one of her routines of that type, or a new one. */
export function TargetRoutineSelect({
  type,
  routines,
  value,
  onChange,
}: {
  type: CatalogueRoutineType;
  routines: readonly Routine[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>Add to routine</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? NEW} onChange={(e) => onChange(e.target.value === NEW ? undefined : e.target.value)}>
          {routines.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
          <option value={NEW}>New routine: {NEW_ROUTINE_LABEL[type]}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
