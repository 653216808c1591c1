#!/bin/sh
# As the redis image's entrypoint: a server started without a configuration file listens on every
# interface of its container, so protected mode (loopback only without a password) is turned off.
set -e
if [ "${1#-}" != "$1" ] || [ "${1%.conf}" != "$1" ]; then set -- redis-server "$@"; fi
if [ "$1" = 'redis-server' ]; then
  case " $* " in
    *' --protected-mode '*) ;;
    *) set -- "$@" --protected-mode no ;;
  esac
fi
exec "$@"
