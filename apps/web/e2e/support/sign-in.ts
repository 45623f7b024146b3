import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A sign-in's words in the page's language (issue 33: the shell speaks the browser's); English unless said. */
export interface SignInWords {
  email: string;
  password: string;
  /** The judge's and the gate's button; the organiser's says its own (`adminSubmit`). */
  submit: string;
  adminSubmit: string;
}
const ENGLISH: SignInWords = { email: 'Email', password: 'Password', submit: 'Sign in', adminSubmit: 'Sign In' };
export const FRENCH_SIGN_IN: SignInWords = { email: 'E-mail', password: 'Mot de passe', submit: 'Connexion', adminSubmit: 'Se connecter' };

export async function fillLogin(page: Page, email: string, password: string, words: SignInWords = ENGLISH): Promise<void> {
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
}

export async function signInAdmin(page: Page, email: string, password: string, words: SignInWords = ENGLISH): Promise<void> {
  await page.goto('/admin/login');
  await fillLogin(page, email, password, words);
  await page.getByRole('button', { name: words.adminSubmit }).click();
  await page.waitForURL('**/admin/dashboard');
}

export async function signInJudge(page: Page, email: string, password: string, words: SignInWords = ENGLISH): Promise<void> {
  await page.goto('/judge/login');
  await fillLogin(page, email, password, words);
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForURL('**/judge/category');
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the client-side router settles on `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
  expect(pathOf(page)).toBe(path);
}
