#!/bin/sh
# The API's load balancer in a container: nginx looks the instances' names up when it starts or
# reloads, and a restarted or added replica may come back on another address (Docker and podman
# hand addresses out anew at each start). This watcher looks the names of API_SERVERS up every
# API_RESOLVE_SECONDS (1) and reloads nginx when the addresses change: in-flight requests finish
# on the old workers, a stopped replica leaves the pool, a started or added one joins it. A failed
# lookup changes nothing. The nginx image's entrypoint runs it before nginx starts
# (/docker-entrypoint.d); it stays in the background. Natively API_SERVERS names addresses only.
set -eu
hosts=$(printf '%s\n' "${API_SERVERS:-}" | tr ';' '\n' | awk '$1 == "server" { split($2, a, ":"); print a[1] }' | grep -v '^[0-9.]*$' | sort -u || true)
[ -n "$hosts" ] || exit 0

addresses() {
  for host in $hosts; do
    getent ahostsv4 "$host" 2>/dev/null || getent hosts "$host" 2>/dev/null || true
  done | awk '{ print $1 }' | sort -u | tr '\n' ' '
}

(
  last=$(addresses)
  while sleep "${API_RESOLVE_SECONDS:-1}"; do
    now=$(addresses)
    if [ -n "$now" ] && [ "$now" != "$last" ]; then
      echo "api-lb-resolve.sh: API instances at ${now}(were ${last:-none}); reloading nginx"
      nginx -s reload || true
      last=$now
    fi
  done
) &
