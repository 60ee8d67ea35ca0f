import { WIZARD_PROGRESS_DOTS, wizardStepLabel } from '@cadence/domain';
import { Box, HStack, Text } from '@chakra-ui/react';

/** Steps 1-3: three progress dots and 'Step N of 3'. */
export function WizardProgress({ step }: { step: number }) {
  const label = wizardStepLabel(step);
  if (!label) return null;
  return (
    <HStack gap="3" justify="center">
      <HStack gap="2" aria-hidden="true">
        {Array.from({ length: WIZARD_PROGRESS_DOTS }, (_, i) => (
          <Box
            key={i}
            w={i + 1 === step ? '6' : '2.5'}
            h="2.5"
            borderRadius="full"
            bg={i + 1 <= step ? 'brand.solid' : 'gray.300'}
            transition="width 0.2s"
            _motionReduce={{ transition: 'none' }}
          />
        ))}
      </HStack>
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
    </HStack>
  );
}
