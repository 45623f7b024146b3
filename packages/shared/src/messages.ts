import { english } from './i18n/english.ts';

/**
 * The server's answers when what a request names does not exist: one wording each, sent by every
 * module that looks the thing up, and matched by the web and the tests.
 */
export const EVENT_NOT_FOUND = english(/*i18n*/ { id: 'Event not found.' });
export const VEHICLE_NOT_FOUND = english(/*i18n*/ { id: 'Vehicle not found.' });
export const CATEGORY_NOT_FOUND = english(/*i18n*/ { id: 'Category not found.' });
export const JUDGE_NOT_FOUND = english(/*i18n*/ { id: 'Judge not found.' });
export const VOTE_NOT_FOUND = english(/*i18n*/ { id: 'Vote not found.' });
/** SPEC §3/§8's words on the visitor's vehicle page (and the gate's lookup), capitalised as SPEC has them. */
export const VEHICLE_NOT_FOUND_SPEC = english(/*i18n*/ { id: 'Vehicle Not Found.' });
