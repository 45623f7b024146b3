/** A placing in words, for the entrant (kept beside the components, in the public pages' catalog). */
export { placingText } from '../components/entrant-words';
