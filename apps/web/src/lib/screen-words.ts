/**
 * Words shown from outside React (issue 33): a toast an outbox lane raises, the end of a session,
 * the connection notice, the error page rendered above every language. They are kept in English
 * (marked with english(), or the server's words as they came) and worded here in the language of
 * the app's screens, once a signed-in area has said how (wordScreens, e.g. offline/use-offline-sync);
 * as kept until then. The last area's wording stays when it unmounts: its translator follows the
 * language the person chose, and the error page shown after a crash still speaks it.
 *
 * A function, not the translator: lib is in the sign-ins' bundle, which carries no @lingui/core.
 */
let wording: (text: string) => string = (text) => text;

/** How the screens word a text kept in English (`(text) => translated(i18n, text)`). */
export function wordScreens(word: (text: string) => string): void {
  wording = word;
}

/** A text kept in English, in the screens' language where the catalog has it; else as it came. */
export function inScreensLanguage(text: string): string {
  return wording(text);
}
