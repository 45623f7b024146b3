import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Paths the server owns: a miss there is a JSON 404, never the web page.
const SERVER_PATH = /^\/(api|ws|media)(\/|\?|$)/;

/**
 * Serves the built web app with history fallback: a GET for a page path answers index.html,
 * so a deep link like /admin/manage-events survives a reload. API paths keep their 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated to pick up a new build.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (SERVER_PATH.test(request.url) || request.method !== 'GET') return reply.code(404).send({ detail: 'Not found.' });
    if (!hasWeb) return reply.code(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
