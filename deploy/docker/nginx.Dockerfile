# syntax=docker/dockerfile:1
# The nginx services, one image per origin, unprivileged (uid 101), all configured from deploy/nginx:
#   --target api-lb                            the API's load balancer
#   --target remote --build-arg PACKAGE=remote-public   one remote's build (remote-shared, remote-admin alike)
#   --target shell                             the shell's build, pages passed to the page server
# Each front end is built in its own image, so releasing one remote rebuilds and redeploys only it.
# NODE_IMAGE, NGINX_IMAGE: the base images (a mirror's, or local stand-ins); the optional `npm_ca`
# build secret as in api.Dockerfile.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

# Every front end's dependencies in one layer, the same in shell-server.Dockerfile: built once,
# shared by the four images and reused by a release while the lockfile is unchanged.
FROM ${NODE_IMAGE} AS build
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
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --include-workspace-root --workspace shell --workspace remote-shared --workspace remote-public --workspace remote-admin --no-audit --no-fund
ARG PACKAGE=shell
COPY tsconfig.base.json ./
COPY tools tools
COPY federation federation
COPY contracts contracts
# remote-shared's build also packs its declaration files (dist/types.json) with this script.
COPY scripts/remote-types.mjs scripts/
COPY remote-shared/src remote-shared/src
COPY ${PACKAGE} ${PACKAGE}
RUN npm run build --workspace ${PACKAGE}
# One folder to copy from, whatever the package: the shell's browser files are in dist/public.
# Source maps stay out of the image, and so do the .br files (nginx here has no brotli module).
RUN if [ "${PACKAGE}" = shell ]; then mv shell/dist/public /out; else mv "${PACKAGE}/dist" /out; fi \
 && find /out \( -name '*.map' -o -name '*.map.gz' -o -name '*.br' \) -delete
# A remote's build becomes a release, as npm run release makes one (the singletons are checked
# here): /image-release/<id>/ and current.json naming it. RELEASE_SHA names it after the commit.
COPY scripts/release.mjs scripts/
ARG RELEASE_SHA=
RUN mkdir -p /image-release \
 && if [ "${PACKAGE}" != shell ]; then RELEASE_SHA="${RELEASE_SHA}" node scripts/release.mjs image "${PACKAGE}" /out /image-release; fi

FROM ${NGINX_IMAGE} AS nginx-base
USER root
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/http.conf /etc/nginx/conf.d/00-http.conf
ENV NGINX_ROOT=/usr/share/nginx/html
USER 101

FROM nginx-base AS api-lb
# Each request holds two connections here (the visitor's and the instance's), and slow moments
# pile them up: 1024 per worker (the image's) ran out under load.
USER root
RUN sed -i -E 's/worker_connections +[0-9]+;/worker_connections 8192;/' /etc/nginx/nginx.conf \
 && grep -q 'worker_connections 8192;' /etc/nginx/nginx.conf
USER 101
COPY deploy/nginx/api-lb.conf.template /etc/nginx/templates/
# Follows the replicas' addresses (a restarted container may get another one): reloads nginx.
COPY --chmod=0755 deploy/nginx/api-lb-resolve.sh /docker-entrypoint.d/40-api-lb-resolve.sh

# The origin serves its release volume (docker-compose.yml mounts it on NGINX_ROOT); the image carries
# one release, which deploy/nginx/remote-release.sh adds to the volume when the container starts.
FROM nginx-base AS remote
USER root
# Empty and the image user's: Docker and podman give a new named volume its mount point's owner.
RUN rm -rf /usr/share/nginx/html && mkdir /usr/share/nginx/html && chown 101:101 /usr/share/nginx/html
COPY --chmod=0755 deploy/nginx/remote-release.sh /usr/local/bin/remote-release
RUN ln -s /usr/local/bin/remote-release /docker-entrypoint.d/40-remote-release.sh
USER 101
COPY --from=build /image-release /usr/share/nginx/image-release
COPY deploy/nginx/remote.conf.template /etc/nginx/templates/

FROM nginx-base AS shell
ENV SHELL_RUNTIME_DIR=/tmp/shell-runtime
COPY --from=build /out /usr/share/nginx/html
COPY deploy/nginx/shell.conf.template /etc/nginx/templates/
# Writes runtime-config.json and the client-rendered page's headers from the environment at start.
COPY --chmod=0755 deploy/nginx/shell-runtime.sh /docker-entrypoint.d/15-shell-runtime.sh
