import { ROUTES } from '@showgrid/shared/paths';
import type { MailMessage, Mailer } from '../../plugins/mail.ts';

interface Recipient {
  name: string;
  email: string;
}

function signInLines(mailer: Mailer, email: string, password: string | null): string[] {
  return [
    `Sign in on your tablet at: ${mailer.link(ROUTES.judgeLogin)}`,
    `E-mail: ${email}`,
    password === null ? 'Password: the one the show organiser gave you.' : `Password: ${password}`,
  ];
}

/** Sent when an admin creates a judge; carries the password only when it was generated. */
export function welcomeMail(mailer: Mailer, judge: Recipient, password: string | null): MailMessage {
  return {
    to: judge.email,
    subject: 'Your Showgrid judge account',
    text: [
      `Hello ${judge.name},`,
      '',
      'A show organiser has created a judge account for you on Showgrid.',
      '',
      ...signInLines(mailer, judge.email, password),
      '',
      'Please keep your password to yourself. If you did not expect this message, tell the show organiser.',
    ].join('\n'),
  };
}

/** Sent when an admin resets a judge's password; earlier sessions have been signed out. */
export function passwordResetMail(mailer: Mailer, judge: Recipient, password: string): MailMessage {
  return {
    to: judge.email,
    subject: 'Your new Showgrid password',
    text: [
      `Hello ${judge.name},`,
      '',
      'A show organiser has reset your Showgrid password. Tablets signed in with the old one have been signed out.',
      '',
      ...signInLines(mailer, judge.email, password),
      '',
      'Please keep your password to yourself.',
    ].join('\n'),
  };
}
