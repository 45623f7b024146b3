import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (apps/server) listens on 3000 in development (API_URL points elsewhere, e.g. to
// run two dev set-ups side by side); the built app is served by the API server in production.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** Paths the server owns: never answered with the app shell. */
const SERVER_PATHS = /^\/(api|ws|media)(\/|$)/;
/** Pages the server renders (ADR 042): always from the network, never the app shell as if current. */
const SERVER_RENDERED = /^\/(audience|results|register)(\/|$)|^\/awards\/shared\//;

/**
 * The service worker (ADR 011): the whole app shell is precached, so a tablet reloaded in a field
 * without signal still opens; vehicle and category pictures (/media, immutable ids) are kept after
 * the first view. API reads are not cached here: the judge's data lives in the judge store on
 * IndexedDB, and writes go through our own queue (Workbox background sync drops a request on any
 * HTTP reply, PRODUCT "Offline judging").
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['icon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Showgrid',
    short_name: 'Showgrid',
    description: 'Car show judging, audience voting and results.',
    start_url: '/judge/category',
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: '#b91c1c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The gate's QR reader (.wasm, 1 MB) is not precached: a visitor's phone never needs it. The
    // gate page fetches it when it opens, and the runtime cache below keeps it for offline scans.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [SERVER_PATHS, SERVER_RENDERED],
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once, so pictures seen on the first visit are kept;
    // a later release still waits (registerType 'prompt', see src/app/service-worker.ts).
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.wasm'),
        handler: 'CacheFirst',
        options: { cacheName: 'showgrid-wasm', expiration: { maxEntries: 4 }, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'showgrid-media',
          // A show of 800 vehicles with a picture each, plus category icons and judge photos.
          expiration: { maxEntries: 3000, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * The libraries every page runs, in two chunks of their own: they change less often than the app,
 * so they stay cached across releases. Everything else (forms, dialogs, zip, the admin and judge
 * screens) rollup splits along the lazy routes (src/app/routes, ADR 019), so a page downloads only
 * what it renders. A library named here is downloaded by every page, the visitor's included: name
 * one only if that page needs it. (Rollup puts a named module's own imports in its chunk too.)
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler|react-router)\// },
  { name: 'data', test: /\/node_modules\/(@tanstack\/(query-core|react-query)|zod|zustand|idb|react-hot-toast|goober)\// },
];

function vendorChunk(id: string): string | undefined {
  return VENDOR_CHUNKS.find((chunk) => chunk.test.test(id))?.name;
}

/**
 * The server's half of the public pages (ADR 042): `vite build --ssr` writes one self-contained
 * module (React bundled in) to dist-ssr, which the API server imports; never served to browsers.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/public/server-entry.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'public-pages.js' } },
  },
});

/**
 * The sign-in shells' renderer (ADR 043): `vite build --ssr --mode shells` writes a module (the
 * app's routes, React bundled in, the shells' stylesheet inline; the lazy pages' chunks beside it,
 * never loaded) to dist-shells, which scripts/sign-in-shells.mjs runs once to write the sign-ins'
 * HTML; never served or deployed.
 */
const shellsBuild = defineConfig({
  plugins: [react(), tailwindcss()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/sign-in-shell/render-sign-in.tsx',
    outDir: 'dist-shells',
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'render-sign-in.js' } },
  },
});

const clientBuild = defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    // Relative to apps/web: the server serves apps/web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/budgets.mjs: what the sign-ins download.
    manifest: true,
    rollupOptions: {
      // Two pages: the organisers' and judges' app, and the visitor's (the server sends
      // audience.html for the entrant's pages, ADR 019), which carries none of the other's code.
      input: { main: 'index.html', audience: 'audience.html' },
      output: { manualChunks: vendorChunk },
    },
  },
});

/**
 * The browser's half of the public pages (ADR 042), a build of its own (`vite build --mode
 * public`, after the app's, into the same dist/assets): its chunks are React and its own code,
 * never shared with the app's (whose react chunk carries the router), and the service worker
 * precaches none of it. The server reads its manifest to name the script, its imports and its
 * stylesheet.
 */
const publicBuild = defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/public-manifest.json',
    rollupOptions: { input: { public: 'src/public/client-entry.tsx' } },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => {
  if (isSsrBuild) return mode === 'shells' ? shellsBuild : ssrBuild;
  return mode === 'public' ? publicBuild : clientBuild;
});
