import { registerSW } from 'virtual:pwa-register';
import { ROUTES } from '@showgrid/shared/paths';
import { flushFailedRequestStorage } from '../offline/failed-request-store';
import { flushJudgeStorage } from '../features/judging/stores/judge-store';

/** A long-running tablet tab still learns of a new release. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyWaitingVersion: (() => Promise<void>) | null = null;
/** This tab asked the new version to take over (at a page change, storage flushed): reload at once. */
let applying = false;
/** Another tab let the new version take over: reload at this tab's next safe page change. */
let reloadPending = false;

const flushDeviceStorage = () => Promise.all([flushJudgeStorage(), flushFailedRequestStorage()]);
/** Never under a judge's open scoring sheet (its sliders live only in the page). */
const safeToReload = (pathname: string) => pathname !== ROUTES.judgeScoring;

/**
 * Registers the service worker (ADR 011). A new release waits instead of taking over at once:
 * it is applied by reloading at the next page change away from a scoring sheet, after the
 * judging data and the queue are on disk, so a judge never loses a half-entered score to an
 * update; other open tabs reload at their own next safe page change, not in the middle of a form.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      applyWaitingVersion = () => updateServiceWorker(true);
    },
    onNeedReload: () => {
      if (applying) window.location.reload();
      else reloadPending = true;
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

/** Called on every page change: takes a new release at a safe moment (see registerServiceWorker). */
export function applyWaitingVersionOn(pathname: string): void {
  if (!safeToReload(pathname)) return;
  if (reloadPending) {
    reloadPending = false;
    void flushDeviceStorage().then(() => window.location.reload());
    return;
  }
  if (applyWaitingVersion === null) return;
  const apply = applyWaitingVersion;
  applyWaitingVersion = null;
  void flushDeviceStorage().then(() => {
    applying = true;
    return apply();
  });
}
