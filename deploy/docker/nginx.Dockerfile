# syntax=docker/dockerfile:1
# The nginx services, one image per origin, unprivileged (uid 101), all configured from deploy/nginx:
#   --target api-lb                            the API's load balancer
#   --target remote --build-arg PACKAGE=remote-public   one remote's build (remote-shared, remote-admin alike)
#   --target shell                             the shell's build, pages passed to the page server
# Each front end is built in its own image, so releasing one remote rebuilds and redeploys only it.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine

FROM ${NODE_IMAGE} AS build
ARG PACKAGE=shell
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-shared/package.json remote-shared/
COPY remote-public/package.json remote-public/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/
RUN npm ci --workspace ${PACKAGE} --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY tools tools
COPY remote-shared/src remote-shared/src
COPY ${PACKAGE} ${PACKAGE}
RUN npm run build --workspace ${PACKAGE}
# One folder to copy from, whatever the package: the shell's browser files are in dist/public.
RUN if [ "${PACKAGE}" = shell ]; then mv shell/dist/public /out; else mv "${PACKAGE}/dist" /out; fi

FROM ${NGINX_IMAGE} AS nginx-base
USER root
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/http.conf /etc/nginx/conf.d/00-http.conf
ENV NGINX_ROOT=/usr/share/nginx/html
USER 101

FROM nginx-base AS api-lb
COPY deploy/nginx/api-lb.conf.template /etc/nginx/templates/

FROM nginx-base AS remote
COPY --from=build /out /usr/share/nginx/html
COPY deploy/nginx/remote.conf.template /etc/nginx/templates/

FROM nginx-base AS shell
ENV SHELL_RUNTIME_DIR=/tmp/shell-runtime
COPY --from=build /out /usr/share/nginx/html
COPY deploy/nginx/shell.conf.template /etc/nginx/templates/
# Writes runtime-config.json and the client-rendered page's headers from the environment at start.
COPY --chmod=0755 deploy/nginx/shell-runtime.sh /docker-entrypoint.d/15-shell-runtime.sh
