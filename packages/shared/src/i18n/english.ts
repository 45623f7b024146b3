/**
 * Every user-facing text goes through Lingui (ADR 045). A message's id is its English, as SPEC
 * writes it, marked for `lingui extract` where it is written:
 *
 *   const VOTE = /*i18n*\/ { id: 'Vote' };
 *   i18n._(VOTE)  ·  i18n._(/*i18n*\/ { id: '{count, plural, one {# vote} other {# votes}}', values: { count } })
 *
 * `message` only where the English shown differs from the id (two meanings of one English word).
 */
export interface Message {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
}

/** A message with placeholders, as `english` filled it: its id, and how to read the values back out of its English. */
interface Template {
  id: string;
  names: string[];
  pattern: RegExp;
  /** The length of its words between the placeholders: the most specific is tried first. */
  fixed: number;
}

/** Longest words first: "Must be at most 60 characters." is 'Must be at most {max} characters.', not 'Must be at most {max}.'. */
const TEMPLATES: Template[] = [];
const PLACEHOLDER = /\{(\w+)\}/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function remember(id: string): void {
  if (TEMPLATES.some((template) => template.id === id)) return;
  const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const parts = id.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  const fixed = parts.join('').length;
  const template = { id, names, fixed, pattern: new RegExp(`^${parts.map(escaped).join('(.+?)')}$`, 'su') };
  const before = TEMPLATES.findIndex((other) => other.fixed < fixed);
  TEMPLATES.splice(before === -1 ? TEMPLATES.length : before, 0, template);
}

/**
 * A message's English, where the code passes the words on as a string (an API's `detail`, a zod
 * message, a page's data): marked here for `lingui extract`, translated where it is shown, by its
 * id. Simple `{name}` placeholders are filled ("Must be at most 60 characters."), and the message
 * is remembered so `templateOf` can find its id and values again in the English it became.
 */
export const english = (message: Message): string => {
  if (!message.values) return message.id;
  remember(message.id);
  const values = message.values;
  return message.id.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
};

/** The message an English string was filled from (a template `english` filled), with its values: undefined when none. */
export function templateOf(text: string): Message | undefined {
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (match) return { id: template.id, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]])) };
  }
  return undefined;
}
