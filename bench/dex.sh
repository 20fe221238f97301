#!/usr/bin/env bash
# Measures, side by side in one run on the same APKs:
#   (a) cetpaudit's full audit:   cetpaudit scan --all-code APK (whole process)
#   (b) inflating what it reads:  unzip -p APK AndroidManifest.xml resources.arsc 'classes*.dex' >/dev/null
#   (c) androguard's AnalyzeAPK:  Debian's androguard under Debian's /usr/bin/python3
#                                 (timed inside Python, so interpreter start-up is not counted)
# and cetpaudit's peak RSS against 3 × the largest dex + 32 MiB.
#
#   bench/dex.sh [APK...]
#
# With no APK it takes the BENCH_APKS (default 5) largest APKs with dex in
# $CETPAUDIT_CORPUS. (a) and (b) are the best of BENCH_RUNS (default 5)
# runs, (c) one run (it takes seconds). Targets: a/b <= 2, c/a >= 50, peak
# within the limit. Without androguard (apt-get install androguard) column
# (c) reads "-". Exit 0 unless a tool fails; the ratios are printed, not
# enforced: the machines are shared and noisy.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
apks=("$@")
if [ ${#apks[@]} -eq 0 ]; then
	if [ -z "${CETPAUDIT_CORPUS:-}" ]; then
		echo "usage: bench/dex.sh APK... (or set CETPAUDIT_CORPUS to a directory of APKs)" >&2
		exit 2
	fi
	while IFS= read -r apk; do
		if unzip -l "$apk" 2>/dev/null | grep -q ' classes[0-9]*\.dex$'; then
			apks+=("$apk")
		fi
		[ ${#apks[@]} -ge "${BENCH_APKS:-5}" ] && break
	done < <(ls -S "$CETPAUDIT_CORPUS"/*.apk)
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/cetpaudit" ./cmd/cetpaudit)
runs=${BENCH_RUNS:-5}

have_androguard=0
if /usr/bin/python3 -c 'import androguard.misc' >/dev/null 2>&1; then
	have_androguard=1
fi

now() { date +%s.%N; }
# best SECONDS...: the minimum.
best() { printf '%s\n' "$@" | sort -g | head -n 1; }

cat >"$tmp/ag.py" <<'EOF'
import logging, sys, time
try:
    from loguru import logger
    logger.remove()
except ImportError:
    pass
logging.disable(logging.CRITICAL)
from androguard.misc import AnalyzeAPK
t = time.perf_counter()
AnalyzeAPK(sys.argv[1])
print(f"{time.perf_counter() - t:.3f}")
EOF

printf '%-52s %8s %8s %9s %6s %7s %8s %8s\n' apk "a (s)" "b (s)" "c (s)" "a/b" "c/a" "peak MiB" "limit"
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
	ta=() tb=()
	for _ in $(seq "$runs"); do
		s=$(now)
		"$tmp/cetpaudit" scan --all-code --fail-on none --format json "$apk" >/dev/null 2>&1
		ta+=("$(echo "$(now) - $s" | bc -l)")
		s=$(now)
		unzip -p "$apk" AndroidManifest.xml resources.arsc 'classes*.dex' >/dev/null 2>&1 || true
		tb+=("$(echo "$(now) - $s" | bc -l)")
	done
	a=$(best "${ta[@]}")
	b=$(best "${tb[@]}")
	c=-
	ca=-
	if [ $have_androguard = 1 ]; then
		c=$(/usr/bin/python3 "$tmp/ag.py" "$apk" 2>/dev/null | tail -n 1)
		ca=$(printf '%.0f' "$(echo "$c / $a" | bc -l)")
	fi
	peak=$(/usr/bin/time -f '%M' "$tmp/cetpaudit" scan --all-code --fail-on none --format json "$apk" 2>&1 >/dev/null | tail -n 1)
	dex=$(unzip -l "$apk" | awk '$4 ~ /^classes[0-9]*\.dex$/ && $1 > m {m = $1} END {print m + 0}')
	limit=$(echo "(3 * $dex) / 1048576 + 32" | bc -l)
	printf '%-52s %8.3f %8.3f %9s %6.2f %7s %8.1f %8.1f\n' "$name" "$a" "$b" "$c" "$(echo "$a / $b" | bc -l)" "$ca" \
		"$(echo "$peak / 1024" | bc -l)" "$limit"
done
