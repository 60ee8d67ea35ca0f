import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '../../components/ui/page-container';

/** Any unknown path (spec §2): '404 Page Not Found' with a way home. */
export function NotFoundPage() {
  return (
    <PageContainer>
      <VStack gap="4" py="16" textAlign="center">
        <Heading as="h1" size="2xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for doesn't exist or has moved.</Text>
        <Button asChild colorPalette="brand">
          <Link to="/">Go to Home Page</Link>
        </Button>
      </VStack>
    </PageContainer>
  );
}
