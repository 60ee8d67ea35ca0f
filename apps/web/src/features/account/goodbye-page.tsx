import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '../../components/ui/page-container';

/** /goodbye: after 'Delete my data'. */
export function GoodbyePage() {
  return (
    <PageContainer maxW="lg">
      <Card.Root mt={{ base: '4', md: '12' }}>
        <Card.Header>
          <Heading as="h1" size="xl">
            Your data has been deleted
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <Text>Everything you stored with Cadence is gone, from this device and from our servers. Thank you for the time you spent with us.</Text>
            <Text color="fg.muted">If you kept a downloaded copy, you can restore it whenever you like from the welcome screen.</Text>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button asChild colorPalette="brand">
            <Link to="/">Go to Home Page</Link>
          </Button>
        </Card.Footer>
      </Card.Root>
    </PageContainer>
  );
}
