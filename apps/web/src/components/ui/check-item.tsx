import { chakra, Checkmark, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface CheckItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** The visible label: the checkbox's accessible name. */
  children: ReactNode;
  /** More content under the label (description, badges): part of the click target, read as the description. */
  details?: ReactNode;
  /** Style props for the label text (e.g. fontWeight, textDecoration). */
  labelProps?: HTMLChakraProps<'span'>;
  /** Style props for the whole row (e.g. a border and padding, full width). */
  rootProps?: HTMLChakraProps<'label'>;
}

/**
 * A labelled tick box: a real `<input type="checkbox">` (keyboard, screen readers, form semantics
 * for free) drawn with Chakra's `Checkmark`. Used for every tick in the app instead of Chakra's
 * `Checkbox`, whose state machine (zag + focus-visible tracking, ~12 KiB gzip) was the largest part
 * of the dashboard's initial JS (issue 9 budget).
 */
export function CheckItem({ checked, onCheckedChange, disabled = false, size = 'md', children, details, labelProps, rootProps }: CheckItemProps) {
  const id = useId();
  const box = size === 'sm' ? '4' : '5';
  return (
    <chakra.label
      display="flex"
      alignItems="flex-start"
      gap="2.5"
      position="relative"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : undefined}
      fontSize={size === 'sm' ? 'sm' : 'md'}
      {...rootProps}
    >
      <chakra.input
        type="checkbox"
        className="peer"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        aria-labelledby={`${id}-label`}
        aria-describedby={details ? `${id}-details` : undefined}
        position="absolute"
        w={box}
        h={box}
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
      <chakra.span display="flex" flexDirection="column" gap="1" flex="1" minW="0">
        <chakra.span id={`${id}-label`} {...labelProps}>
          {children}
        </chakra.span>
        {details ? (
          <chakra.span id={`${id}-details`} display="flex" flexDirection="column" gap="1">
            {details}
          </chakra.span>
        ) : null}
      </chakra.span>
    </chakra.label>
  );
}
