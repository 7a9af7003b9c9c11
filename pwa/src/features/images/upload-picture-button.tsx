// 'Upload picture' beside each image button of the World editor (issue 27, spec 2 §7
// POST /templates/{id}/files): one's own PNG, JPEG, WebP or SVG for the cover, an element or a
// portrait. Blocked with the same tooltip as generating (no permission, not saved); the server
// checks the file and says why it refuses one.
import { IMAGE_TEXTS } from '@schemas';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { BanIcon, UploadIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';
import { Tooltip } from '../../shared/ui/tooltip';
import { uploadTemplatePicture, type PictureTarget } from './images-api';

/** The picture types the server takes (checked there by their bytes). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml,.png,.jpg,.jpeg,.webp,.svg';

/** Props of an UploadPictureButton. */
export type UploadPictureButtonProps = {
  templateId: string;
  target: PictureTarget;
  /** Why no picture can be uploaded now (no permission, not saved), or null. */
  blocked: string | null;
  /** Names what the picture is for, for screen readers ('Upload a picture of The Old Mill'). */
  accessibleName: string;
};

/** The upload button and, after a refusal, the server's reason; see the file comment. */
export function UploadPictureButton({ templateId, target, blocked, accessibleName }: UploadPictureButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noPermission = blocked === IMAGE_TEXTS.noPermissionTooltip;

  const send = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      await uploadTemplatePicture(templateId, target, file);
    } catch (e) {
      console.error('[UploadPictureButton]', e);
      setError(isApiError(e) ? (e.isConnectivity ? 'Uploading a picture needs a connection.' : e.errorMessage) : 'The picture could not be uploaded. Try again.');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const button = (
    <button
      type="button"
      className={buttonClass('secondary', 'md')}
      aria-disabled={blocked !== null || busy}
      aria-label={accessibleName}
      aria-describedby={error ? errorId : undefined}
      onClick={() => {
        if (blocked === null && !busy) input.current?.click();
      }}
    >
      {busy ? <Spinner className="size-4" /> : noPermission ? <BanIcon className="size-4 text-danger-600" /> : <UploadIcon className="size-4" />}
      {busy ? 'Uploading…' : 'Upload picture'}
    </button>
  );
  return (
    <div className="flex flex-col items-start gap-1">
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        data-upload-picture
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
      />
      {blocked === null ? button : <Tooltip content={blocked}>{button}</Tooltip>}
      {error && (
        <p id={errorId} role="alert" className="max-w-xs text-sm text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
