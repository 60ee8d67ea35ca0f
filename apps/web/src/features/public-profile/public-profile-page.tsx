import { useParams } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for the public wellness protocol page /p/{slug} (spec §2). */
export function PublicProfilePage() {
  const { slug } = useParams({ from: '/p/$slug' });
  return <PlaceholderScreen title="Public Profile">Public profile “{slug}” is coming soon.</PlaceholderScreen>;
}
