#!/bin/sh
# Runs Vigil's automatic NULL checks on every function of the real code bases fetched by
# fetch.sh (engine summaries), one file of results per code base in $OUT (default
# /tmp/realcode-results). Usage: bench/realcode/run.sh [PER_FUNCTION_SECONDS [TOTAL_SECONDS [NAME...]]]
# Both limits are CPU time (as --timeout and --function-timeout count it); NAME is mini-httpd,
# tinyproxy, rinetd, atftp (the client) or atftpd (the server) (default: all, one after the other). The last line of NAME.log is the process's
# wall time, CPU time and peak memory (GNU time). OPTIONS adds options to every run, e.g.
# OPTIONS=--malloc-may-fail (allocations may return null, as Calysto's checks assume).
set -u
REALCODE=${REALCODE:-/work/realcode}
OUT=${OUT:-/tmp/realcode-results}
PER=${1:-5}
TOTAL=${2:-3000}
shift 2 2>/dev/null || shift $#
NAMES=${*:-mini-httpd tinyproxy rinetd atftp atftpd}
OPTIONS=${OPTIONS:-}
VIGIL=${VIGIL:-$(cd "$(dirname "$0")/../.." && pwd)/vigil}
mkdir -p "$OUT"
run() {
  name=$1
  db=$2
  shift 2
  /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" "$VIGIL" verify \
    --compile-commands "$db" "$@" \
    --property null-deref --all-functions --function-timeout "$PER" --timeout "$TOTAL" \
    --engine summaries $OPTIONS \
    >"$OUT/$name.txt" 2>"$OUT/$name.log"
  tail -1 "$OUT/$name.txt"
}
for name in $NAMES; do
  case $name in
    mini-httpd)
      run mini-httpd "$REALCODE"/mini-httpd-1.30/compile_commands.json \
        "$REALCODE"/mini-httpd-1.30/mini_httpd.c "$REALCODE"/mini-httpd-1.30/match.c \
        "$REALCODE"/mini-httpd-1.30/tdate_parse.c
      ;;
    tinyproxy)
      run tinyproxy "$REALCODE"/tinyproxy-1.11.1/compile_commands.json
      ;;
    rinetd)
      run rinetd "$REALCODE"/rinetd-0.73/compile_commands.json
      ;;
    atftp)
      a="$REALCODE"/atftp-0.8.0
      run atftp "$a"/compile_commands.json "$a"/tftp.c "$a"/tftp_io.c "$a"/logger.c "$a"/options.c \
        "$a"/tftp_def.c "$a"/tftp_file.c "$a"/argz.c "$a"/tftp_mtftp.c
      ;;
    atftpd)
      a="$REALCODE"/atftp-0.8.0
      run atftpd "$a"/compile_commands.json "$a"/tftpd.c "$a"/logger.c "$a"/options.c "$a"/stats.c \
        "$a"/tftp_io.c "$a"/tftp_def.c "$a"/tftpd_file.c "$a"/tftpd_list.c "$a"/tftpd_mcast.c \
        "$a"/argz.c "$a"/tftpd_pcre.c "$a"/tftpd_mtftp.c
      ;;
    *)
      echo "run.sh: unknown code base $name (mini-httpd, tinyproxy, rinetd, atftp, atftpd)" >&2
      exit 2
      ;;
  esac
done
