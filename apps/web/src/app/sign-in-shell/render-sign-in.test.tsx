import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ROUTES, SIGN_IN_SHELLS } from '@showgrid/shared/paths';
import { AppRoot } from '../mount-app';
import { routes } from '../router';
import { renderSignIn } from './render-sign-in';
import { signInWords } from './sign-in-words';

const HEADINGS: Record<string, string> = {
  [ROUTES.judgeLogin]: 'Welcome, Judge',
  [ROUTES.adminLogin]: 'Welcome to Showgrid',
  [ROUTES.gateLogin]: 'Gate check-in',
};

/** The shell's markup in a page, as the browser parses it before the script runs. */
function shellPage(path: string, html = renderSignIn(path).html): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}

describe('the sign-in shells (ADR 043)', () => {
  it.each(Object.keys(SIGN_IN_SHELLS))('%s carries its page: heading, labelled fields, a button that waits for the script', (path) => {
    const shell = within(shellPage(path));
    expect(shell.getByRole('heading', { level: 1 })).toHaveTextContent(HEADINGS[path] ?? 'missing');
    expect(shell.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(shell.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // Enabled, a submit before the script would send the password in the address (a GET).
    expect(shell.getByRole('button', { name: /^Sign in$/i })).toBeDisabled();
  });

  it.each(Object.keys(SIGN_IN_SHELLS))('%s is hydrated as it is: no mismatch, the same nodes, what was typed kept', async (path) => {
    const root = shellPage(path);
    const heading = within(root).getByRole('heading', { level: 1 });
    const email = within(root).getByLabelText('Email');
    if (!(email instanceof HTMLInputElement)) throw new Error('the Email field is not an input');
    email.value = 'typed@early.example';
    const mismatch = vi.fn();
    // Testing Library's own render sets it; this one hydrates by hand.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const app = <AppRoot router={createMemoryRouter(routes, { initialEntries: [path] })} />;
    const hydrated = await act(async () => hydrateRoot(root, app, { onRecoverableError: mismatch }));
    onTestFinished(() => act(() => hydrated.unmount()));
    expect(mismatch).not.toHaveBeenCalled();
    expect(within(root).getByRole('heading', { level: 1 })).toBe(heading);
    expect(within(root).getByLabelText('Email')).toHaveValue('typed@early.example');
    expect(within(root).getByRole('button', { name: /^Sign in$/i })).toBeEnabled();
  });
});

const GERMAN_HEADINGS: Record<string, string> = {
  [ROUTES.judgeLogin]: 'Willkommen, Richter',
  [ROUTES.adminLogin]: 'Willkommen bei Showgrid',
  [ROUTES.gateLogin]: 'Check-in am Einlass',
};

describe('the sign-in shells in another language (issue 33)', () => {
  it.each(Object.keys(SIGN_IN_SHELLS))('%s is drawn in German with the words its script will need, no more', (path) => {
    const { html, words } = renderSignIn(path, 'de');
    const shell = within(shellPage(path, html));
    expect(shell.getByRole('heading', { level: 1 })).toHaveTextContent(GERMAN_HEADINGS[path] ?? 'missing');
    expect(shell.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(shell.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(shell.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    // What the page says later (an empty field, a refusal's fallback) rides along; the app's other words do not.
    expect(words?.['This field is required.']).toBeDefined();
    expect(words?.['Login failed']).toBeDefined();
    expect(Object.keys(words ?? {}).length).toBeLessThan(40);
    expect(renderSignIn(path).words).toBeNull();
  });

  it.each(Object.keys(SIGN_IN_SHELLS))('%s hydrates in German from those words: no mismatch, and a refusal in German', async (path) => {
    const { html, words } = renderSignIn(path, 'de');
    const root = shellPage(path, html);
    const heading = within(root).getByRole('heading', { level: 1 });
    const mismatch = vi.fn();
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const app = <AppRoot router={createMemoryRouter(routes, { initialEntries: [path] })} words={signInWords(words ?? {})} />;
    const hydrated = await act(async () => hydrateRoot(root, app, { onRecoverableError: mismatch }));
    onTestFinished(() => act(() => hydrated.unmount()));
    expect(mismatch).not.toHaveBeenCalled();
    expect(within(root).getByRole('heading', { level: 1 })).toBe(heading);
    const button = within(root).getByRole('button', { name: 'Anmelden' });
    expect(button).toBeEnabled();
    await act(async () => button.click());
    expect(within(root).getByLabelText('E-Mail')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
  });
});
