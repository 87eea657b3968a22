#!/usr/bin/env bash
# A throwaway PostgreSQL server (Debian's packages) on loopback, for the API suite's run against a
# real server (CI: .ci/run). Nothing is installed here and no system cluster is touched.
#   eval "$(bash scripts/postgres-for-tests.sh start)"   # sets OWA_PG_DIR and OWA_TEST_DATABASE_URL
#   bash scripts/postgres-for-tests.sh stop "$OWA_PG_DIR"
set -Eeuo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ]; then
  echo "PostgreSQL is not installed (Debian: apt-get install postgresql)" >&2
  exit 1
fi
# PostgreSQL refuses to run as root: then the cluster belongs to the postgres system user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
# Stops the server of a folder made by start, if it runs, and removes the folder.
stop_cluster() {
  as_owner "$bin/pg_ctl" -D "$1/data" -m fast -w stop >/dev/null || true
  rm -rf "$1"
}

case "${1:-}" in
  start)
    # Below Linux's ephemeral range (32768–60999): a port in it can be held by a client socket the
    # suite opened before, and the server then fails to bind (seen once in CI).
    port=${OWA_PG_PORT:-25432}
    dir=$(mktemp -d /tmp/owa-pg-XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    # A start that fails leaves nothing behind (the caller's trap is set only once start succeeds):
    # the logs go to stderr, a server that did come up is stopped, and the folder is removed.
    failed_start() {
      for log in server.log initdb.log; do [ -s "$dir/$log" ] && { cat "$dir/$log" >&2; break; }; done
      stop_cluster "$dir" 2>/dev/null
    }
    trap failed_start ERR
    as_owner "$bin/initdb" -D "$dir/data" -U owa -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
    # A test server: loopback only, no durability needed, room for every test process's pool.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null
    "$bin/createdb" -h 127.0.0.1 -p "$port" -U owa owa_test
    trap - ERR
    echo "export OWA_PG_DIR=$dir"
    echo "export OWA_TEST_DATABASE_URL=postgres://owa@127.0.0.1:$port/owa_test"
    ;;
  stop)
    stop_cluster "${2:?the folder printed by start}"
    ;;
  *)
    echo "usage: $0 start | stop <dir>" >&2
    exit 2
    ;;
esac
