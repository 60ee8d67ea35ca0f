import { Button } from '@chakra-ui/react';
import { ErrorAlert } from '../../components/ui/load-error';
import { PageContainer } from '../../components/ui/page-container';

/**
 * The dashboard's error states (rare): her user could not load (with 'Try again'), or today's plan
 * could not. Their own chunk, so the first screen does not carry the alert's code (docs/decisions/091).
 */
export function DashboardError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  if (!onRetry) return <ErrorAlert title={title} error={error} />;
  return (
    <PageContainer>
      <ErrorAlert title={title} error={error} />
      <Button mt="4" colorPalette="brand" onClick={onRetry}>
        Try again
      </Button>
    </PageContainer>
  );
}
