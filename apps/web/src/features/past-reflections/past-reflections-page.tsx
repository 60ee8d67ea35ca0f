import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "Past Reflections" (spec §2). Replace with the real screen; keep the export name. */
export function PastReflectionsPage() {
  return <PlaceholderScreen title="Past Reflections" />;
}
