import { chakra, Checkmark, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** The visible label; it is also the checkbox's accessible name. */
  children: ReactNode;
  /** Style props for the label text (e.g. fontWeight, textDecoration). */
  labelProps?: HTMLChakraProps<'span'>;
}

/**
 * A labelled tick box: a real `<input type="checkbox">` (keyboard, screen readers, form semantics
 * for free) drawn with Chakra's `Checkmark`. Used for plan tasks, routine and subtask ticks instead
 * of Chakra's `Checkbox`, whose state machine (zag + focus-visible tracking, ~12 KiB gzip) was the
 * largest part of the dashboard's initial JS (issue 9 budget).
 */
export function CheckItem({ checked, onCheckedChange, disabled = false, size = 'md', children, labelProps }: CheckItemProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="flex-start"
      gap="2.5"
      position="relative"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : undefined}
      fontSize={size === 'sm' ? 'sm' : 'md'}
    >
      <chakra.input
        type="checkbox"
        className="peer"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        position="absolute"
        top="0.5"
        left="0"
        w={size === 'sm' ? '4' : '5'}
        h={size === 'sm' ? '4' : '5'}
        m="0"
        opacity="0"
        cursor="inherit"
      />
      <Checkmark
        checked={checked}
        disabled={disabled}
        size={size}
        colorPalette="brand"
        flexShrink={0}
        mt="0.5"
        pointerEvents="none"
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
      <chakra.span {...labelProps}>{children}</chakra.span>
    </chakra.label>
  );
}
