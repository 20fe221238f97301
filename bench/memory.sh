#!/usr/bin/env bash
# Checks that a scan's memory is flat in the number of inputs: the peak RSS
# of `cetpaudit scan --all-code DIR` over 16 copies of one large-dex APK, at
# -j 1 and at -j 16, against the peak of scanning that APK alone + 16 MiB
# (issue 15's acceptance).
#
#   bench/memory.sh [APK]
#
# With no APK it takes the APK with the largest dex in $CETPAUDIT_CORPUS.
# Each peak is the largest of BENCH_RUNS (default 3) runs (GNU time's %M).
# It prints the three peaks and exits 1 when a directory scan passes the
# limit.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
apk=${1:-}
if [ -z "$apk" ]; then
	if [ -z "${CETPAUDIT_CORPUS:-}" ]; then
		echo "usage: bench/memory.sh APK (or set CETPAUDIT_CORPUS to a directory of APKs)" >&2
		exit 2
	fi
	apk=$(for a in "$CETPAUDIT_CORPUS"/*.apk; do
		size=$(unzip -l "$a" 2>/dev/null | awk '$4 ~ /^classes[0-9]*\.dex$/ {s += $1} END {print s + 0}' || true)
		echo "${size:-0} $a"
	done | sort -rn | head -n 1 | cut -d' ' -f2-)
fi
for tool in unzip /usr/bin/time; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		echo "bench/memory.sh: $tool is needed (apt-get install unzip time)" >&2
		exit 2
	fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/cetpaudit" ./cmd/cetpaudit)
mkdir "$tmp/fleet"
for i in $(seq -w 1 16); do
	cp "$apk" "$tmp/fleet/app$i.apk"
done

# peak prints the largest max-RSS (KiB) of BENCH_RUNS runs of the command.
peak() {
	local best=0 kib
	for _ in $(seq 1 "${BENCH_RUNS:-3}"); do
		# Exit 1 is findings; 2 or more (an input error, a crash) would make
		# the memory figure meaningless.
		rc=0
		/usr/bin/time -f %M -o "$tmp/rss" "$@" >/dev/null 2>"$tmp/stderr" || rc=$?
		if [ "$rc" -gt 1 ]; then
			echo "memory.sh: $* exited $rc:" >&2
			tail -n 5 "$tmp/stderr" >&2
			exit 1
		fi
		kib=$(tail -n 1 "$tmp/rss")
		if [ "$kib" -gt "$best" ]; then best=$kib; fi
	done
	echo "$best"
}

cd "$tmp"
one=$(peak ./cetpaudit scan --all-code --root "$tmp" --format json "fleet/app01.apk")
j1=$(peak ./cetpaudit scan --all-code --root "$tmp" --format json -j 1 fleet)
j16=$(peak ./cetpaudit scan --all-code --root "$tmp" --format json -j 16 fleet)
limit=$((one + 16 * 1024))
dex=$(unzip -l "$apk" | awk '$4 ~ /^classes[0-9]*\.dex$/ {s += $1} END {print s + 0}')
printf 'APK %s (%d KiB of dex)\n' "$(basename "$apk")" $((dex / 1024))
printf '  one APK          %7d KiB\n' "$one"
printf '  16 APKs, -j 1    %7d KiB\n' "$j1"
printf '  16 APKs, -j 16   %7d KiB\n' "$j16"
printf '  limit            %7d KiB (one APK + 16 MiB)\n' "$limit"
if [ "$j1" -gt "$limit" ] || [ "$j16" -gt "$limit" ]; then
	echo "bench/memory.sh: a directory scan passed the limit" >&2
	exit 1
fi
