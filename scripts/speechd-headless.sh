#!/usr/bin/env bash
# A private, headless speech-dispatcher for tests: no sound card, no user session.
#
#   scripts/speechd-headless.sh start DIR   # prints SPEECHD_ADDRESS=... to export
#   scripts/speechd-headless.sh stop DIR
#
# Why: the stock daemon needs audio and, without it, can hang the next client
# (docs/speech.md). This one uses a "recorder" output module that appends each
# utterance as `LANG<TAB>TEXT` to DIR/spoken.txt, so tests can check what was said.
set -euo pipefail

usage() {
    echo "usage: $0 start|stop DIR" >&2
    exit 2
}

[[ $# -eq 2 ]] || usage
action=$1
mkdir -p "$2"
dir=$(cd "$2" && pwd)
pidfile="$dir/speechd.pid"
socket="$dir/speechd.sock"
spoken="$dir/spoken.txt"

running() {
    [[ -s $pidfile ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null
}

start() {
    if ! command -v speech-dispatcher >/dev/null; then
        echo "speech-dispatcher is not installed (run scripts/setup-debian.sh)" >&2
        exit 1
    fi
    if running; then
        echo "SPEECHD_ADDRESS=unix_socket:$socket"
        return
    fi
    mkdir -p "$dir/conf/modules" "$dir/log"
    : >"$spoken"
    cat >"$dir/conf/speechd.conf" <<CONF
LogLevel 3
LogDir "$dir/log"
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "recorder" "sd_generic" "recorder.conf"
DefaultModule recorder
CONF
    # The module runs this through sh with $LANGUAGE and $DATA substituted by
    # sd_generic; the spoken file's path is single-quoted for that shell.
    local quoted=${spoken//\'/\'\\\'\'}
    cat >"$dir/conf/modules/recorder.conf" <<CONF
GenericExecuteSynth "printf '%s\\\\t%s\\\\n' \\'\$LANGUAGE\\' \\'\$DATA\\' >> '$quoted'"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "fr" "fr" "utf-8"
AddVoice "en" "MALE1" "en"
AddVoice "fr" "MALE1" "fr"
CONF
    rm -f "$socket" "$pidfile"
    # It prints its banner on stdout: keep that for the export line alone.
    speech-dispatcher -d -t 0 -C "$dir/conf" -c unix_socket -S "$socket" -P "$pidfile" \
        >>"$dir/log/daemon.log" 2>&1
    # The daemon forks; wait for its socket so the first client does not race it.
    for _ in $(seq 50); do
        [[ -S $socket ]] && break
        sleep 0.1
    done
    if [[ ! -S $socket ]]; then
        echo "speech-dispatcher did not start; see $dir/log" >&2
        exit 1
    fi
    # One line said and waited for: the output module starts now, not inside the first
    # test, whose voice would answer late on a loaded machine and be given up for lost.
    if command -v spd-say >/dev/null; then
        SPEECHD_ADDRESS="unix_socket:$socket" timeout 10 spd-say -w -l fr "tablier" \
            >/dev/null 2>&1 || true
    fi
    echo "SPEECHD_ADDRESS=unix_socket:$socket"
}

stop() {
    if running; then
        local pid
        pid=$(cat "$pidfile")
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 30); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        # A daemon stuck closing its module ignores SIGTERM (docs/speech.md).
        kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$pidfile" "$socket"
}

case $action in
start) start ;;
stop) stop ;;
*) usage ;;
esac
