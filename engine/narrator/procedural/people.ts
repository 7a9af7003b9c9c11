import type { Pronouns } from '@schemas';
import { cap, isVerbForm, lowerFirst, lowerPhrase, sentence, sentencesOf, stripEnd } from '../../language';
import type { ElementBrief } from '../narrator';
import { elementPronouns } from './element-kind';
import { isDesignerText } from './world-read';

// People of a World as a narrator uses them: a name and a shorter one, pronouns, a full look for
// the first meeting and a short reference after it, and what they want and do, read from the
// author's instructions (only the sentences a reader may see, turned into narration).

/** A character ready to be written. */
export type Person = {
  el: ElementBrief;
  name: string;
  /** The name for a second mention ('Ondine Marrow' for 'Surveyor-General Ondine Marrow'). */
  short: string;
  pronouns: Pronouns;
  /** The first sentence of the appearance, as a clause ('a small woman in her seventies in a black Survey coat ...'). */
  look: string;
  /** A few words of the appearance for later mentions ('a small woman in her seventies'). */
  epithet: string;
  /** What they do and want, as sentences about them. */
  intents: string[];
};

const TITLES = /^(surveyor-general|dr|doctor|captain|mayor|inspector|detective|professor|sister|chief|mr|mrs|ms|miss|sir|lady|lord|old|father|mother|aunt|uncle|granny|grandpa|editor|mediator|commander|pilot|chief engineer|engineer|officer|doña|don)\s+/i;

/** How a character is named after the first time: 'Surveyor-General Ondine Marrow' -> 'Ondine Marrow'. */
export function shortName(name: string): string {
  const t = name.replace(/,.*$/, '').trim();
  const words = t.split(/\s+/);
  if (words.length <= 2) return t;
  const stripped = t.replace(TITLES, '');
  return stripped.split(/\s+/).length >= 2 && stripped !== t ? stripped : t;
}

function epithetOf(look: string): string {
  const cut = look.split(/,|;|\swith\s|\swho\s|\sin a\s|\swearing\s/)[0] ?? look;
  const words = cut.trim().split(/\s+/).slice(0, 6).join(' ');
  return words.length > 3 ? lowerFirst(words) : '';
}

/** Narratable sentences about a person, read from their instructions ('She hides that her hand trembles.'). */
export function intentsOf(el: ElementBrief, name: string): string[] {
  const out: string[] = [];
  const parts = el.instructions.split(/(?<=[.!?])\s+|;\s*/).map((x) => x.trim()).filter(Boolean);
  for (const raw of parts) {
    const s = stripEnd(raw);
    if (!s) continue;
    const as = s.match(/^(?:play|portray|write|treat)\s+(?:her|him|them|it)\s+as\s+(.+?)(?:,\s*(?:never|not|but)\b.*)?$/i);
    if (as) {
      out.push(sentence(`${name} is ${lowerPhrase(as[1] as string)}`));
      continue;
    }
    if (isDesignerText(s)) continue;
    const pron = s.match(/^(She|He|It)\s+(.+)$/);
    if (pron) {
      out.push(sentence(`${name} ${pron[2]}`));
      continue;
    }
    const firstWord = (s.match(/^[A-Za-z']+/)?.[0] ?? '').toLowerCase();
    if (/ly$/.test(firstWord) || /[“"]/.test(s)) continue;
    // 'Speaks in riddles' and 'Never lies outright' describe habits.
    if (/^[a-z]+s$/.test(firstWord) && isVerbForm(firstWord)) {
      out.push(sentence(`${name} ${s.charAt(0).toLowerCase()}${s.slice(1)}`));
      continue;
    }
    // 'Gruff, and loyal once won.' and 'A former navy cook ...' describe who they are.
    const head = s.split(/\s+/).slice(0, 4).map((w) => w.toLowerCase().replace(/[,.]/g, ''));
    if (!head.some((w) => isVerbForm(w) && !/(ed|en)$/.test(w)) && s.split(/\s+/).length <= 16 && !/^(the|this|these|those|when|if|as)\b/i.test(s)) {
      out.push(sentence(`${name} is ${lowerPhrase(s)}`));
    }
  }
  return out.filter((x) => x.split(/\s+/).length <= 28);
}

/** A character element as a person to write. */
export function personOf(el: ElementBrief): Person {
  // 'Unknown.' is not a look: the first sentence of three words or more is.
  const look = stripEnd(sentencesOf(el.appearance).find((x) => x.split(/\s+/).length >= 3 && !isDesignerText(x)) ?? '');
  const pronouns = elementPronouns(el);
  return {
    el,
    name: el.name,
    short: shortName(el.name),
    pronouns,
    // Written to stand alone ('Small and quick, cropped hair ...'): lower-cased after 'you spot her:', unless it opens with a name.
    look: look ? lowerPhrase(look) : '',
    epithet: epithetOf(look),
    intents: intentsOf(el, el.name),
  };
}

/** A fact about someone told about them: pronoun openings become their name ('She signed ...' -> 'Ondine signed ...'). */
export function factAbout(fact: string, name: string): string {
  return cap(stripEnd(fact).replace(/^(She|He|It|They)\b/, name));
}
