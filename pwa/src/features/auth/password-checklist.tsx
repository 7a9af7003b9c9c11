import { CheckIcon } from '../../shared/icons/icons';
import { CircleIcon } from '../../shared/icons/user-menu-icons';
import { passwordChecks, type PasswordCheck } from './auth-validation';

/**
 * The live password checklist (spec 1 §5): 8+ characters, and at least 3 of lowercase,
 * uppercase, number and special character, each ticked as it is met while typing.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const checks = passwordChecks(password);
  const enough = checks.classesMet >= 3;
  return (
    <div id={id} className="mt-2 rounded-xl border border-parchment-300 bg-parchment-50 px-3 py-2.5 text-sm">
      <p className="sr-only">Password requirements:</p>
      <ul className="space-y-1">
        <Item check={checks.length} />
        <li className="pt-0.5">
          <span className={`flex items-center gap-2 font-medium ${enough ? 'text-success-600' : 'text-ink-800'}`}>
            <Mark met={enough} />
            At least 3 of these ({Math.min(checks.classesMet, 4)} of 4):
          </span>
          <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 pl-6">
            {checks.classes.map((c) => (
              <Item key={c.id} check={c} />
            ))}
          </ul>
        </li>
      </ul>
    </div>
  );
}

function Item({ check }: { check: PasswordCheck }) {
  return (
    <li className={`flex items-center gap-2 ${check.met ? 'text-success-600' : 'text-ink-700'}`}>
      <Mark met={check.met} />
      {check.label}
      <span className="sr-only">{check.met ? ' (met)' : ' (not met)'}</span>
    </li>
  );
}

function Mark({ met }: { met: boolean }) {
  return met ? <CheckIcon className="size-4 shrink-0" /> : <CircleIcon className="size-4 shrink-0 text-ink-500" />;
}
