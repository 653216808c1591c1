#!/bin/sh
# One remote's releases on its release volume, in its nginx container (docker-compose.yml; README,
# "Releasing one remote alone"):
#   remote-release [publish]          when the container starts (/docker-entrypoint.d): the release its
#                                     image carries joins the volume (a folder is never overwritten) and
#                                     current.json moves to it; redeploying an older image moves it back
#   remote-release rollback [<id>]    current.json back to the release current before (or to <id>)
#   remote-release list               the releases on the volume, newest first, * the current one
# The folders and current.json are the ones scripts/release.mjs writes, so each reads what the other
# wrote (scripts/release.test.mjs runs this script); the newest 10 release folders are kept, never
# the current one. No JavaScript here: current.json has one closed form, which this script reads
# exactly or refuses (tools/federation/release-pointer.js, docs/decisions/0230-one-release-pointer.md):
#   {"release":"<id>","releasedAt":"<instant>","history":["<id>",...]}
set -eu

root="${NGINX_ROOT:?NGINX_ROOT is not set}"
image="${RELEASE_IMAGE_DIR:-/usr/share/nginx/image-release}"
keep="${RELEASE_KEEP:-10}"
pointer="$root/current.json"

fail() {
  echo "remote-release: $1" >&2
  exit 1
}

now() { date -u +%Y-%m-%dT%H:%M:%SZ; }

# A release id is a folder name safe in an address, never `..` (RELEASE_ID in scripts/release.mjs).
valid_id() {
  case "$1" in
    '' | [!0-9A-Za-z]* | *[!0-9A-Za-z_.+-]*) return 1 ;;
  esac
  [ "${#1}" -le 100 ]
}

# The helpers below name their loop variables apart: sh has no local variables, and publish keeps `id`.

# A JSON file on one line (scripts/release.mjs writes them over several), or nothing.
flat() {
  if [ -f "$1" ]; then tr -d '\n\r' <"$1"; fi
}

# The string value of a top-level key of a JSON file.
field() {
  flat "$1" | sed -n "s/.*\"$2\"[[:space:]]*:[[:space:]]*\"\\([^\"]*\\)\".*/\\1/p"
}

# A pointer's parts (release.mjs's parsePointer accepts exactly the same texts): sets pointed_release,
# pointed_at and pointed_history (ids separated by spaces, oldest first); all empty when there is no
# such file. A string holding whitespace, a backslash or anything else out of the form refuses it.
# With neither, the whitespace left is between tokens only, and the whole text must match the form.
read_pointer() {
  pointed_release=""
  pointed_at=""
  pointed_history=""
  [ -f "$1" ] || return 0
  text=$(tr '\t\r\n' '   ' <"$1")
  case "$text" in *\\*) fail "$1 is not a release pointer (it holds a backslash)" ;; esac
  if printf '%s\n' "$text" | grep -o '"[^"]*"' | grep -q ' '; then fail "$1 is not a release pointer (a value holds whitespace)"; fi
  id_form='[0-9A-Za-z][0-9A-Za-z_.+-]*'
  instant_form='[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]\(\.[0-9][0-9][0-9]\)\{0,1\}Z'
  parts=$(printf '%s\n' "$text" | tr -d ' ' | sed -n "s/^{\"release\":\"\($id_form\)\",\"releasedAt\":\"\($instant_form\)\",\"history\":\[\(\(\"$id_form\"\(,\"$id_form\"\)*\)\{0,1\}\)\]}\$/\1 \2 \4/p")
  [ -n "$parts" ] || fail "$1 is not a release pointer: it must read {\"release\":\"<id>\",\"releasedAt\":\"<time>\",\"history\":[...]}"
  pointed_release=${parts%% *}
  rest=${parts#* }
  pointed_at=${rest%% *}
  pointed_history=$(printf '%s' "${rest#* }" | tr ',"' '  ' | tr -s ' ' | sed 's/^ //; s/ $//')
  for pointed_entry in $pointed_release $pointed_history; do valid_id "$pointed_entry" || fail "$1 is not a release pointer ($pointed_entry is not a release id)"; done
}

current_release() {
  read_pointer "$pointer"
  printf '%s' "$pointed_release"
}

# The releases that were current before, oldest first, separated by spaces.
history() {
  read_pointer "$pointer"
  printf '%s' "$pointed_history"
}

