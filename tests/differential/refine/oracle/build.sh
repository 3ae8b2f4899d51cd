#!/bin/sh
# Builds the refinement oracle (main.go beside this script) against the
# reference sources that ../shared/reference/current/setup.sh unpacks, as that
# script builds its own oracle: Debian's Go, GOPATH mode, offline.
# Usage: build.sh [BINDIR]   (the reference's tools, default
# /tmp/hcl-current/bin). Prints the path of the oracle it built.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-/tmp/hcl-current/bin}
work=$(dirname "$bin")
# The reference sources come from setup.sh (beside the checkout, as
# tools/lib.sh finds it, or HCLC_REFERENCE_SETUP) unless already unpacked.
setup=${HCLC_REFERENCE_SETUP:-$here/../../../../../shared/reference/current/setup.sh}
[ -d "$work/gopath/src/github.com/hashicorp/hcl" ] || "$setup" "$bin" >/dev/null
export GOPATH=$work/gopath GO111MODULE=off GOFLAGS= GOCACHE="${GOCACHE:-$work/gocache}"
out=$work/refine-oracle
rm -rf "$out"; mkdir -p "$out"; cp "$here/main.go" "$out/"
(cd "$out" && go build -o "$out/refine-oracle" .)
echo "$out/refine-oracle"
