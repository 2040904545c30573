#!/usr/bin/env bash
# A local PostgreSQL 15 for the emulator's real-database mode (EMULATOR_DATABASE_URL), the way CI
# and a developer's Debian machine get one: Debian's packages, cluster 15/main on 127.0.0.1:5432,
# user postgres with password postgres, pg_cron preloaded like on hosted Supabase.
#
#   scripts/postgres-local.sh        # install when missing, configure, start; prints the URL
#
# Idempotent: a second run changes nothing and restarts nothing. Needs root for apt-get and for
# the cluster's files (CI and these machines run as root).
set -euo pipefail

VERSION=15
CLUSTER=main
PORT=5432
BIN="/usr/lib/postgresql/$VERSION/bin"
CONF_DIR="/etc/postgresql/$VERSION/$CLUSTER"
OUR_CONF="$CONF_DIR/conf.d/vindbaar.conf"
URL="postgresql://postgres:postgres@127.0.0.1:$PORT/postgres"

say() { echo "[postgres-local] $*"; }

if [ "$(id -u)" -ne 0 ]; then
  say "run as root (it installs packages and manages the cluster's files)" >&2
  exit 1
fi

# 1. Packages: the server and pg_cron (pg_net is not packaged for Debian; the cron migration
#    is a no-op without it).
if [ ! -x "$BIN/postgres" ] || [ ! -f "/usr/lib/postgresql/$VERSION/lib/pg_cron.so" ]; then
  say "installing postgresql-$VERSION and postgresql-$VERSION-cron"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "postgresql-$VERSION" "postgresql-$VERSION-cron" >/dev/null
fi

# 2. The cluster (the package creates it; a removed one is created again).
if ! pg_lsclusters --no-header | awk '{print $1"/"$2}' | grep -qx "$VERSION/$CLUSTER"; then
  say "creating cluster $VERSION/$CLUSTER"
  pg_createcluster "$VERSION" "$CLUSTER" --port "$PORT" >/dev/null
fi

# 3. Our settings in conf.d (included by Debian's postgresql.conf). Loopback only. pg_cron is
#    preloaded as on hosted Supabase. Enough connections for parallel test files (each emulator
#    keeps a small pool, and so do its functions). Commits need not wait for the disk: this
#    cluster holds development and test data, which a crash may cost the last second of.
DESIRED="$(
  cat <<EOF
# Written by scripts/postgres-local.sh (Vindbaar): the emulator's local PostgreSQL.
listen_addresses = '127.0.0.1'
port = $PORT
max_connections = 300
shared_preload_libraries = 'pg_cron'
cron.database_name = 'postgres'
synchronous_commit = off
EOF
)"
changed=no
if [ ! -f "$OUR_CONF" ] || [ "$(cat "$OUR_CONF")" != "$DESIRED" ]; then
  mkdir -p "$CONF_DIR/conf.d"
  printf '%s\n' "$DESIRED" >"$OUR_CONF"
  chown postgres:postgres "$OUR_CONF"
  changed=yes
fi

# 4. Start, or restart when the settings changed (shared_preload_libraries needs a restart).
status="$(pg_lsclusters --no-header | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}')"
if [ "$status" != "online" ]; then
  say "starting cluster $VERSION/$CLUSTER"
  pg_ctlcluster "$VERSION" "$CLUSTER" start
elif [ "$changed" = yes ]; then
  say "settings changed: restarting cluster $VERSION/$CLUSTER"
  pg_ctlcluster "$VERSION" "$CLUSTER" restart
fi

for _ in $(seq 1 60); do
  if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then break; fi
  sleep 0.5
done
if ! "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  say "the server did not come up; see /var/log/postgresql/postgresql-$VERSION-$CLUSTER.log" >&2
  exit 1
fi

# 5. The password the emulator's URL uses (password authentication on 127.0.0.1).
if ! PGPASSWORD=postgres psql "$URL" -qAtc "select 1" >/dev/null 2>&1; then
  say "setting the password of user postgres"
  runuser -u postgres -- psql -p "$PORT" -qc "alter user postgres password 'postgres'" >/dev/null
fi

say "ready: $URL"
