import { z } from 'zod';

// Our content security policy allows no eval. zod would try `new Function` once to see whether it
// may compile its object parsers, and the browser reports that try as a policy violation on every
// page. Imported first by each entry: zod reads the setting when a schema is made, at import time.
z.config({ jitless: true });
