#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:$PGPORT (default 54329)
# in a temporary folder and prints its URL. Used by .ci/run and by
# developers who want to run the database tests against PostgreSQL.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
dir="$(mktemp -d /tmp/arcwell-pg-XXXXXX)"
run=()
if [ "$(id -u)" = "0" ]; then
  # postgres refuses to run as root
  chown postgres "$dir"
  run=(runuser -u postgres --)
fi
"${run[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $PGPORT -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null
echo "$dir" > /tmp/arcwell-pg-dir
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