# Replaces current.json in one step (a temporary file renamed over it): readers see the old or the new.
# The text is the one formatPointer writes (federation/release-pointer.js), byte for byte.
write_pointer() {
  items=""
  for entry in $3; do items="${items:+$items,}\"$entry\""; done
  temporary="$root/.current.json.$$.tmp"
  printf '{"release":"%s","releasedAt":"%s","history":[%s]}\n' "$1" "$2" "$items" >"$temporary"
  mv -f "$temporary" "$pointer"
}

# "<releasedAt> <id>" for every release folder, oldest first (the order scripts/release.mjs keeps).
releases_by_time() {
  for dir in "$root"/*/; do
    name=$(basename "$dir")
    valid_id "$name" || continue
    at=$(field "$root/$name/release.json" releasedAt)
    printf '%s %s\n' "${at:--}" "$name"
  done | LC_ALL=C sort
}

prune() {
  current=$(current_release)
  count=$(releases_by_time | wc -l)
  excess=$((count - keep))
  [ "$excess" -gt 0 ] || return 0
  removed=""
  for old in $(releases_by_time | head -n "$excess" | cut -d' ' -f2); do
    [ "$old" = "$current" ] && continue
    rm -rf "${root:?}/$old"
    removed="$removed $old"
  done
  [ -n "$removed" ] || return 0
  kept=""
  for entry in $(history); do
    case " $removed " in
      *" $entry "*) ;;
      *) kept="$kept $entry" ;;
    esac
  done
  read_pointer "$pointer"
  write_pointer "$current" "$pointed_at" "$kept"
  echo "remote-release: removed the oldest:$removed"
}

publish() {
  [ -d "$root" ] && [ -w "$root" ] || fail "$root is not a folder this user ($(id -u)) can write: the release volume must belong to the image's user"
  read_pointer "$image/current.json"
  id=$pointed_release
  valid_id "$id" && [ -d "$image/$id" ] || fail "$image holds no release"
  if [ ! -d "$root/$id" ]; then
    # Copied aside, then renamed into place: the folder is never seen half-written.
    incoming="$root/.incoming-$id-$$"
    rm -rf "$incoming"
    cp -R "$image/$id" "$incoming"
    # Released when it joined this volume: the time `list` shows and the pruning goes by.
    sed "s/\"releasedAt\"[[:space:]]*:[[:space:]]*\"[^\"]*\"/\"releasedAt\": \"$(now)\"/" "$image/$id/release.json" >"$incoming/release.json"
    if [ -d "$root/$id" ]; then rm -rf "$incoming"; else mv "$incoming" "$root/$id"; fi
    echo "remote-release: release $id added to $root"
  fi
  current=$(current_release)
  if [ "$current" = "$id" ]; then
    echo "remote-release: $id is the current release"
    return 0
  fi
  write_pointer "$id" "$(now)" "$(history)${current:+ $current}"
  echo "remote-release: current release is now $id${current:+ (was $current)}"
  prune
}

rollback() {
  current=$(current_release)
  [ -n "$current" ] || fail "nothing is released in $root"
  remaining=$(history)
  target="${1:-}"
  if [ -z "$target" ]; then
    # One step back through the history; a release pruned since is skipped.
    while [ -n "$remaining" ]; do
      last=${remaining##* }
      if [ "$remaining" = "$last" ]; then remaining=""; else remaining=${remaining% *}; fi
      if [ -d "$root/$last" ]; then
        target=$last
        break
      fi
    done
    [ -n "$target" ] || fail "no release was current before $current in $root: there is nothing to roll back to (name one; remote-release list shows them)"
  else
    valid_id "$target" && [ -d "$root/$target" ] || fail "$target is not a release in $root"
    [ "$target" = "$current" ] || remaining="${remaining:+$remaining }$current"
  fi
  [ "$target" = "$current" ] || write_pointer "$target" "$(now)" "$remaining"
  echo "remote-release: current release is now $target (was $current)"
}

list() {
  current=$(current_release)
  releases_by_time | LC_ALL=C sort -r | while read -r at id; do
    if [ "$id" = "$current" ]; then mark='*'; else mark=' '; fi
    echo "$mark $id  released $at"
  done
}

case "${1:-publish}" in
  publish) publish ;;
  rollback) rollback "${2:-}" ;;
  list) list ;;
  *) fail "usage: remote-release [publish] | rollback [<release>] | list" ;;
esac
