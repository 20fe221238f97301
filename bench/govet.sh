#!/bin/sh
# govet.sh times, side by side in one run, `go vet -vettool=cetpaudit` and
# plain `go vet` (its own analyzer suite) on
#   (a) a generated module of $PKGS packages that all import cetp and
#       declare a provider with tools, and
#   (b) golang.org/x/tools at the version in go.mod, copied from the
#       module cache.
# Each command runs $RUNS times against a copy of a build cache warmed by
# compiling the packages and their tests, so every run analyzes from scratch
# (no cached vet results) but neither pays for compiling export data; the
# script prints the median wall time in seconds.
#
# Usage: bench/govet.sh            (from the repository root)
# Env:   CETPAUDIT=path/to/binary  (default: go build ./cmd/cetpaudit)
#        PKGS=200 RUNS=3 OUT=bench/out
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

timeit() { # dir, warm cache, then the go vet arguments
	dir=$1
	warmed=$2
	shift 2
	n=0
	while [ "$n" -lt "$RUNS" ]; do
		cache=$(mktemp -d)
		cp -r "$warmed/." "$cache"
		start=$(date +%s.%N)
		(cd "$dir" && GOCACHE=$cache GOFLAGS=-mod=mod go vet "$@" >/dev/null 2>&1) || true
		end=$(date +%s.%N)
		rm -rf "$cache"
		echo "$end - $start" | bc
		n=$((n + 1))
	done | median
}

printf '%-28s %12s %12s\n' "module" "go vet" "cetpaudit"
for target in "generated ($PKGS pkgs):$GEN:./..." "golang.org/x/tools:$XT:./go/..."; do
	name=${target%%:*}
	rest=${target#*:}
	dir=${rest%%:*}
	pat=${rest#*:}
	w=$(warm "$dir" "$pat")
	plain=$(timeit "$dir" "$w" "$pat")
	ours=$(timeit "$dir" "$w" -vettool="$CETPAUDIT" "$pat")
	rm -rf "$w"
	printf '%-28s %11ss %11ss\n' "$name" "$plain" "$ours"
done
