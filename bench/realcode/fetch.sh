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
apt-get install -y -qq bear make gcc autoconf automake libpcre2-dev libwrap0-dev libreadline-dev >/dev/null
apt-get source -qq mini-httpd tinyproxy rinetd
# atftp: the archive's Debian tarball of 0.8.0-3 is missing (404); the upstream tarball is enough.
apt-get source -qq atftp || true
[ -d atftp-0.8.0 ] || tar xzf atftp_0.8.0.orig.tar.gz

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

cd "$REALCODE"/atftp-0.8.0
[ -f configure ] || ./autogen.sh >/dev/null 2>&1
[ -f Makefile ] || ./configure -q
make clean >/dev/null 2>&1 || true
bear -- make >/dev/null
