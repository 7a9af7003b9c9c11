import { useState } from 'react';
import { InfoIcon } from '../../shared/icons/icons';
import { siteConfig } from '../../shared/site-config';

const DISMISSED_KEY = 'taleforge.assistant.model-notice-dismissed';

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Said once, where the assistant is used, when the server has no AI model: the offline assistant
 * builds from the creator's own words; a model writes richer Worlds, and this is how an admin
 * connects one. Dismissed for good on this device.
 */
export function ModelNotice() {
  const [hidden, setHidden] = useState(() => siteConfig().aiModel === true || dismissed());
  if (hidden) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: hidden for this visit only.
    }
    setHidden(true);
  };
  return (
    <aside role="note" aria-label="About the offline assistant" className="flex items-start gap-3 rounded-2xl border border-info-600/25 bg-info-50 px-4 py-3 text-sm text-ink-800">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-info-600" />
      <div className="min-w-0 flex-1">
        <p>
          The assistant works offline here: it builds the World from your own words. An AI model writes richer Worlds. An admin connects one by starting the server with{' '}
          <code className="rounded bg-white px-1">OPENAI_API_KEY</code> (and, for another provider such as Ollama, <code className="rounded bg-white px-1">OPENAI_BASE_URL</code> and{' '}
          <code className="rounded bg-white px-1">OPENAI_MODEL</code>), as the README describes.
        </p>
      </div>
      <button type="button" onClick={dismiss} className="-my-1 min-h-9 shrink-0 rounded-full px-3 text-sm font-semibold text-info-600 hover:bg-white">
        Got it
      </button>
    </aside>
  );
}
