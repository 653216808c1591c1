# syntax=docker/dockerfile:1
# The page server (shell/server) without the embedded API: API_URL points at the load balancer and
# the remotes' builds are read from their own origins (REMOTE_*_URL). Runs as the `node` user.
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
RUN npm ci --workspace shell --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY tools tools
COPY remote-shared/src remote-shared/src
COPY shell shell
RUN npm run build --workspace shell

# The server's own dependencies and the shared singletons (react, react-dom, the router, Redux),
# which the remotes' server bundles are linked against.
FROM manifests AS production-deps
RUN npm ci --workspace shell --include-workspace-root --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 SERVE_REMOTES=false
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/package.json package.json
COPY --from=build /app/shell/package.json shell/package.json
COPY --from=build /app/shell/dist shell/dist
USER node
EXPOSE 3000
CMD ["node", "shell/dist/server/index.js"]
