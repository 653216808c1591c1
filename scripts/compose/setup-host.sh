#!/usr/bin/env bash
# Prepares a Debian machine without a Docker engine to run docker-compose.yml with podman
# (npm run compose:test). Idempotent: installs only what is missing, writes only missing settings.
#   - podman with the runc runtime (crun fails here: "cgroups in hybrid mode not supported")
#   - containers.conf: no default ulimits (else "setrlimit RLIMIT_NOFILE: Operation not permitted")
#   - podman's DNS between containers (aardvark-dns, or the dnsname plugin for CNI)
#   - debootstrap for the local base images, docker-compose (1.29) as the compose client,
#     talking to podman's Docker-compatible API (podman system service) on a socket of its own.
set -euo pipefail

need=()
command -v podman >/dev/null 2>&1 || need+=(podman)
command -v runc >/dev/null 2>&1 || need+=(runc)
command -v debootstrap >/dev/null 2>&1 || [ -x /usr/sbin/debootstrap ] || need+=(debootstrap)
command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
# Containers find each other by service name only with podman's DNS: aardvark-dns for the netavark
# network backend, the dnsname plugin for CNI. Both are only recommended by podman's package, so
# an install without recommends had neither, and the API could not resolve `postgres`.
[ -x /usr/lib/podman/aardvark-dns ] || need+=(aardvark-dns)
[ -x /usr/lib/cni/dnsname ] || need+=(golang-github-containernetworking-plugin-dnsname)
if [ ${#need[@]} -gt 0 ]; then
  echo "setup-host: installing ${need[*]}"
  if [ "$(id -u)" != 0 ]; then echo "setup-host: run as root to install ${need[*]}" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

conf=/etc/containers/containers.conf
if [ "$(id -u)" = 0 ]; then
  mkdir -p /etc/containers
  touch "$conf"
  # Adds `key = value` under [section] unless the key is already set there.
  ensure() {
    local section=$1 key=$2 value=$3
    if awk -v s="[$section]" -v k="$key" '
        /^\[/ { inside = ($0 == s) }
        inside && $0 ~ "^[[:space:]]*" k "[[:space:]]*=" { found = 1 }
        END { exit found ? 0 : 1 }' "$conf"; then
      return
    fi
    if grep -qx "\[$section\]" "$conf"; then
      sed -i "/^\[$section\]\$/a $key = $value" "$conf"
    else
      printf '\n[%s]\n%s = %s\n' "$section" "$key" "$value" >>"$conf"
    fi
    echo "setup-host: $conf [$section] $key = $value"
  }
  ensure containers default_ulimits '[]'
  ensure engine runtime '"runc"'
fi
podman info --format '{{.Host.OCIRuntime.Name}}' >/dev/null
