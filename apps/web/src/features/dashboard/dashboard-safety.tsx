import { addDays, localIsoDate, type SafetyFollowUpAnswer, type SafetyNotice as SafetyNoticeData } from '@cadence/domain';
import { Alert, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { useEffect, useState } from 'react';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { trpc } from '../../lib/trpc';

const FOLLOW_UP_REPLY: Record<Exclude<SafetyFollowUpAnswer, 'worse'>, string> = {
  better: "We're glad you're feeling better. Keep taking it gently today, and get help straight away if it comes back.",
  same: "Thank you for telling us. If it isn't improving, please contact your doctor or an urgent-care service today.",
};

/** "you have very heavy bleeding" from "You said you have very heavy bleeding". */
const whatShe = (notice: SafetyNoticeData): string | null => notice.said?.replace(/^You said /, '') ?? null;

/**
 * The dashboard's safety slot (docs/decisions/037): today's notice, kept until she hides it; the next
 * day, one question — how are you now? — where 'worse' shows the action again.
 */
export function DashboardSafety({ justRaised }: { justRaised: SafetyNoticeData | null }) {
  const today = localIsoDate(new Date());
  const utils = trpc.useUtils();
  const current = trpc.safety.current.useQuery({ today });
  const dismiss = trpc.safety.dismiss.useMutation({ onSuccess: () => utils.safety.current.invalidate() });
  const followUp = trpc.safety.followUp.useMutation();
  const [reply, setReply] = useState<string | null>(null);
  const [repeat, setRepeat] = useState<SafetyNoticeData | null>(null);

  useEffect(() => {
    if (justRaised) void utils.safety.current.invalidate();
  }, [justRaised, utils]);

  // The follow-up's buttons are replaced by the notice again ('Worse') or by a reply: focus goes
  // there (docs/decisions/115).
  if (repeat) return <SafetyNotice notice={repeat} takeFocus onDismiss={() => setRepeat(null)} />;
  if (reply)
    return (
      <Alert.Root status="info" variant="surface" borderRadius="lg" role="status" tabIndex={-1} data-focus-id="safety-follow-up">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{reply}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const data = current.data;
  // Raised by a check-in whose dialog is still open: that dialog's copy of the notice has focus.
  if (!data) return justRaised ? <SafetyNotice notice={justRaised} planUnchanged /> : null;
  if (data.kind === 'notice')
    return (
      <SafetyNotice
        notice={data.notice}
        planUnchanged={justRaised !== null}
        dismissing={dismiss.isPending}
        onDismiss={() => dismiss.mutate({ date: data.date })}
      />
    );

  const answer = (a: SafetyFollowUpAnswer) => {
    if (followUp.isPending) return;
    followUp.mutate(
      { date: data.date, answer: a },
      {
        onSuccess: (notice) => {
          if (a === 'worse') setRepeat(notice);
          else setReply(FOLLOW_UP_REPLY[a]);
          void utils.safety.current.invalidate();
        },
      },
    );
  };
  const when = data.date === addDays(today, -1) ? 'Yesterday' : 'Recently';
  const said = whatShe(data.notice);
  return (
    <Card.Root data-testid="safety-follow-up" borderColor="orange.300">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="safety-follow-up-title">
          How are you now?
        </Heading>
        <Text>{said ? `${when} you told us ${said}.` : `${when} you told us something that worried us.`} We wanted to check in.</Text>
        <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby="safety-follow-up-title" data-focus-id="safety-follow-up">
          <Button variant="outline" onClick={() => answer('better')} loading={followUp.isPending && followUp.variables?.answer === 'better'}>
            Better
          </Button>
          <Button variant="outline" onClick={() => answer('same')} loading={followUp.isPending && followUp.variables?.answer === 'same'}>
            About the same
          </Button>
          <Button colorPalette="red" variant="outline" onClick={() => answer('worse')} loading={followUp.isPending && followUp.variables?.answer === 'worse'}>
            Worse
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
