#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback and exports DATABASE_URL for the server suite.
# Sourced by .ci/run; safe to source by hand: `source scripts/ci-postgres.sh`.
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed: the server suite runs on PGlite only." >&2
  return 0 2>/dev/null || exit 0
fi
pg_port="${PG_PORT:-54329}"
pg_dir="${PG_DIR:-/tmp/portal-ci-pg}"
if ! su postgres -c "$pg_bin/pg_isready -h 127.0.0.1 -p $pg_port" >/dev/null 2>&1; then
  rm -rf "$pg_dir" && mkdir -p "$pg_dir" && chown postgres "$pg_dir"
  su postgres -c "$pg_bin/initdb -D $pg_dir/data -A trust -U postgres" >/dev/null
  su postgres -c "$pg_bin/pg_ctl -D $pg_dir/data -o '-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off' -l $pg_dir/log -w start" >/dev/null
fi
su postgres -c "$pg_bin/psql -h 127.0.0.1 -p $pg_port -U postgres -tc \"SELECT 1 FROM pg_database WHERE datname='portal_test'\"" | grep -q 1 ||
  su postgres -c "$pg_bin/createdb -h 127.0.0.1 -p $pg_port -U postgres portal_test"
export DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/portal_test"
echo "PostgreSQL ready at $DATABASE_URL"
