import { Box, Button, HStack, Text, type ButtonProps } from '@chakra-ui/react';

function MicIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0" />
      <line x1="12" y1="17" x2="12" y2="22" />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <rect x="5" y="5" width="14" height="14" rx="2" />
    </svg>
  );
}

export interface VoiceButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  listening: boolean;
  onStart: () => void;
  onStop: () => void;
  /** Label while idle, e.g. 'Voice Input' or 'Start Recording'. */
  startLabel?: string;
  /** Label while listening (spec: 'Stop Recording'). */
  stopLabel?: string;
}

/** Start/stop voice capture. Render it only when `useSpeechRecognition().supported` is true. */
export function VoiceButton({ listening, onStart, onStop, startLabel = 'Voice Input', stopLabel = 'Stop Recording', ...rest }: VoiceButtonProps) {
  return (
    <Button
      type="button"
      variant={listening ? 'solid' : 'outline'}
      colorPalette={listening ? 'red' : 'brand'}
      onClick={listening ? onStop : onStart}
      // Darker red than the palette's solid so white text keeps AA contrast, also on hover.
      {...(listening ? { bg: 'red.700', color: 'white', _hover: { bg: 'red.800' }, transition: 'none' } : {})}
      {...rest}
    >
      {listening ? <StopIcon /> : <MicIcon />}
      {listening ? stopLabel : startLabel}
    </Button>
  );
}

/** The 'Recording... Speak now' indicator (a polite live region, so screen readers hear it). */
export function RecordingIndicator({ listening, label = 'Recording... Speak now' }: { listening: boolean; label?: string }) {
  return (
    <Box role="status" aria-live="polite" minH="6">
      {listening ? (
        <HStack gap="2" color="red.700">
          <Box
            aria-hidden="true"
            w="2.5"
            h="2.5"
            borderRadius="full"
            bg="red.600"
            animation="pulse"
            _motionReduce={{ animation: 'none' }}
          />
          <Text fontSize="sm" fontWeight="medium">
            {label}
          </Text>
        </HStack>
      ) : null}
    </Box>
  );
}
