import { z } from 'zod';
import { english } from './i18n/english.ts';

/**
 * SPEC §5's wording for a missing value, everywhere a schema does not say otherwise.
 * Imported once at start-up by the server and the web app.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return english(/*i18n*/ { id: 'This field is required.' });
    return undefined;
  },
});
