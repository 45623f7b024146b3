import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

// The translator and the language's words download with the first signed-in screen, not with the
// sign-ins (their budget, ADR 046); the judge's chunk and this one are precached for the field.
const AppLanguageScope = lazyPage(() => import('../language/app-language-scope').then((m) => m.AppLanguageScope));

/** Routes whose screens speak the person's own language (issue 33). */
export const inLanguage = (children: RouteObject[]): RouteObject => ({ element: <AppLanguageScope />, children });
