import { english } from '@showgrid/shared/i18n/english';
import { inScreensLanguage } from './screen-words';
import { showErrorMessage } from './show-error';

export const SESSION_EXPIRED_MESSAGE = english(/*i18n*/ { id: 'Session expired. Please log in again.' });

export interface SessionEnd {
  /** False when another tab stored a newer session on the device, which this tab must leave alone. */
  deviceCleared: boolean;
}

/** What the API client needs from the app; lib code knows neither the session store nor routes. */
export interface SessionBinding {
  /** True while the app shows a signed-in user. */
  isSignedIn: () => boolean;
  /** Forgets the signed-in user and routes to a login page. */
  onExpired: (end: SessionEnd) => void;
}

let binding: SessionBinding | null = null;

/** The app layer binds its session once; returns the unbind. */
export function bindSession(next: SessionBinding): () => void {
  binding = next;
  return () => {
    if (binding === next) binding = null;
  };
}

export function hasSignedInUser(): boolean {
  return binding?.isSignedIn() ?? false;
}

/** Tells the user and hands over to the app. Returns null: the request gets no token to replay. */
export function endSession(end: SessionEnd): null {
  showErrorMessage(inScreensLanguage(SESSION_EXPIRED_MESSAGE), { id: 'session-expired' });
  binding?.onExpired(end);
  return null;
}
