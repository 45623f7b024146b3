import { english } from '@showgrid/shared/i18n/translate';
import { VOTING } from '@showgrid/shared/limits';
import type { Locale } from '@showgrid/shared/locales';
import { i18nFor } from '../../lib/i18n.ts';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';

export const OTP_SUBJECT = english(/*i18n*/ { id: 'Your Showgrid voting code' });

/** What the mail adds for this inbox: whether it already voted at the show of the vehicle asked about; its language. */
export interface MailNote {
  alreadyVoted?: boolean;
  /** The visitor's (their choice, else their browser's, else the show's; issue 33): English when not known. */
  locale?: Locale;
}

export const ALREADY_VOTED_NOTE = english(
  /*i18n*/ { id: 'This address has already voted in this show: a second vote will not be counted.' },
);

/**
 * The code and how long it works. It is not in the subject: subjects show on lock screens and in
 * mail-server logs. An inbox that already voted at the show is told so here, where only its owner
 * reads it, rather than to whoever typed the address (ADR 032).
 */
export function otpMail(to: string, code: string, note: MailNote = {}): MailMessage {
  const i18n = i18nFor(note.locale ?? 'en');
  const already = i18n._(ALREADY_VOTED_NOTE);
  const intro = i18n._(/*i18n*/ { id: 'Your code to vote at the show:' });
  const works = i18n._(
    /*i18n*/ {
      id: '{minutes, plural, one {It works once, for # minute. Type it on the voting page on your phone.} other {It works once, for # minutes. Type it on the voting page on your phone.}}',
      values: { minutes: VOTING.otpValidityMinutes },
    },
  );
  const ignore = i18n._(/*i18n*/ { id: 'If you did not ask for a code, you can ignore this message: no vote is cast without it.' });
  return {
    to,
    subject: i18n._(OTP_SUBJECT),
    text: [...(note.alreadyVoted ? [already, ''] : []), intro, '', code, '', works, '', ignore].join('\n'),
    html: [
      ...(note.alreadyVoted ? [`<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(already)}</p>`] : []),
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(works)}</p>`,
      `<p style="margin:0;color:#6b7280">${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
