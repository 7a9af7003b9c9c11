import { isAdminUser, useAuth } from '../auth';
import { OfflineModelNote } from '../../shared/ui/offline-model-note';

/** What a non-admin is told instead of the server's settings (issue 27): only an admin can connect a model. */
export const ASK_AN_ADMIN = 'Ask an admin to connect an AI model.';

/** Whether the signed-in user runs the server's settings (an admin): only they are told about OPENAI_API_KEY. */
export function useSeesServerSettings(): boolean {
  return isAdminUser(useAuth({ lazy: true }).user);
}

/**
 * Said once where the assistant is used, when the server has no AI model (the app's one offline
 * note, dismissed for good with 'Got it'): the offline assistant builds from the creator's own
 * words; a model writes richer Worlds. An admin reads how to connect one; an author, to ask an admin.
 */
export function ModelNotice() {
  const admin = useSeesServerSettings();
  return (
    <OfflineModelNote id="world-assistant">
      {admin ? (
        <p>
          The <strong>offline assistant</strong> builds Worlds from your own words. An AI model writes richer Worlds: an admin connects one by starting the server with{' '}
          <code>OPENAI_API_KEY</code> (for another provider such as Ollama, also <code>OPENAI_BASE_URL</code> and <code>OPENAI_MODEL</code>), as the README describes.
        </p>
      ) : (
        <p>
          The <strong>offline assistant</strong> builds Worlds from your own words. An AI model writes richer Worlds. {ASK_AN_ADMIN}
        </p>
      )}
    </OfflineModelNote>
  );
}
