import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ROUTES, SIGN_IN_SHELLS } from '@showgrid/shared/paths';
import { AppRoot } from '../mount-app';
import { routes } from '../router';
import { renderSignIn } from './render-sign-in';

const HEADINGS: Record<string, string> = {
  [ROUTES.judgeLogin]: 'Welcome, Judge',
  [ROUTES.adminLogin]: 'Welcome to Showgrid',
  [ROUTES.gateLogin]: 'Gate check-in',
};

/** The shell's markup in a page, as the browser parses it before the script runs. */
function shellPage(path: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderSignIn(path);
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
