#!/usr/bin/env bash
# The dex targets of issue 10, measured side by side in one interleaved run:
#   (a) cetpaudit's full audit:  cetpaudit scan --all-code APK (whole process)
#   (b) the inflate floor:       unzip -p APK AndroidManifest.xml resources.arsc 'classes*.dex' >/dev/null
#   (c) androguard's AnalyzeAPK: Debian's androguard under /usr/bin/python3,
#                                timed inside Python (interpreter start-up not counted)
#   (base) optionally, another cetpaudit build (BENCH_BASE=path), for before/after
# plus (a)'s peak RSS per APK, and the peak RSS of one directory scan of all
# the APKs (a fleet must scan in the memory of its largest member).
#
#   bench/dex.sh [APK...]
#   CETPAUDIT_CORPUS=../shared/corpus/apks bench/dex.sh
#   BENCH_BASE=/tmp/cetpaudit-main CETPAUDIT_CORPUS=... bench/dex.sh
#
# Environment:
#   CETPAUDIT_CORPUS  with no APK given: every APK there with at least
#                     BENCH_MIN_DEX (default 102400) bytes of dex
#   BENCH_RUNS        interleaved rounds per APK (default 5)
#   BENCH_BASE        a second cetpaudit binary measured in the same rounds;
#                     column a/base is then the median of the per-round
#                     ratios of the two builds' CPU times
#   BENCH_ANDROGUARD  0 skips androguard (default: once per APK if installed;
#                     apt-get install androguard)
#   CETPAUDIT         the binary to measure (default: built from this tree)
#
# Each round runs (a), (b) and (base) back to back, in an order that rotates
# from round to round, so load from other processes falls on all of them.
# Ratios are taken per round (paired) and the median of the rounds is the
# APK's figure; the summary is the median over the APKs. CPU time is user +
# sys of the process alone (bench/rusage, µs resolution); it is the steadier
# figure on a shared machine, wall time is printed for reference. The load
# average is printed before and after.
#
# Targets: a/b <= 2 (median over the APKs); c/a >= 50; peak RSS <= 2 x the
# largest dex + 32 MiB per APK; the directory scan's peak <= the largest
# single-APK peak + 16 MiB. The script prints them and exits 0 unless a tool
# fails: it measures, it does not enforce (the machine may be busy).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
for tool in unzip awk; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "bench/dex.sh: $tool is needed (apt-get install unzip gawk)" >&2
		exit 2
	fi
done

# dexbytes APK: the total and the largest dex entry, in bytes.
dexbytes() {
	unzip -l "$1" 2>/dev/null | awk '$4 ~ /^classes[0-9]*\.dex$/ {s += $1; if ($1 > m) m = $1} END {print s + 0, m + 0}' || echo "0 0"
}

