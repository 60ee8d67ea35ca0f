import { countOf } from '@cadence/domain';
import { Text } from '@chakra-ui/react';
import { useOutbox } from './outbox-state';

/**
 * Said inside the confirmation of reset, sign-out and delete when writes still wait on this phone
 * (docs/decisions/122): confirming drops them, so she is told how many before she decides.
 */
export function PendingWritesWarning() {
  const n = useOutbox().length;
  if (n === 0) return null;
  return (
    <Text role="alert" color="fg.error" fontWeight="medium" data-testid="pending-writes-warning">
      {countOf(n, 'change')} on this phone {n === 1 ? 'has' : 'have'} not been sent yet. {n === 1 ? 'It' : 'They'} will be lost if you go on.
    </Text>
  );
}
