import { VOTING } from '@showgrid/shared/limits';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';

export const ENTRANT_CODE_SUBJECT = 'Your Showgrid sign-in code';

/** An entrant's sign-in code: not in the subject (subjects show on lock screens and in mail logs). */
export function entrantCodeMail(to: string, code: string): MailMessage {
  const minutes = VOTING.otpValidityMinutes;
  const lines = [
    'Your code to enter your car and follow your entry:',
    code,
    `It works once, for ${minutes} minutes. Type it on the registration page.`,
    'If you did not ask for a code, you can ignore this message.',
  ];
  return {
    to,
    subject: ENTRANT_CODE_SUBJECT,
    text: lines.join('\n\n'),
    html: [
      `<p style="margin:0 0 16px">${escapeHtml(lines[0] ?? '')}</p>`,
      `<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New',monospace">${escapeHtml(code)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(lines[2] ?? '')}</p>`,
      `<p style="margin:0;color:#6b7280">${escapeHtml(lines[3] ?? '')}</p>`,
    ].join('\n'),
  };
}
