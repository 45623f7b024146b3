// Compiled by `npm run i18n` from the PO file beside it (ADR 045): edit that, not this.
import type{Messages}from"@lingui/core";export const messages=JSON.parse("{}")as Messages;