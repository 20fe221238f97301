#!/bin/sh
# govet.sh measures, side by side in one run, plain `go vet` (its own
# analyzer suite), `go vet -vettool=cetpaudit` and `cetpaudit go` on
#   (a) a generated module of $PKGS packages that all import cetp and
#       declare a provider with tools (PKGS=0 skips it), and
#   (b) golang.org/x/tools at the version in go.mod (./go/...), copied from
#       the module cache (XTOOLS=0 skips it).
# Each command runs $RUNS times against a copy of a build cache warmed by
# compiling the packages and their tests, so every run analyzes from scratch
# (no cached vet results) but none pays for compiling export data.
#
# For each command it prints the median wall time and two peak memory
# figures (MiB): "proc", the largest resident set of any one process (GNU
# time's %M: the command or any process it waited for), and "tree", the
# largest sum of the resident sets of the command and all its descendants
# alive at one moment (sampled every 0.2 s), since go vet and cetpaudit go
# run one process per package, several at once. "unit" is the largest
# resident set of one vet tool process under go vet -vettool (each is timed
# through a wrapper). The last columns are cetpaudit go's time over go vet
# -vettool's, and its tree peak over the largest unit: the memory target is
# under 4x.
#
# Usage: bench/govet.sh            (from the repository root)
# Env:   CETPAUDIT=path/to/binary  (default: go build ./cmd/cetpaudit)
#        PKGS=200 RUNS=3 OUT=bench/out XTOOLS=1
#        COMPARE=path/to/other/binary  also measures that binary's
#        cetpaudit go (e.g. one built from an earlier commit), printed on a
#        line of its own after each module
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
CETPAUDIT=$(cd "$(dirname "$CETPAUDIT")" && pwd)/$(basename "$CETPAUDIT")

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
if [ "${XTOOLS:-1}" != 0 ] && [ ! -d "$XT" ]; then
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

# treepeak prints the largest sum of resident sets (KiB) of process $1 and
# its descendants, sampled until $1 exits.
treepeak() {
	peak=0
	while :; do
		st=$(ps -o stat= -p "$1" 2>/dev/null || true)
		case "$st" in "" | Z*) break ;; esac
		sum=$(ps -e -o pid=,ppid=,rss= | awk -v r="$1" '
			{ parent[$1] = $2; rss[$1] = $3 }
			END {
				for (p in parent) {
					q = p
					while (q != "" && q != 0 && q != r) q = parent[q]
					if (q == r) t += rss[p]
				}
				print t + 0
			}')
		[ "$sum" -gt "$peak" ] && peak=$sum
		sleep 0.2
	done
	echo "$peak"
}

# The vet tool seen through GNU time: one "unit KiB" line per process.
UNITLOG=$OUT/units.log
TIMEDTOOL=$OUT/cetpaudit-timed
cat >"$TIMEDTOOL" <<SH
#!/bin/sh
exec /usr/bin/time -f 'unit %M' -a -o "$UNITLOG" "$CETPAUDIT" "\$@"
SH
chmod +x "$TIMEDTOOL"

# measure runs a command $RUNS times in dir against copies of the warmed
# cache and prints "median-seconds proc-MiB tree-MiB" (peaks over the runs).
measure() { # dir, warm cache, then the command
	dir=$1
	warmed=$2
	shift 2
	n=0
	log=$(mktemp)
	trees=$(mktemp)
	while [ "$n" -lt "$RUNS" ]; do
		cache=$(mktemp -d)
		cp -r "$warmed/." "$cache"
		(cd "$dir" && GOCACHE=$cache GOFLAGS=-mod=mod exec /usr/bin/time -f 'run %e %M' -a -o "$log" "$@" >/dev/null 2>&1) &
		pid=$!
		treepeak "$pid" >>"$trees"
		wait "$pid" || true
		rm -rf "$cache"
		n=$((n + 1))
	done
	secs=$(awk '$1 == "run" {print $2}' "$log" | median)
	proc=$(awk '$1 == "run" && $3 > m {m = $3} END {printf "%.0f", m / 1024}' "$log")
	tree=$(awk '$1 > m {m = $1} END {printf "%.0f", m / 1024}' "$trees")
	rm -f "$log" "$trees"
	echo "$secs $proc $tree"
}

printf '%-22s | %-20s | %-20s | %-20s | %6s | %6s | %s\n' "" "go vet" "go vet -vettool" "cetpaudit go" "unit" "" ""
printf '%-22s | %7s %5s %6s | %7s %5s %6s | %7s %5s %6s | %6s | %6s | %s\n' "module" \
	"time" "proc" "tree" "time" "proc" "tree" "time" "proc" "tree" "MiB" "time x" "tree/unit (target < 4x)"
targets=""
if [ "$PKGS" -gt 0 ]; then
	targets="generated ($PKGS pkgs):$GEN:./..."
fi
if [ "${XTOOLS:-1}" != 0 ]; then
	targets="${targets:+$targets|}golang.org/x/tools:$XT:./go/..."
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
	plain_s=$1 plain_p=$2 plain_t=$3
	rm -f "$UNITLOG"
	set -- $(measure "$dir" "$w" go vet -vettool="$TIMEDTOOL" "$pat")
	vet_s=$1 vet_p=$2 vet_t=$3
	unit=$(awk '$1 == "unit" && $2 > m {m = $2} END {printf "%.0f", m / 1024}' "$UNITLOG")
	set -- $(measure "$dir" "$w" "$CETPAUDIT" go --fail-on none "$pat")
	go_s=$1 go_p=$2 go_t=$3
	if [ -n "${COMPARE:-}" ]; then
		set -- $(measure "$dir" "$w" "$COMPARE" go --fail-on none "$pat")
		cmp_line=$(printf '%-22s | %44s | %6ss %5s %6s | %6s | %5sx | %sx' "  (COMPARE binary)" "" \
			"$1" "$2" "$3" "$unit" "$(echo "scale=2; $1 / $vet_s" | bc)" "$(echo "scale=2; $3 / $unit" | bc)")
	fi
	rm -rf "$w"
	tx=$(echo "scale=2; $go_s / $vet_s" | bc)
	mx=$(echo "scale=2; $go_t / $unit" | bc)
	verdict=ok
	[ "$(echo "$go_t >= 4 * $unit" | bc)" = 1 ] && verdict=OVER
	printf '%-22s | %6ss %5s %6s | %6ss %5s %6s | %6ss %5s %6s | %6s | %5sx | %sx %s\n' "$name" \
		"$plain_s" "$plain_p" "$plain_t" "$vet_s" "$vet_p" "$vet_t" "$go_s" "$go_p" "$go_t" "$unit" "$tx" "$mx" "$verdict"
	[ -z "${COMPARE:-}" ] || echo "$cmp_line"
done
