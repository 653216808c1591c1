#!/bin/sh
# As the nginx image does: every /etc/nginx/templates/*.template becomes /etc/nginx/conf.d/<name>,
# with ${VAR} replaced for the variables that are defined (nginx's own $variables are left alone).
set -e
template_dir="${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"
suffix="${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}"
output_dir="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
[ -d "$template_dir" ] || exit 0
defined_envs=$(printf '${%s} ' $(awk 'END { for (name in ENVIRON) { print name } }' </dev/null))
for template in $(find "$template_dir" -follow -type f -name "*$suffix" -print); do
  relative_path="${template#"$template_dir/"}"
  output_path="$output_dir/${relative_path%"$suffix"}"
  mkdir -p "$(dirname "$output_path")"
  echo "$0: running envsubst on $template to $output_path"
  envsubst "$defined_envs" <"$template" >"$output_path"
done
