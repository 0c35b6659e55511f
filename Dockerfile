# syntax=docker/dockerfile:1
# Top 5 in production (docs/operations.md, "Deploying with Docker Compose"): the client and the server bundle
# are built in the first stage, the production dependencies installed in the second, and the last stage holds
# only what `npm start` runs (dist/, drizzle/ for the migrations, the offline catalog), as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# `npm run build`: vite for the client (dist/client), esbuild for the server (dist/server/server.mjs).
RUN npm run build

FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/src/server/catalog/offline ./src/server/catalog/offline
# DATA_DIR holds what is not in the database or the object store (mail files when SMTP_URL is unset).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /healthz answers while the process runs (/readyz also checks the database; the proxy needs neither).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server bundle as `npm start` runs it once built; SIGTERM stops it gracefully (SHUTDOWN_GRACE_SECONDS).
CMD ["node", "--enable-source-maps", "dist/server/server.mjs"]
