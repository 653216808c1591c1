#!/bin/sh
# The nginx image's entrypoint: before nginx starts, run /docker-entrypoint.d/*.sh in order
# (sourcing *.envsh), then exec the command.
set -e
if [ "$1" = "nginx" ] || [ "$1" = "nginx-debug" ]; then
  for f in $(find /docker-entrypoint.d/ -follow -type f -print | sort -V); do
    case "$f" in
      *.envsh) [ -x "$f" ] && . "$f" ;;
      *.sh) if [ -x "$f" ]; then echo "$0: running $f"; "$f"; else echo "$0: ignoring $f, not executable"; fi ;;
    esac
  done
fi
exec "$@"
