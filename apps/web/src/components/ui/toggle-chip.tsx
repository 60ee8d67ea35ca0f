import { Button, type ButtonProps } from '@chakra-ui/react';

export interface ToggleChipProps extends Omit<ButtonProps, 'onClick' | 'onToggle'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A chip that toggles on/off: a real button with aria-pressed (keyboard and screen-reader friendly). */
export function ToggleChip({ pressed, onPressedChange, children, ...rest }: ToggleChipProps) {
  return (
    <Button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      colorPalette="brand"
      variant={pressed ? 'solid' : 'outline'}
      size="sm"
      borderRadius="full"
      justifyContent="center"
      whiteSpace="normal"
      textTransform="capitalize"
      h="auto"
      minH="10"
      py="2"
      {...rest}
    >
      {children}
    </Button>
  );
}
