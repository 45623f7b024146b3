import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, newContext } from './support/browser.ts';
import { useBrowser } from './support/devices.ts';
import { adminApi } from './support/api.ts';
import { mailsTo } from './support/mail-sink.ts';
import { codeFromMail } from './support/audience-fixture.ts';
import { inject } from 'vitest';
import { createRegistrationShow } from './support/registration-fixture.ts';
import { uniqueEmail } from './support/unique.ts';

/**
 * The registration page's server form making way for the app's steps (ADR 042) loses nothing the
 * entrant does at that moment: a tap under way ends on the button it began on, and typing goes on
 * in the new field, key for key (CI lost a "Send code" tap made just as the steps arrived).
 */

const PHONE = { width: 390, height: 844 };
const browser = useBrowser();

/** A phone whose download of the app's steps waits for `release()`; the page open on the server's form. */
async function phoneWithHeldSteps(eventId: number): Promise<{ phone: Page; release: () => void }> {
  const context = await newContext(browser(), PHONE);
  onTestFinished(() => context.close());
  const phone = await context.newPage();
  const problems: string[] = [];
  phone.on('pageerror', (error) => problems.push(error.message));
  onTestFinished(() => expect(problems).toEqual([]));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await phone.route('**/assets/register-island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await phone.goto(`/register/${String(eventId)}`);
  await hydrated(phone);
  await phone.locator('[data-register-steps="server"]').waitFor();
  return { phone, release };
}

describe('the registration page as its steps arrive', () => {
  it('lets a tap begun on the server’s Send code end on it: the code is sent', async () => {
    const show = await createRegistrationShow(await adminApi());
    const email = uniqueEmail('tap');
    const { phone, release } = await phoneWithHeldSteps(show.eventId);
    const before = mailsTo(inject('mailDir'), email).length;
    await phone.getByLabel('Email', { exact: true }).fill(email);
    const button = await phone.getByRole('button', { name: 'Send code' }).boundingBox();
    if (!button) throw new Error('no Send code button');
    await phone.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await phone.mouse.down();
    // The steps arrive while the finger is down: they wait for it to lift.
    const arrived = phone.waitForResponse((response) => /register-island-.*\.js$/.test(response.url()));
    release();
    await arrived;
    await phone.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await phone.locator('[data-register-steps="server"]').count()).toBe(1);
    await phone.mouse.up();
    await phone.getByText(`Enter the code we sent to ${email}.`).waitFor();
    expect(await codeFromMail(email, before)).toMatch(/^[0-9]+$/);
  });

  it('keeps the caret where the entrant types: the rest of the code goes into the app’s field, and it signs in', async () => {
    const show = await createRegistrationShow(await adminApi());
    const email = uniqueEmail('caret');
    const { phone, release } = await phoneWithHeldSteps(show.eventId);
    const before = mailsTo(inject('mailDir'), email).length;
    // The server's steps: the address sent as a plain form; the page it answers is the code step.
    await phone.getByLabel('Email', { exact: true }).fill(email);
    await phone.getByRole('button', { name: 'Send code' }).click();
    await phone.getByText(`Enter the code we sent to ${email}.`).waitFor();
    const code = await codeFromMail(email, before);
    const field = phone.getByLabel('Code', { exact: true });
    await field.click();
    await phone.keyboard.type(code.slice(0, 3));
    release();
    await phone.locator('[data-register-steps="app"]').waitFor();
    await phone.keyboard.type(code.slice(3));
    expect(await phone.getByLabel('Code', { exact: true }).inputValue()).toBe(code);
    await phone.getByRole('button', { name: 'Verify code' }).click();
    await phone.getByRole('heading', { name: 'Your car' }).waitFor();
  });
});
