// The visitor's app (audience.html, which the server sends for /audience/...): the pages of a
// windscreen card and nothing of the organisers' or judges'. No service worker: a phone opens one
// card once and needs nothing offline, so it never downloads the app a service worker would keep.
import './lib/zod-jitless';
import { createBrowserRouter } from 'react-router';
import { mountApp } from './app/mount-app';
import { audienceAppRoutes } from './app/routes/audience-app';

// Toasts at the bottom: on a phone a toast at the top covers the page's heading.
mountApp(createBrowserRouter(audienceAppRoutes), { toastPosition: 'bottom-center' });
