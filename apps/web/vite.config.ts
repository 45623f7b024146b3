import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 in development (API_URL points elsewhere, e.g. to
// run two dev set-ups side by side); the built app is served by the API server in production.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks: {
          react: ['react', 'react-dom', 'react-router'],
          data: ['@tanstack/react-query', 'zustand', 'idb', 'zod'],
        },
      },
    },
  },
});
