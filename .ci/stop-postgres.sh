#!/usr/bin/env bash
set -uo pipefail
dir="$(cat /tmp/arcwell-pg-dir 2>/dev/null)" || exit 0
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
run=()
[ "$(id -u)" = "0" ] && run=(runuser -u postgres --)
"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1
rm -rf "$dir" /tmp/arcwell-pg-dir