apks=("$@")
if [ ${#apks[@]} -eq 0 ]; then
	if [ -z "${CETPAUDIT_CORPUS:-}" ]; then
		echo "usage: bench/dex.sh APK... (or set CETPAUDIT_CORPUS to a directory of APKs)" >&2
		exit 2
	fi
	while IFS= read -r apk; do
		apks+=("$apk")
	done < <(for apk in "$CETPAUDIT_CORPUS"/*.apk; do
		read -r total _ < <(dexbytes "$apk")
		if [ "$total" -ge "${BENCH_MIN_DEX:-102400}" ]; then echo "$total $apk"; fi
	done | sort -rn | cut -d' ' -f2-)
fi
if [ ${#apks[@]} -eq 0 ]; then
	echo "bench/dex.sh: no APK with enough dex" >&2
	exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${CETPAUDIT:-}
if [ -z "$bin" ]; then
	(cd "$root" && go build -o "$tmp/cetpaudit" ./cmd/cetpaudit)
	bin=$tmp/cetpaudit
fi
(cd "$root" && go build -o "$tmp/rusage" ./bench/rusage)
base=${BENCH_BASE:-}
runs=${BENCH_RUNS:-5}
have_androguard=0
if [ "${BENCH_ANDROGUARD:-1}" != 0 ] && /usr/bin/python3 -c 'import androguard.misc' >/dev/null 2>&1; then
	have_androguard=1
fi

cat >"$tmp/ag.py" <<'PY'
import logging, sys, time
try:
    from loguru import logger
    logger.remove()
except ImportError:
    pass
logging.disable(logging.CRITICAL)
from androguard.misc import AnalyzeAPK
w, c = time.perf_counter(), time.process_time()
AnalyzeAPK(sys.argv[1])
print(f"{time.perf_counter() - w:.3f} {time.process_time() - c:.3f}")
PY

# run NAME CMD...: one measured run; prints "wall cpu rss_kib" of the
# command alone (bench/rusage). A cetpaudit exit status of 2 or more (bad
# input, crash) stops the benchmark.
run() {
	local name=$1 rc=0
	shift
	"$tmp/rusage" "$@" >"$tmp/t" || rc=$?
	if [ "$name" != b ] && [ "$rc" -gt 1 ]; then
		echo "bench/dex.sh: $* exited $rc" >&2
		"$@" 2>&1 >/dev/null | tail -n 5 >&2
		exit 1
	fi
	cat "$tmp/t"
}

# median: the median of the numbers on stdin.
median() { sort -g | awk '{v[NR] = $1} END {if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "bench/dex.sh $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "cetpaudit: $bin ($(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?'))${base:+; base: $base}; $runs interleaved rounds per APK"
[ $have_androguard = 1 ] || echo "androguard: skipped (BENCH_ANDROGUARD=0) or not installed (apt-get install androguard); column c/a reads -"
echo
hdr='%-50s %6s | %7s %7s %6s %6s | %6s %6s | %7s %7s %6s'
printf "$hdr" apk "dex MB" "a cpu" "b cpu" "a/b" "a/b wl" "ag cpu" "c/a" "a MiB" "limit" ok
[ -n "$base" ] && printf ' | %7s %6s %7s %6s' "base cpu" "base/b" "bas MiB" "a/base"
echo
: >"$tmp/summary"
maxpeak=0
for apk in "${apks[@]}"; do
	name=$(basename "$apk")
	read -r _ largest < <(dexbytes "$apk")
	: >"$tmp/rounds"
	for r in $(seq "$runs"); do
		order=(a b)
		[ -n "$base" ] && order+=(base)
		# rotate the order by the round number
		n=${#order[@]}
		for k in $(seq 0 $((n - 1))); do
			who=${order[$(((k + r) % n))]}
			case $who in
			a) run a "$bin" scan --all-code --fail-on none --format json "$apk" >"$tmp/m.a" ;;
			b) run b unzip -p "$apk" AndroidManifest.xml resources.arsc 'classes*.dex' >"$tmp/m.b" ;;
			base) run base "$base" scan --all-code --fail-on none --format json "$apk" >"$tmp/m.base" ;;
			esac
		done
		[ -n "$base" ] || echo "0 0 0" >"$tmp/m.base"
		echo "$(cat "$tmp/m.a") $(cat "$tmp/m.b") $(cat "$tmp/m.base")" >>"$tmp/rounds"
	done
	# rounds: aw ac arss bw bc brss xw xc xrss
	acpu=$(awk '{print $2}' "$tmp/rounds" | median)
	bcpu=$(awk '{print $5}' "$tmp/rounds" | median)
	ab=$(awk '{print $2 / ($5 + 0.0005)}' "$tmp/rounds" | median)
	abw=$(awk '{print $1 / ($4 + 0.0005)}' "$tmp/rounds" | median)
	peak=$(awk '$3 > m {m = $3} END {print m / 1024}' "$tmp/rounds")
	xcpu=$(awk '{print $8}' "$tmp/rounds" | median)
	xb=$(awk '{print $8 / ($5 + 0.0005)}' "$tmp/rounds" | median)
	xpeak=$(awk '$9 > m {m = $9} END {print m / 1024}' "$tmp/rounds")
	ax=$(awk '{print $2 / ($8 + 0.0005)}' "$tmp/rounds" | median)
	agc=- ca=-
	if [ $have_androguard = 1 ]; then
		if read -r _ agc < <(/usr/bin/python3 "$tmp/ag.py" "$apk" 2>/dev/null | tail -n 1); then
			ca=$(awk -v c="$agc" -v a="$acpu" 'BEGIN {printf "%.0f", c / a}')
		else
			agc=-
		fi
	fi
	limit=$(awk -v d="$largest" 'BEGIN {print 2 * d / 1048576 + 32}')
	ok=$(awk -v p="$peak" -v l="$limit" 'BEGIN {print (p <= l) ? "yes" : "NO"}')
	maxpeak=$(awk -v p="$peak" -v m="$maxpeak" 'BEGIN {print (p > m) ? p : m}')
	printf '%-50s %6.2f | %7.3f %7.3f %6.2f %6.2f | %6s %6s | %7.1f %7.1f %6s' "${name:0:50}" \
		"$(awk -v d="$largest" 'BEGIN {print d / 1e6}')" "$acpu" "$bcpu" "$ab" "$abw" "$agc" "$ca" "$peak" "$limit" "$ok"
	[ -n "$base" ] && printf ' | %7.3f %6.2f %7.1f %6.2f' "$xcpu" "$xb" "$xpeak" "$ax"
	echo
	echo "$ab $abw $ca $xb ${ax:-0}" >>"$tmp/summary"
done

echo
printf 'median over %d APKs: a/b CPU %.2f (target <= 2), a/b wall %.2f' "${#apks[@]}" \
	"$(awk '{print $1}' "$tmp/summary" | median)" "$(awk '{print $2}' "$tmp/summary" | median)"
[ $have_androguard = 1 ] && printf ', c/a CPU %.0f (target >= 50)' "$(awk '$3 != "-" {print $3}' "$tmp/summary" | median)"
[ -n "$base" ] && printf '; base/b CPU %.2f; a/base CPU %.2f (paired per round)' "$(awk '{print $4}' "$tmp/summary" | median)" "$(awk '{print $5}' "$tmp/summary" | median)"
echo

# One directory scan of every APK above: its peak against the largest
# single-APK peak + 16 MiB.
mkdir "$tmp/fleet"
for apk in "${apks[@]}"; do
	ln "$apk" "$tmp/fleet/" 2>/dev/null || cp "$apk" "$tmp/fleet/"
done
dir=$(run a "$bin" scan --all-code --fail-on none --format json "$tmp/fleet" | awk '{print $3 / 1024}')
printf 'directory scan of the %d APKs: peak %.1f MiB, limit %.1f MiB (largest single-APK peak + 16 MiB)' "${#apks[@]}" "$dir" \
	"$(awk -v m="$maxpeak" 'BEGIN {print m + 16}')"
if [ -n "$base" ]; then
	printf '; base %.1f MiB' "$(run base "$base" scan --all-code --fail-on none --format json "$tmp/fleet" | awk '{print $3 / 1024}')"
fi
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
