import { OfflineModelNote } from '../../shared/ui/offline-model-note';

/**
 * Said once where the assistant is used, when the server has no AI model (the app's one offline
 * note, dismissed for good with 'Got it'): the offline assistant builds from the creator's own
 * words; a model writes richer Worlds, and this is how an admin connects one.
 */
export function ModelNotice() {
  return (
    <OfflineModelNote id="world-assistant">
      <p>
        The <strong>offline assistant</strong> builds Worlds from your own words. An AI model writes richer Worlds: an admin connects one by starting the server with{' '}
        <code>OPENAI_API_KEY</code> (for another provider such as Ollama, also <code>OPENAI_BASE_URL</code> and <code>OPENAI_MODEL</code>), as the README describes.
      </p>
    </OfflineModelNote>
  );
}
