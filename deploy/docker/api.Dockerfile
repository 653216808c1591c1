# syntax=docker/dockerfile:1
# The API (api/): built with its dev dependencies, run with production ones only, as the
# unprivileged `node` user. Several replicas share DATABASE_URL, JWT_SECRET, REDIS_URL and /data.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-shared/package.json remote-shared/
COPY remote-public/package.json remote-public/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --workspace api --no-audit --no-fund
COPY tsconfig.base.json ./
COPY remote-shared/src/schemas remote-shared/src/schemas
COPY api api
RUN npm run build --workspace api

FROM manifests AS production-deps
RUN npm ci --workspace api --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/package.json package.json
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
# The uploads volume mounts here; a fresh named volume takes this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.js"]
