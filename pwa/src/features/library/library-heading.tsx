import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../shared/icons/icons';
import { buttonClass } from '../../shared/ui/button-styles';

/** The library's title row: Back (clears the filter, goes home; spec 1 §2), 'Library', and `action` (Share). */
export function LibraryHeading({ action }: { action?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => void navigate('/')} className={buttonClass('ghost', 'md', '-ml-2 px-3')}>
        <ArrowLeftIcon className="size-4" />
        Back
      </button>
      <h1 className="mr-auto text-3xl font-semibold sm:text-4xl">Library</h1>
      {action}
    </div>
  );
}
