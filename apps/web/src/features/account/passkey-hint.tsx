import { Link, Text } from '@chakra-ui/react';

/** A passkey hint (passkey-words.ts) with the address in it as a link she can follow. */
export function PasskeyHint({ text, textAlign }: { text: string; textAlign?: 'center' }) {
  const match = /(https?:\/\/[^\s]+)$/.exec(text);
  return (
    <Text fontSize="sm" color="fg.muted" textAlign={textAlign} data-testid="passkeys-not-here">
      {match ? (
        <>
          {text.slice(0, match.index)}
          <Link href={match[1]} color="brand.fg" textDecoration="underline">
            {match[1]}
          </Link>
        </>
      ) : (
        text
      )}
    </Text>
  );
}
