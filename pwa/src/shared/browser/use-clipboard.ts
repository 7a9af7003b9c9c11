import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a 'Copied' notice stays (spec 1 §9). */
export const COPIED_NOTICE_MS = 2000;

/** Copies text to the clipboard; falls back to a hidden textarea where the async API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure context): try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copy with a 2-second notice: `copied` holds the key of what was copied last (or null).
 * @example const { copied, copy } = useClipboard(); copy(link, 'link'); copied === 'link'
 */
export function useClipboard(): { copied: string | null; copy: (text: string, key?: string) => Promise<boolean> } {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string, key = 'default') => {
    const ok = await copyText(text);
    if (ok) {
      clearTimeout(timer.current);
      setCopied(key);
      timer.current = setTimeout(() => setCopied(null), COPIED_NOTICE_MS);
    }
    return ok;
  }, []);
  return { copied, copy };
}
