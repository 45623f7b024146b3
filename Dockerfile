# Showgrid in a container: docs/deploy.md "Docker". One image for both shapes — the embedded
# database in the /data volume, or PostgreSQL with DATABASE_URL (then run as many as you like).
#   docker build -t showgrid .
#   docker run -p 3000:3000 -v showgrid-data:/data -e PUBLIC_URL=https://show.example.org showgrid

# ── build: every workspace's dependencies, then the web app and the server bundle ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── run: the server's production dependencies and the two builds, nothing else ──
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @showgrid/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node as PID 1 gets docker stop's SIGTERM: sockets close, PGlite checkpoints, /data is released.
CMD ["node", "apps/server/dist/server.js"]
