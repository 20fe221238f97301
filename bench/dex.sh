#!/usr/bin/env bash
# Measures, side by side in one run on the same APKs:
#   (a) cetpaudit's full audit:   cetpaudit scan --all-code APK (whole process)
#   (b) inflating what it reads:  unzip -p APK AndroidManifest.xml resources.arsc 'classes*.dex' >/dev/null
#   (c) androguard's AnalyzeAPK:  Debian's androguard under Debian's /usr/bin/python3,
#                                 timed inside Python (interpreter start-up not counted)
# and cetpaudit's peak RSS against 3 × the largest dex + 32 MiB.
#
#   bench/dex.sh [APK...]
#
# With no APK it takes the BENCH_APKS (default 5) APKs with the largest dex
# in $CETPAUDIT_CORPUS. (a) and (b) are the best of BENCH_RUNS (default 5)
# runs, (c) one run (it takes seconds); peak RSS is the largest of (a)'s
# runs. Wall-clock times suffer on a shared machine, so CPU times
# (user+sys) are printed too: they are the steadier comparison. Targets:
# a/b <= 2, c/a >= 50, peak within the limit. Without androguard
# (apt-get install androguard) column (c) reads "-". It exits 0 unless a
# tool fails: the ratios are printed, not enforced.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
apks=("$@")
if [ ${#apks[@]} -eq 0 ]; then
	if [ -z "${CETPAUDIT_CORPUS:-}" ]; then
		echo "usage: bench/dex.sh APK... (or set CETPAUDIT_CORPUS to a directory of APKs)" >&2
		exit 2
	fi
	while IFS= read -r apk; do
		apks+=("$apk")
	done < <(for apk in "$CETPAUDIT_CORPUS"/*.apk; do
		size=$(unzip -l "$apk" 2>/dev/null | awk '$4 ~ /^classes[0-9]*\.dex$/ && $1 > m {m = $1} END {print m + 0}' || true)
		if [ "${size:-0}" -gt 0 ]; then echo "$size $apk"; fi
	done | sort -rn | head -n "${BENCH_APKS:-5}" | cut -d' ' -f2-)
fi
for tool in unzip bc /usr/bin/time; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "bench/dex.sh: $tool is needed (apt-get install unzip bc time)" >&2
		exit 2
	fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/cetpaudit" ./cmd/cetpaudit)
runs=${BENCH_RUNS:-5}

have_androguard=0
if /usr/bin/python3 -c 'import androguard.misc' >/dev/null 2>&1; then
	have_androguard=1
fi

# best NUMBERS...: the minimum.
best() { printf '%s\n' "$@" | sort -g | head -n 1; }
# measure FILE CMD...: appends "wall cpu" seconds of CMD (bash's time, ms
# resolution) to FILE.
measure() {
	local f=$1
	shift
	local TIMEFORMAT='%3R %3U %3S'
	{ time "$@" >/dev/null 2>&1; } 2>"$tmp/t" || true
	awk '{printf "%s %.3f\n", $1, $2 + $3}' "$tmp/t" >>"$f"
}

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

printf '%-44s %7s %7s %8s %6s %5s | %7s %7s %8s %6s %5s | %8s %6s\n' apk \
	"a wall" "b wall" "c wall" "a/b" "c/a" "a cpu" "b cpu" "c cpu" "a/b" "c/a" "peak MiB" limit
for apk in "${apks[@]}"; do
	name=$(basename "$apk")
	set +e
	"$tmp/cetpaudit" scan --all-code --fail-on none --format json "$apk" >/dev/null 2>"$tmp/err"
	rc=$?
	set -e
	if [ $rc -ne 0 ]; then
		echo "bench/dex.sh: cetpaudit failed on $apk (exit $rc):" >&2
		cat "$tmp/err" >&2
		exit 1
	fi
	: >"$tmp/a"
	: >"$tmp/b"
	for _ in $(seq "$runs"); do
		measure "$tmp/a" "$tmp/cetpaudit" scan --all-code --fail-on none --format json "$apk"
		measure "$tmp/b" unzip -p "$apk" AndroidManifest.xml resources.arsc 'classes*.dex'
	done
	aw=$(best $(cut -d' ' -f1 "$tmp/a"))
	ac=$(best $(cut -d' ' -f2 "$tmp/a"))
	peak=0
	for _ in 1 2 3; do
		/usr/bin/time -f '%M' -o "$tmp/t" "$tmp/cetpaudit" scan --all-code --fail-on none --format json "$apk" >/dev/null 2>&1 || true
		peak=$(printf '%s\n%s\n' "$peak" "$(tail -n 1 "$tmp/t")" | sort -g | tail -n 1)
	done
	bw=$(best $(cut -d' ' -f1 "$tmp/b"))
	bcpu=$(best $(cut -d' ' -f2 "$tmp/b"))
	cw=- cc=- caw=- cac=-
	if [ $have_androguard = 1 ]; then
		read -r cw cc < <(/usr/bin/python3 "$tmp/ag.py" "$apk" 2>/dev/null | tail -n 1)
		caw=$(printf '%.0f' "$(echo "$cw / $aw" | bc -l)")
		cac=$(printf '%.0f' "$(echo "$cc / ($ac + 0.0005)" | bc -l)")
	fi
	dex=$(unzip -l "$apk" 2>/dev/null | awk '$4 ~ /^classes[0-9]*\.dex$/ && $1 > m {m = $1} END {print m + 0}' || true)
	limit=$(echo "(3 * $dex) / 1048576 + 32" | bc -l)
	printf '%-44s %7.3f %7.3f %8s %6.2f %5s | %7.3f %7.3f %8s %6.2f %5s | %8.1f %6.1f\n' "$name" \
		"$aw" "$bw" "$cw" "$(echo "$aw / $bw" | bc -l)" "$caw" \
		"$ac" "$bcpu" "$cc" "$(echo "$ac / ($bcpu + 0.0005)" | bc -l)" "$cac" \
		"$(echo "$peak / 1024" | bc -l)" "$limit"
done
