import { sectionMap } from '@engine/world-doc';
import { TAG_CATEGORIES } from '@schemas';
import { useId, useState } from 'react';
import * as Y from 'yjs';
import { CloseIcon } from '../../../shared/icons/icons';
import { asYArray, useYArrayItems, useYMapValue } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { useEditor } from '../editor-context';
import { controlClass } from '../fields/field-frame';
import { FieldPresence } from '../fields/field-presence';

/** Longest tag the template schema accepts. */
const TAG_MAX = 40;

const chip = 'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium';

/** The World's tags: chips to remove, a box to add any tag, and the library's tag categories as suggestions (spec 1 §3). */
export function SetupTags() {
  const { doc, readOnly, focusField } = useEditor();
  const setup = sectionMap(doc, 'setup');
  const list = asYArray(useYMapValue(setup, 'tags'));
  const tags = useYArrayItems(list).filter((t): t is string => typeof t === 'string');
  const [draft, setDraft] = useState('');
  const [showSuggestions, setShowSuggestions] = useState(false);
  const inputId = useId();
  const listId = useId();
  const has = (tag: string) => tags.some((t) => t.toLowerCase() === tag.toLowerCase());

  const add = (raw: string) => {
    const tag = raw.trim().slice(0, TAG_MAX);
    if (!tag || has(tag)) return;
    edit(setup, () => {
      let target = asYArray(setup.get('tags'));
      if (!target) {
        target = new Y.Array<unknown>();
        setup.set('tags', target);
      }
      target.push([tag]);
    });
  };
  const remove = (tag: string) => {
    if (!list) return;
    edit(list, () => {
      // By value at the time of the click: a co-author may have changed the order meanwhile.
      for (let i = list.length - 1; i >= 0; i--) if (list.get(i) === tag) list.delete(i, 1);
    });
  };
  const suggestions = Object.values(TAG_CATEGORIES).flat().filter((t) => !has(t));

  return (
    <div>
      <div className="mb-1 flex items-end gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
          Tags
        </label>
        <FieldPresence fieldId="setup.tags" />
      </div>
      <ul className="mb-2 flex flex-wrap gap-2" aria-label="Tags of this World">
        {tags.length === 0 && <li className="py-2 text-sm text-ink-600">No tags yet.</li>}
        {tags.map((tag) =>
          readOnly ? (
            <li key={tag} className={`${chip} border-night-200 bg-night-100 text-night-700`}>
              {tag}
            </li>
          ) : (
            <li key={tag}>
              <button type="button" onClick={() => remove(tag)} aria-label={`Remove tag ${tag}`} className={`${chip} border-night-200 bg-night-100 text-night-700 hover:border-danger-600 hover:text-danger-600`}>
                {tag}
                <CloseIcon className="size-4" />
              </button>
            </li>
          ),
        )}
      </ul>
      {!readOnly && (
        <>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="text"
              list={listId}
              value={draft}
              maxLength={TAG_MAX}
              placeholder="Add a tag and press Enter"
              autoComplete="off"
              onChange={(e) => setDraft(e.target.value)}
              onFocus={() => focusField('setup.tags', 'Tags')}
              onBlur={() => focusField(null)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                add(draft);
                setDraft('');
              }}
              className={controlClass}
            />
            <datalist id={listId}>
              {suggestions.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </div>
          <button type="button" aria-expanded={showSuggestions} onClick={() => setShowSuggestions((s) => !s)} className="mt-1 min-h-11 text-sm font-semibold text-ember-700 hover:underline">
            {showSuggestions ? 'Hide suggestions' : 'Show suggestions'}
          </button>
          {showSuggestions && (
            <div className="mt-1 space-y-3 rounded-xl bg-parchment-100 p-3">
              {Object.entries(TAG_CATEGORIES).map(([category, options]) => (
                <div key={category} role="group" aria-label={category}>
                  <p className="mb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">{category}</p>
                  <div className="flex flex-wrap gap-2">
                    {options.map((tag) => {
                      const on = has(tag);
                      return (
                        <button
                          key={tag}
                          type="button"
                          aria-pressed={on}
                          onClick={() => (on ? remove(tags.find((t) => t.toLowerCase() === tag.toLowerCase()) ?? tag) : add(tag))}
                          className={`${chip} ${on ? 'border-night-600 bg-night-700 text-white' : 'border-parchment-400 bg-white text-ink-800 hover:border-ink-500'}`}
                        >
                          {tag}
                        </button>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
