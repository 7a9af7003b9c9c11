import type { Identity } from '@schemas';

const capitalize = (s: string): string => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * Fills a background's fluff template with an identity: {name}, {personal}, {object},
 * {possessive}, {reflexive} and their capitalised variants ({Name}, {Personal} ...); double
 * braces ({{name}}) work too.
 * @example fillFluff('{Personal} grew up by the sea.', identity) // 'She grew up by the sea.'
 */
export function fillFluff(template: string, identity: Pick<Identity, 'name' | 'pronouns'>): string {
  const values: Record<string, string> = {
    name: identity.name,
    personal: identity.pronouns.personal,
    object: identity.pronouns.object,
    possessive: identity.pronouns.possessive,
    reflexive: identity.pronouns.reflexive,
  };
  return template.replace(/\{\{?\s*([A-Za-z]+)\s*\}?\}/g, (whole, key: string) => {
    const value = values[key.toLowerCase()];
    if (value === undefined) return whole;
    return key.charAt(0) === key.charAt(0).toUpperCase() ? capitalize(value) : value;
  });
}
