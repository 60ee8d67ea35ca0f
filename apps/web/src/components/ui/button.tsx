import { Button as ChakraButton, Spinner, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';

export type { ButtonProps };

/**
 * Chakra's Button, except while `loading`: Chakra sets the `disabled` attribute then, and a
 * disabled button loses keyboard focus — it fell to <body>, so she never heard the new state and
 * her next Tab started from the top. Here a busy button stays focusable and named: `aria-disabled`
 * (styled like disabled by Chakra's `_disabled` condition), `aria-busy`, a spinner beside its
 * label, and every press ignored (a form's implicit submission too: its click is cancelled) until
 * the save settles (docs/decisions/115-keyboard-and-screen-reader.md: focus after a save).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const { loading, loadingText, spinner, spinnerPlacement = 'start', children, onClick, disabled, ...rest } = props;
  if (!loading || props.asChild) {
    return (
      <ChakraButton ref={ref} onClick={onClick} disabled={disabled} loading={props.asChild ? loading : undefined} {...rest}>
        {children}
      </ChakraButton>
    );
  }
  const ignore = (e: MouseEvent<HTMLButtonElement>) => e.preventDefault();
  const mark = spinner ?? <Spinner size="inherit" borderWidth="0.125em" color="inherit" aria-hidden="true" />;
  return (
    // Never the `disabled` attribute while busy (even when the caller also passes disabled={isPending}).
    <ChakraButton ref={ref} {...rest} aria-disabled="true" aria-busy="true" data-loading="" onClick={ignore}>
      {spinnerPlacement === 'start' ? mark : null}
      {loadingText ?? children}
      {spinnerPlacement === 'end' ? mark : null}
    </ChakraButton>
  );
});
