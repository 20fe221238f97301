#!/bin/sh
# govet.sh times, side by side in one run, `go vet -vettool=cetpaudit` and
# plain `go vet` (its own analyzer suite) on
#   (a) a generated module of $PKGS packages that all import cetp and
#       declare a provider with tools, and
#   (b) golang.org/x/tools at the version in go.mod, copied from the
#       module cache.
# and `cetpaudit go` (the whole-program driver) on the same packages.
# Each command runs $RUNS times against a copy of a build cache warmed by
# compiling the packages and their tests, so every run analyzes from scratch
# (no cached vet results) but neither pays for compiling export data; the
# script prints the median wall time in seconds and the peak resident
# memory: for go vet, that of its largest process (a vet unit, or the go
# command), for cetpaudit go, the whole program; and the ratio of the two
# (the memory target: cetpaudit go under 4x the largest go vet unit).
#
# Usage: bench/govet.sh            (from the repository root)
# Env:   CETPAUDIT=path/to/binary  (default: go build ./cmd/cetpaudit)
#        PKGS=200 RUNS=3 OUT=bench/out XTOOLS=1 (0 skips golang.org/x/tools)
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${OUT:-$ROOT/bench/out}
PKGS=${PKGS:-200}
RUNS=${RUNS:-3}
mkdir -p "$OUT"

if [ -z "${CETPAUDIT:-}" ]; then
	CETPAUDIT=$OUT/cetpaudit
	(cd "$ROOT" && go build -o "$CETPAUDIT" ./cmd/cetpaudit)
fi

# (a) Generated module.
GEN=$OUT/gen
rm -rf "$GEN"
mkdir -p "$GEN"
cat >"$GEN/go.mod" <<MOD
module example.com/gen

go 1.26.0

require github.com/clawseed/cetpaudit v0.0.0

replace github.com/clawseed/cetpaudit => $ROOT
MOD
i=0
while [ "$i" -lt "$PKGS" ]; do
	mkdir -p "$GEN/p$i"
	cat >"$GEN/p$i/p.go" <<GO
package p$i

import (
	"context"
	"fmt"

	"github.com/clawseed/cetpaudit/cetp"
)

var Tools = []cetp.Tool{{
	Name:         "create_item_$i",
	Description:  "Create an item",
	InputSchema:  \`{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"], "additionalProperties": false}\`,
	OutputSchema: \`{"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}\`,
	Scopes:       []string{"items.write"},
	Annotations: cetp.Annotations{Effect: cetp.EffectCreate, Risk: cetp.RiskModerate, OpenWorld: cetp.False,
		Confirmation: cetp.ConfirmProviderPolicy},
}}

func Execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	var args struct{ Name string \`json:"name"\` }
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	if args.Name == "" {
		return nil, cetp.Errorf(cetp.ErrInvalidArgs, "name %q is empty", args.Name)
	}
	return &cetp.Result{Value: []byte(fmt.Sprintf("{\"id\":%q}", cetp.NewToken()))}, nil
}
GO
	i=$((i + 1))
done
(cd "$GEN" && go mod tidy >/dev/null 2>&1 || true)

# (b) golang.org/x/tools from the module cache, writable copy.
XT=$OUT/xtools
if [ ! -d "$XT" ]; then
	SRC=$(cd "$ROOT" && go list -m -f '{{.Dir}}' golang.org/x/tools)
	cp -r "$SRC" "$XT"
	chmod -R u+w "$XT"
fi

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

warm() { # dir, pattern: a build cache with the packages and tests compiled
	w=$(mktemp -d)
	(cd "$1" && GOCACHE=$w GOFLAGS=-mod=mod go test -count=1 -run '^$' "$2" >/dev/null 2>&1) || true
	echo "$w"
}

# measure runs a command $RUNS times in dir against copies of the warmed
# cache and prints "median-seconds peak-MiB". GNU time's %M is the largest
# resident set of the command or of any one process it waited for.
measure() { # dir, warm cache, then the command
	dir=$1
	warmed=$2
	shift 2
	n=0
	log=$(mktemp)
	while [ "$n" -lt "$RUNS" ]; do
		cache=$(mktemp -d)
		cp -r "$warmed/." "$cache"
		(cd "$dir" && GOCACHE=$cache GOFLAGS=-mod=mod /usr/bin/time -f '%e %M' -a -o "$log" "$@" >/dev/null 2>&1) || true
		rm -rf "$cache"
		n=$((n + 1))
	done
	secs=$(awk '{print $1}' "$log" | median)
	mib=$(awk '$2 > m {m = $2} END {printf "%.0f", m / 1024}' "$log")
	rm -f "$log"
	echo "$secs $mib"
}

printf '%-24s %18s %18s %18s %8s\n' "module" "go vet" "go vet -vettool" "cetpaudit go" "mem x"
targets="generated ($PKGS pkgs):$GEN:./..."
if [ "${XTOOLS:-1}" != 0 ]; then
	targets="$targets|golang.org/x/tools:$XT:./go/..."
fi
IFS='|'
for target in $targets; do
	unset IFS
	name=${target%%:*}
	rest=${target#*:}
	dir=${rest%%:*}
	pat=${rest#*:}
	w=$(warm "$dir" "$pat")
	set -- $(measure "$dir" "$w" go vet "$pat")
	plain_s=$1 plain_m=$2
	set -- $(measure "$dir" "$w" go vet -vettool="$CETPAUDIT" "$pat")
	vet_s=$1 vet_m=$2
	set -- $(measure "$dir" "$w" "$CETPAUDIT" go --fail-on none "$pat")
	go_s=$1 go_m=$2
	rm -rf "$w"
	ratio=$(echo "scale=1; $go_m / $vet_m" | bc)
	printf '%-24s %9ss %5sMiB %9ss %5sMiB %9ss %5sMiB %7sx\n' "$name" "$plain_s" "$plain_m" "$vet_s" "$vet_m" "$go_s" "$go_m" "$ratio"
done
