import type { PublicationStatus } from '@schemas';

/** Badge colours of the publication statuses (spec 2 §4): gray, amber, green, purple. */
const TONE: Record<PublicationStatus, string> = {
  Draft: 'bg-gray-100 text-gray-700 ring-gray-300',
  Review: 'bg-amber-100 text-amber-800 ring-amber-300',
  Published: 'bg-green-100 text-green-800 ring-green-300',
  Private: 'bg-purple-100 text-purple-800 ring-purple-300',
};

/** A template's status; on small screens only its first 5 characters (spec 2 §2). */
export function TemplateStatusBadge({ status, small }: { status: PublicationStatus; small: boolean }) {
  return (
    <span title={status} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}>
      {small ? status.slice(0, 5) : status}
    </span>
  );
}
