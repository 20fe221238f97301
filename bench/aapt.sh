#!/usr/bin/env bash
# Compares a whole-process `cetpaudit scan APK --format text` with
# `aapt dump xmltree APK AndroidManifest.xml` on the same APKs, as a reference
# point: aapt only decodes the manifest, cetpaudit loads the APK and runs every
# rule, so cetpaudit should stay within a small factor of aapt, not beat it.
#
#   bench/aapt.sh [APK...]
#
# With no APK, it takes the largest APK in $CETPAUDIT_CORPUS. It builds
# cetpaudit into a temp dir, then uses hyperfine when installed (apt-get
# install hyperfine) and otherwise times BENCH_RUNS (default 20) runs of each
# with bash's `time`. It skips, exiting 0, when aapt is not installed.
set -euo pipefail

if ! command -v aapt >/dev/null 2>&1; then
	echo "bench/aapt.sh: aapt not installed (apt-get install aapt); skipping" >&2
	exit 0
fi

apks=("$@")
if [ ${#apks[@]} -eq 0 ]; then
	if [ -z "${CETPAUDIT_CORPUS:-}" ]; then
		echo "usage: bench/aapt.sh APK... (or set CETPAUDIT_CORPUS to a directory of APKs)" >&2
		exit 2
	fi
	largest=$(ls -S "$CETPAUDIT_CORPUS"/*.apk 2>/dev/null | head -n 1 || true)
	if [ -z "$largest" ]; then
		echo "bench/aapt.sh: no APK in $CETPAUDIT_CORPUS" >&2
		exit 2
	fi
	apks=("$largest")
fi
for apk in "${apks[@]}"; do
	if [ ! -f "$apk" ]; then
		echo "bench/aapt.sh: $apk: no such file" >&2
		exit 2
	fi
done

root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! (cd "$root" && go build -o "$tmp/cetpaudit" ./cmd/cetpaudit); then
	echo "bench/aapt.sh: building ./cmd/cetpaudit failed" >&2
	exit 2
fi
cetpaudit=$tmp/cetpaudit
runs=${BENCH_RUNS:-20}

for apk in "${apks[@]}"; do
	echo "== $(basename "$apk") ($(wc -c <"$apk") bytes)"
	# cetpaudit exits 1 when it reports findings; that is not a failure here,
	# but 2 (unreadable input) is: check once before timing.
	set +e
	"$cetpaudit" scan "$apk" --format text >/dev/null 2>"$tmp/err"
	rc=$?
	set -e
	if [ $rc -ge 2 ]; then
		echo "bench/aapt.sh: cetpaudit scan failed on $apk (exit $rc):" >&2
		cat "$tmp/err" >&2
		exit 1
	fi
	if command -v hyperfine >/dev/null 2>&1; then
		hyperfine --warmup 3 --runs "$runs" --ignore-failure \
			--command-name "cetpaudit scan" "$(printf '%q scan %q --format text' "$cetpaudit" "$apk")" \
			--command-name "aapt dump xmltree" "$(printf 'aapt dump xmltree %q AndroidManifest.xml' "$apk")"
		continue
	fi
	echo "(hyperfine not installed: $runs runs each, wall time in total)"
	echo "-- cetpaudit scan --format text"
	time (for _ in $(seq "$runs"); do "$cetpaudit" scan "$apk" --format text >/dev/null 2>&1 || true; done)
	echo "-- aapt dump xmltree AndroidManifest.xml"
	time (for _ in $(seq "$runs"); do aapt dump xmltree "$apk" AndroidManifest.xml >/dev/null; done)
done
