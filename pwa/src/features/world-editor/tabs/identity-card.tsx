import { PRONOUN_PRESETS, type PlayerSlot } from '@schemas';
import * as Y from 'yjs';
import { asYMap, useYJson, useYMapValue } from '../doc/world-doc-hooks';
import { edit } from '../doc/world-doc-ops';
import { CommittedInput } from '../fields/committed-input';
import { PresencePlace } from '../fields/field-presence';
import { ValueSelect } from '../fields/value-controls';
import { YTextInput } from '../fields/y-text-input';
import { IdentityPicture } from './world-pictures';

const PRONOUN_KEYS = ['personal', 'object', 'possessive', 'reflexive'] as const;
const CUSTOM = 'custom';

/** Which preset a set of pronouns is, or 'custom'. */
export function presetOf(pronouns: Record<string, unknown> | undefined): string {
  for (const [name, preset] of Object.entries(PRONOUN_PRESETS)) {
    if (PRONOUN_KEYS.every((k) => pronouns?.[k] === preset[k])) return name;
  }
  return CUSTOM;
}

/** One possible character identity of a slot: name, pronouns (presets he/him, she/her, they/them, it/its), appearance. */
export function IdentityCard({ identity, index, base, slot }: { identity: Y.Map<unknown>; index: number; base: string; slot: PlayerSlot }) {
  const pronounsMap = asYMap(useYMapValue(identity, 'pronouns'));
  const pronouns = useYJson<Record<string, unknown>>(pronounsMap);
  const preset = presetOf(pronouns);
  const fieldBase = `${base}.identity.${index}`;

  const setPronouns = (values: Record<string, string>) =>
    edit(identity, () => {
      let target = asYMap(identity.get('pronouns'));
      if (!target) {
        target = new Y.Map<unknown>();
        identity.set('pronouns', target);
      }
      for (const [k, v] of Object.entries(values)) if (target.get(k) !== v) target.set(k, v);
    });

  return (
    <li className="space-y-4 rounded-2xl border border-parchment-300 bg-white/70 p-4 shadow-card">
      <PresencePlace name={`Identity ${index + 1}`}>
        <h4 className="font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">Identity {index + 1}</h4>
        <YTextInput map={identity} field="name" label="Name" fieldId={`${fieldBase}.name`} requiredMessage="An identity needs a name." maxLength={80} />
        <ValueSelect
          label="Pronouns"
          fieldId={`${fieldBase}.pronouns`}
          value={preset}
          options={[...Object.keys(PRONOUN_PRESETS).map((p) => ({ value: p, label: p })), { value: CUSTOM, label: 'Custom' }]}
          onChange={(v) => {
            const chosen = PRONOUN_PRESETS[v];
            if (chosen) setPronouns(chosen);
          }}
        />
        {preset === CUSTOM && (
          <div className="grid grid-cols-2 gap-3">
            {PRONOUN_KEYS.map((k) => (
              <CommittedInput
                key={k}
                label={k.charAt(0).toUpperCase() + k.slice(1)}
                fieldId={`${fieldBase}.pronouns.${k}`}
                value={typeof pronouns?.[k] === 'string' ? (pronouns[k] as string) : ''}
                validate={(v) => (v.trim() ? null : 'Required.')}
                onCommit={(v) => setPronouns({ [k]: v.trim() })}
              />
            ))}
          </div>
        )}
        <YTextInput map={identity} field="appearance" label="Appearance" fieldId={`${fieldBase}.appearance`} multiline rows={3} />
        <IdentityPicture identity={identity} slot={slot} index={index} />
      </PresencePlace>
    </li>
  );
}
