import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "Log" (spec §2). Replace with the real screen; keep the export name. */
export function LogPage() {
  return <PlaceholderScreen title="Log" />;
}
