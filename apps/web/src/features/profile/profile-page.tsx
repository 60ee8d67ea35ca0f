import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "My Profile" (spec §2). Replace with the real screen; keep the export name. */
export function ProfilePage() {
  return <PlaceholderScreen title="My Profile" />;
}
