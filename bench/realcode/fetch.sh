#!/bin/sh
# Fetches the real code bases of issue 13 from Debian's source packages and records how each
# is compiled (compile_commands.json, written by bear). The sources stay outside the repository,
# in $REALCODE (default /work/realcode). Needs a deb-src entry for the configured archive, e.g.
# /etc/apt/sources.list.d/debian-src.sources with "Types: deb-src", and bear, make, gcc.
set -eu
REALCODE=${REALCODE:-/work/realcode}
mkdir -p "$REALCODE"
cd "$REALCODE"
apt-get update -qq
apt-get source -qq mini-httpd tinyproxy rinetd

cd "$REALCODE"/mini-httpd-1.30
make clean >/dev/null 2>&1 || true
bear -- make >/dev/null

cd "$REALCODE"/tinyproxy-1.11.1
[ -f Makefile ] || ./configure -q
make clean >/dev/null 2>&1 || true
bear -- make >/dev/null

cd "$REALCODE"/rinetd-0.73
[ -f Makefile ] || ./configure -q
make clean >/dev/null 2>&1 || true
bear -- make >/dev/null
