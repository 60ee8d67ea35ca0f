import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "Weekly Check-In" (spec §2). Replace with the real screen; keep the export name. */
export function WeeklyCheckinPage() {
  return <PlaceholderScreen title="Weekly Check-In" />;
}
