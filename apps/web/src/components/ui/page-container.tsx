import { Box, type BoxProps } from '@chakra-ui/react';

/** Standard page width and padding (mobile-first). */
export function PageContainer(props: BoxProps) {
  return <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} {...props} />;
}
