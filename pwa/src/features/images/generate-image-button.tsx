// The World editor's image buttons (spec 2 §2, §5): Generate Cover Image, and the picture button of
// each element card and identity. Disabled with the spec's tooltip when a picture cannot be made
// (no permission, with a ban icon; not saved; no prompt or appearance), and while one is painted.
import { IMAGE_TEXTS } from '@schemas';
import { BanIcon, ImageIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/spinner';
import { Tooltip } from '../../shared/ui/tooltip';

/** Props of a GenerateImageButton. */
export type GenerateImageButtonProps = {
  /** The button's words ('Generate Cover Image', 'Generate image'). */
  label: string;
  /** Why a picture cannot be made now (the tooltip), or null. */
  blocked: string | null;
  /** A picture is being painted (by anyone): the button waits. */
  busy: boolean;
  onGenerate: () => void;
  /** Names what the button paints, for screen readers ('Generate image of The Old Lighthouse'). */
  accessibleName?: string;
};

/** Why the viewer cannot generate a picture, by the spec's texts, or null (checked in this order). */
export function imageBlockReason(opts: { canGenerate: boolean; saved: boolean; hasWords: boolean; missingWords: string }): string | null {
  if (!opts.canGenerate) return IMAGE_TEXTS.noPermissionTooltip;
  if (!opts.saved) return IMAGE_TEXTS.saveFirst;
  if (!opts.hasWords) return opts.missingWords;
  return null;
}

/** A generate button; see the file comment. */
export function GenerateImageButton({ label, blocked, busy, onGenerate, accessibleName }: GenerateImageButtonProps) {
  const noPermission = blocked === IMAGE_TEXTS.noPermissionTooltip;
  const button = (
    <button
      type="button"
      className={buttonClass('secondary', 'md')}
      aria-disabled={blocked !== null || busy}
      aria-label={accessibleName}
      onClick={() => {
        if (blocked === null && !busy) onGenerate();
      }}
    >
      {busy ? <Spinner className="size-4" /> : noPermission ? <BanIcon className="size-4 text-danger-600" /> : <ImageIcon className="size-4" />}
      {busy ? 'Generating…' : label}
    </button>
  );
  if (blocked === null) return button;
  return (
    <Tooltip
      content={
        <span className="flex items-center gap-1.5">
          {noPermission && <BanIcon className="size-4 shrink-0" />}
          {blocked}
        </span>
      }
    >
      {button}
    </Tooltip>
  );
}
