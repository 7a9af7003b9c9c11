import { useCallback, useState } from 'react';

/** A generation running from this device, and the message of the last failure (spec 2 §8: failures are logged; the picture shows failed). */
export type ImageGeneration = { pending: boolean; error: string | null; run: () => void };

/** Runs one image generation call at a time; the picture's status itself comes live from the World's doc. */
export function useImageGeneration(call: () => Promise<unknown>, what: string): ImageGeneration {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(() => {
    setPending(true);
    setError(null);
    call()
      .catch((e: unknown) => {
        console.error(`[images] ${what} failed`, e);
        setError((e instanceof Error && e.message) || 'Unknown error occurred');
      })
      .finally(() => setPending(false));
  }, [call, what]);
  return { pending, error, run };
}
