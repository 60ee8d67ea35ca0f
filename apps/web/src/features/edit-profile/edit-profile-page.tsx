import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "Edit Profile" (spec §2). Replace with the real screen; keep the export name. */
export function EditProfilePage() {
  return <PlaceholderScreen title="Edit Profile" />;
}
