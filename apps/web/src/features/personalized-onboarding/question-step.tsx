import {
  MESSAGES,
  ONBOARDING_QUESTION_COUNT,
  isOnboardingNextEnabled,
  onboardingNextLabel,
  onboardingProgress,
  onboardingStepLabel,
  type OnboardingQuestion,
} from '@cadence/domain';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field, Progress, Textarea } from '../../components/ui/chakra-scoped';
import { useEffect, useRef, type FormEvent } from 'react';
import { RecordingIndicator, VoiceButton, type SpeechRecognitionState } from '../voice';

export interface QuestionStepProps {
  /** 1-based question number. */
  number: number;
  question: OnboardingQuestion;
  answer: string;
  onAnswerChange: (value: string) => void;
  /** Set when the person tried to continue with an empty answer. */
  showRequired: boolean;
  onNext: () => void;
  onBack: () => void;
  voice: SpeechRecognitionState;
}

/** One of the five questions: category, question, free text, voice input, Back / Next. */
export function QuestionStep({ number, question, answer, onAnswerChange, showRequired, onNext, onBack, voice }: QuestionStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const canContinue = isOnboardingNextEnabled(answer);
  const progress = onboardingProgress(number);
  const errorId = `answer-error-${question.id}`;

  // Move focus to the new question for keyboard and screen-reader users (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [number]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };

  return (
    <Stack gap="5">
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            Personalized Onboarding
          </Heading>
          <Badge colorPalette="brand" variant="subtle" size="lg">
            {onboardingStepLabel(number)}
          </Badge>
        </Flex>
        <Progress.Root value={progress} max={100} colorPalette="brand" size="sm">
          <Progress.Track borderRadius="full" aria-label={`Onboarding progress: question ${number} of ${ONBOARDING_QUESTION_COUNT}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {Math.round(progress)}% complete
        </Text>
      </Stack>

      <Card.Root asChild>
        <form onSubmit={onSubmit} noValidate>
          <Card.Header>
            <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
              {question.category}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Field.Root invalid={showRequired && !canContinue}>
                <Field.Label fontSize="md" fontWeight="normal" lineHeight="tall">
                  {question.question}
                </Field.Label>
                <Textarea
                  name={question.id}
                  value={answer}
                  onChange={(e) => onAnswerChange(e.target.value)}
                  placeholder={question.placeholder}
                  rows={5}
                  autoresize
                  maxLength={5000}
                  aria-describedby={showRequired && !canContinue ? errorId : undefined}
                />
                {showRequired && !canContinue ? (
                  <Box id={errorId} role="alert" color="red.700" fontSize="sm" mt="1">
                    <Text fontWeight="semibold">{MESSAGES.responseRequired.title}</Text>
                    <Text>{MESSAGES.responseRequired.description}</Text>
                  </Box>
                ) : null}
              </Field.Root>
              {voice.supported ? (
                <HStack gap="3" wrap="wrap">
                  <VoiceButton listening={voice.listening} onStart={voice.start} onStop={voice.stop} startLabel="Voice Input" stopLabel="Stop Recording" />
                  <RecordingIndicator listening={voice.listening} />
                </HStack>
              ) : null}
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Flex w="full" justify="space-between" gap="3">
              {number > 1 ? (
                <Button type="button" variant="outline" onClick={onBack}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                colorPalette="brand"
                aria-disabled={!canContinue}
                data-disabled={!canContinue ? '' : undefined}
                opacity={canContinue ? 1 : 0.5}
                cursor={canContinue ? 'pointer' : 'not-allowed'}
              >
                {onboardingNextLabel(number)}
              </Button>
            </Flex>
          </Card.Footer>
        </form>
      </Card.Root>
    </Stack>
  );
}
