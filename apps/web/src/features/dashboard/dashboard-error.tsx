import { Button } from '@chakra-ui/react';
import { ErrorAlert } from '../../components/ui/load-error';
import { PageContainer } from '../../components/ui/page-container';

/** The dashboard's error states (rare): their own chunk, so the first screen does not carry the alert's code (docs/decisions/091). */
export function DashboardUserError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <PageContainer>
      <ErrorAlert title="We couldn't load your dashboard" error={error} />
      <Button mt="4" colorPalette="brand" onClick={onRetry}>
        Try again
      </Button>
    </PageContainer>
  );
}

export function DashboardPlanError({ error }: { error: unknown }) {
  return <ErrorAlert title="We couldn't load today's plan" error={error} />;
}
