import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

export async function signInAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

export async function signInJudge(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/judge/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/judge/category');
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the client-side router settles on `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
  expect(pathOf(page)).toBe(path);
}
