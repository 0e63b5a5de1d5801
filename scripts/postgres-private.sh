#!/usr/bin/env bash
# A private PostgreSQL cluster for tests: on loopback only, on a free port, in DIR.
#
#   scripts/postgres-private.sh start DIR   # prints TABLIER_POSTGRES_URL=... to export
#   scripts/postgres-private.sh stop DIR
#
# Why: the store's tests run on PostgreSQL as well as SQLite (src/server/store.rs), each in
# a database of its own that it creates from the printed URL's and drops at its end. The
# cluster trusts its one user, `tablier`, and listens on 127.0.0.1 only (and on a socket in
# DIR): nothing outside this machine reaches it. It keeps nothing worth a disk flush
# (`fsync = off`), and is removed with DIR. PostgreSQL refuses to run as root: as root, the
# cluster runs as the `postgres` user that Debian's package creates.
set -euo pipefail

usage() {
    echo "usage: $0 start|stop DIR" >&2
    exit 2
}

say() { echo "postgres-private: $*" >&2; }

[[ $# -eq 2 ]] || usage
action=$1
mkdir -p "$2"
dir=$(cd "$2" && pwd)
data="$dir/data"

# The newest installed server's programs (initdb and pg_ctl are not on Debian's PATH).
bin=$(find /usr/lib/postgresql -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1)
if [[ -z $bin || ! -x $bin/initdb || ! -x $bin/pg_ctl ]]; then
    say "PostgreSQL's server is not installed (run scripts/setup-debian.sh)"
    exit 1
fi

if [[ $(id -u) -eq 0 ]]; then
    if ! id postgres >/dev/null 2>&1; then
        say "running as root and there is no postgres user to run the server as"
        exit 1
    fi
    as_server=(runuser -u postgres --)
    chown postgres "$dir"
else
    as_server=()
fi

# Whether something answers on 127.0.0.1:$1.
taken() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
    if [[ ! -d $data ]]; then
        "${as_server[@]}" "$bin/initdb" -D "$data" -U tablier --auth=trust \
            --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 || {
            say "initdb failed:"
            cat "$dir/initdb.log" >&2
            exit 1
        }
    fi
    # A port nothing listens on, drawn again if the server cannot take it after all.
    local port try
    for try in 1 2 3 4 5 6 7 8; do
        port=$((20000 + RANDOM % 40000))
        taken "$port" && continue
        if "${as_server[@]}" "$bin/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 30 \
            -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' \
                -c fsync=off -c max_connections=200" start >/dev/null 2>&1; then
            echo "$port" >"$dir/port"
            echo "TABLIER_POSTGRES_URL=postgres://tablier@127.0.0.1:$port/postgres"
            return
        fi
    done
    say "the server did not start; its log:"
    cat "$dir/server.log" >&2 2>/dev/null || true
    exit 1
}

stop() {
    if [[ -f $data/postmaster.pid ]]; then
        "${as_server[@]}" "$bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
}

case $action in
start) start ;;
stop) stop ;;
*) usage ;;
esac
