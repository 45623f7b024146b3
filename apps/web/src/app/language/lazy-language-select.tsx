import { lazyPage } from '../lazy-page';

/**
 * The language picker for frames the sign-ins' bundle holds (the organiser's, the gate's): its
 * chunk (with the translator's store) is the language scope's, already downloaded when a signed-in
 * frame shows, so the sign-ins carry neither (ADR 046).
 */
export const LazyLanguageSelect = lazyPage(() => import('./language-select').then((m) => m.LanguageSelect));
