import { registerSW } from 'virtual:pwa-register';
import { ROUTES } from '@showgrid/shared/paths';
import { flushFailedRequestStorage } from '../offline/failed-request-store';
import { flushJudgeStorage } from '../features/judging/stores/judge-store';

/** A long-running tablet tab still learns of a new release. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyWaitingVersion: (() => Promise<void>) | null = null;

/**
 * Registers the service worker (ADR 011). A new release waits instead of taking over at once:
 * it is applied by reloading at the next page change away from a scoring sheet, after the
 * judging data and the queue are on disk, so a judge never loses a half-entered score to an update.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      applyWaitingVersion = () => updateServiceWorker(true);
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

/** Called on every page change: applies a waiting release unless the judge is on a scoring sheet. */
export function applyWaitingVersionOn(pathname: string): void {
  if (applyWaitingVersion === null || pathname === ROUTES.judgeScoring) return;
  const apply = applyWaitingVersion;
  applyWaitingVersion = null;
  void Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]).then(apply);
}
