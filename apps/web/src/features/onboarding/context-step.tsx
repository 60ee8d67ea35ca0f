import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field, Textarea } from '../../components/ui/chakra-scoped';
import { RecordingIndicator, VOICE_NOT_AVAILABLE, VoiceButton, type SpeechRecognitionState } from '../voice';

export type ContextMode = 'voice' | 'text';

export interface ContextStepProps {
  context: string;
  onChange: (value: string) => void;
  mode: ContextMode;
  onModeChange: (mode: ContextMode) => void;
  voice: SpeechRecognitionState;
  /** Voice failed (e.g. microphone refused): show the spec's 'not available' line. */
  voiceUnavailable: boolean;
}

export const CONTEXT_PROMPT =
  'In 2-3 sentences, tell us how you have been feeling lately and what your days look like — sleep, food, movement and stress.';

/** Step 2: 2-3 sentences by voice (continuous, with interim results) or typed in a six-row text area. */
export function ContextStep({ context, onChange, mode, onModeChange, voice, voiceUnavailable }: ContextStepProps) {
  const useVoice = mode === 'voice' && voice.supported && !voiceUnavailable;
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          How have you been feeling?
        </Heading>
        <Text color="fg.muted" mt="2" id="context-prompt">
          {CONTEXT_PROMPT}
        </Text>
      </Box>

      {voiceUnavailable ? (
        <Text role="alert" color="orange.800" fontSize="sm">
          {VOICE_NOT_AVAILABLE}
        </Text>
      ) : null}

      {useVoice ? (
        <Stack gap="3">
          <HStack gap="3" wrap="wrap" data-focus-id="context-voice">
            <VoiceButton listening={voice.listening} onStart={voice.start} onStop={voice.stop} startLabel="Start Recording" stopLabel="Stop Recording" size="lg" />
            <RecordingIndicator listening={voice.listening} />
          </HStack>
          <Box
            borderWidth="1px"
            borderRadius="md"
            p="3"
            minH="24"
            bg="bg"
            aria-live="polite"
            aria-label="Your transcript"
            role="region"
            data-testid="transcript-preview"
          >
            {context || voice.interim ? (
              <Text>
                {context}
                {voice.interim ? (
                  <Text as="span" color="fg.muted">
                    {context ? ' ' : ''}
                    {voice.interim}
                  </Text>
                ) : null}
              </Text>
            ) : (
              <Text color="fg.muted">Your words will appear here as you speak.</Text>
            )}
          </Box>
          <Text fontSize="sm" color="fg.muted">
            Only the transcript of what you say is saved — never the audio. You can change it later in your Profile.
          </Text>
          {/* Each mode button is replaced by the other mode's field: focus follows (docs/decisions/115), so what she types next lands in the text area. */}
          <Button variant="outline" alignSelf="flex-start" onClick={() => onModeChange('text')} data-focus-next="context-text">
            Type instead
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <Field.Root>
            <Field.Label>Your answer</Field.Label>
            <Textarea
              name="context"
              data-focus-id="context-text"
              rows={6}
              value={context}
              onChange={(e) => onChange(e.target.value)}
              aria-describedby="context-prompt"
              placeholder="e.g. I wake up tired, skip breakfast and feel wired but exhausted by the evening."
              maxLength={5000}
            />
          </Field.Root>
          {voice.supported && !voiceUnavailable ? (
            <Button variant="outline" alignSelf="flex-start" onClick={() => onModeChange('voice')} data-focus-next="context-voice">
              Use voice instead
            </Button>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
