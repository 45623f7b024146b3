import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { english, type Message } from '@showgrid/shared/i18n/english';
import { inScreensLanguage } from '../../lib/screen-words';

/**
 * The words of a page the router shows above every language (the error page, the unauthorized
 * page): inside one, its translation; above, the screens' language the person's area last spoke
 * (a judge's tablet whose page failed offline), else English. Only the context, not the
 * translator: the error page comes with the sign-ins, whose bundle carries no @lingui/core.
 */
export function usePageWords(): (message: Message) => string {
  const i18n = useContext(LinguiContext)?.i18n;
  return (message) => (i18n && Object.hasOwn(i18n.messages, message.id) ? i18n._(message) : inScreensLanguage(english(message)));
}
