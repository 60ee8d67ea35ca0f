import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "Routines" (spec §2). Replace with the real screen; keep the export name. */
export function RoutinesPage() {
  return <PlaceholderScreen title="Routines" />;
}
