// The app of organisers and judges (index.html): every route; the sign-in pages come with it, the
// admin screens and the judge's area are downloaded when opened (ADR 019).
import './lib/zod-jitless';
import { mountApp } from './app/mount-app';
import { createAppRouter } from './app/router';
import { applyWaitingVersionOn, registerServiceWorker } from './app/service-worker';

const router = createAppRouter();
registerServiceWorker();
router.subscribe((state) => applyWaitingVersionOn(state.location.pathname));
mountApp(router);
