#!/bin/sh
# Writes the shell's runtime configuration from the environment when its container starts (the
# nginx image runs /docker-entrypoint.d/*.sh before nginx; `npm run topology:start` runs it too):
#   $SHELL_RUNTIME_DIR/runtime-config.json            what the browser reads when the page server is down
#   $SHELL_RUNTIME_DIR/client-rendered-headers.conf   the security headers of that client-rendered page
# The variables and defaults are the page server's (shell/server/config.ts), so both agree.
set -eu

dir="${SHELL_RUNTIME_DIR:?SHELL_RUNTIME_DIR is not set}"
mkdir -p "$dir"

fail() {
  echo "shell-runtime.sh: $1" >&2
  exit 1
}

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"
}

case "${UPLOAD_WITH_TOKEN:-true}" in
  true | false) with_token="${UPLOAD_WITH_TOKEN:-true}" ;;
  *) fail "UPLOAD_WITH_TOKEN must be true or false" ;;
esac

# SITE_CONFIG is a JSON object of company facts; SITE_URL is added to it as siteUrl, as the page server does.
site=$(printf '%s' "${SITE_CONFIG:-}" | tr '\n' ' ')
[ -n "$(printf '%s' "$site" | tr -d ' ')" ] || site='{}'
case "$site" in
  \{*\} | *\{*\}*) ;;
  *) fail "SITE_CONFIG must be a JSON object" ;;
esac
if [ -n "${SITE_URL:-}" ]; then
  inner=$(printf '%s' "$site" | sed 's/^[[:space:]]*{//; s/}[[:space:]]*$//')
  if [ -n "$(printf '%s' "$inner" | tr -d ' ')" ]; then
    site="{${inner},\"siteUrl\":$(json_string "$SITE_URL")}"
  else
    site="{\"siteUrl\":$(json_string "$SITE_URL")}"
  fi
fi

cat >"$dir/runtime-config.json.tmp" <<JSON
{
  "remotes": {
    "remote_shared": $(json_string "${REMOTE_SHARED_URL:-/remotes/shared/remoteEntry.js}"),
    "remote_public": $(json_string "${REMOTE_PUBLIC_URL:-/remotes/public/remoteEntry.js}"),
    "remote_admin": $(json_string "${REMOTE_ADMIN_URL:-/remotes/admin/remoteEntry.js}")
  },
  "apiBaseUrl": $(json_string "${PUBLIC_API_URL:-}"),
  "upload": {
    "url": $(json_string "${UPLOAD_URL:-/api/uploads}"),
    "preset": $(json_string "${UPLOAD_PRESET:-site}"),
    "withToken": ${with_token}
  },
  "site": ${site}
}
JSON
mv "$dir/runtime-config.json.tmp" "$dir/runtime-config.json"

# The same policy as the page server's (shell/server/security-headers.ts); this page has no inline script.
# Prints each entry of a comma-separated list after a space and the prefix $4; an entry holding a
# character outside $3 fails with "$1 has an invalid $2". Called in $(…), so callers add `|| exit 1`.
csp_sources() {
  sources=""
  for entry in $(printf '%s' "$5" | tr ',' ' '); do
    case "$entry" in
      *[!$3]*) fail "$1 has an invalid $2: $entry" ;;
    esac
    sources="$sources $4$entry"
  done
  printf '%s' "$sources"
}
origins=$(csp_sources CSP_EXTRA_ORIGINS origin 'A-Za-z0-9:/.*_-' '' "${CSP_EXTRA_ORIGINS:-}") || exit 1
images=$(csp_sources IMAGE_HOSTS host 'A-Za-z0-9.*-' 'https://' "${IMAGE_HOSTS:-}") || exit 1
tiles="https://tile.openstreetmap.org https://*.tile.openstreetmap.org"
csp="default-src 'self'; script-src 'self'$origins; style-src 'self' 'unsafe-inline'$origins; img-src 'self' data: blob: $tiles$images$origins; connect-src 'self'$images$origins; font-src 'self'$origins; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

cat >"$dir/client-rendered-headers.conf" <<CONF
add_header Content-Security-Policy "$csp" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Frame-Options "DENY" always;
CONF
echo "shell-runtime.sh: wrote $dir/runtime-config.json"
