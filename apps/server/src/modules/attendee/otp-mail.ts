import { VOTING } from '@showgrid/shared/limits';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';

export const OTP_SUBJECT = 'Your Showgrid voting code';

/** What the mail adds for this inbox: whether it already voted at the show of the vehicle asked about. */
export interface MailNote {
  alreadyVoted?: boolean;
}

export const ALREADY_VOTED_NOTE = 'This address has already voted in this show: a second vote will not be counted.';

/**
 * The code and how long it works. It is not in the subject: subjects show on lock screens and in
 * mail-server logs. An inbox that already voted at the show is told so here, where only its owner
 * reads it, rather than to whoever typed the address (ADR 032).
 */
export function otpMail(to: string, code: string, note: MailNote = {}): MailMessage {
  const minutes = VOTING.otpValidityMinutes;
  return {
    to,
    subject: OTP_SUBJECT,
    text: [
      ...(note.alreadyVoted ? [ALREADY_VOTED_NOTE, ''] : []),
      'Your code to vote at the show:',
      '',
      code,
      '',
      `It works once, for ${minutes} minutes. Type it on the voting page on your phone.`,
      '',
      'If you did not ask for a code, you can ignore this message: no vote is cast without it.',
    ].join('\n'),
    html: [
      ...(note.alreadyVoted ? [`<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(ALREADY_VOTED_NOTE)}</p>`] : []),
      '<p style="margin:0 0 16px">Your code to vote at the show:</p>',
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 16px">It works once, for ${escapeHtml(String(minutes))} minutes. Type it on the voting page on your phone.</p>`,
      '<p style="margin:0;color:#6b7280">If you did not ask for a code, you can ignore this message: no vote is cast without it.</p>',
    ].join('\n'),
  };
}
