#!/bin/sh
# Rebuilds every fixture APK in testdata/apks from its sources in
# testdata/apks/src/<name>/ with aapt v1, byte-reproducibly (aapt stamps no
# times: zip entries are dated 1980-01-01).
#
#   testdata/apks/build.sh          rebuild all APKs in place
#   testdata/apks/build.sh --check  rebuild into a temp dir and fail if any
#                                   committed APK differs from its sources
#
# Needs aapt (Debian: apt-get install aapt android-framework-res); go test does
# not. The fixtures are manifest-only (android:hasCode="false"). A manifest
# without <uses-sdk> gets minSdkVersion 21 / targetSdkVersion 29 from the
# flags below; one that has <uses-sdk> keeps its own values (aapt inserts,
# never overrides).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
framework=${ANDROID_FRAMEWORK_RES:-/usr/share/android-framework-res/framework-res.apk}

if ! command -v aapt >/dev/null 2>&1; then
	echo "build.sh: aapt not found (apt-get install aapt android-framework-res)" >&2
	exit 2
fi
if [ ! -f "$framework" ]; then
	echo "build.sh: $framework not found (apt-get install android-framework-res)" >&2
	exit 2
fi

check=false
case "${1:-}" in
--check) check=true ;;
"") ;;
*)
	echo "usage: build.sh [--check]" >&2
	exit 2
	;;
esac

out=$here
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if $check; then
	out=$tmp/apks
	mkdir -p "$out"
fi

status=0
for src in "$here"/src/*/; do
	name=$(basename "$src")
	res=""
	if [ -d "$src/res" ]; then
		res="-S $src/res"
	fi
	# aapt writes the APK in place; build in the temp dir and move it so a
	# failed build never leaves a half-written fixture behind.
	# shellcheck disable=SC2086 # $res is empty or two words
	if ! aapt package -f -M "$src/AndroidManifest.xml" $res \
		-I "$framework" \
		--min-sdk-version 21 --target-sdk-version 29 \
		-F "$tmp/$name.apk" >"$tmp/$name.log" 2>&1; then
		echo "build.sh: aapt failed on $name:" >&2
		cat "$tmp/$name.log" >&2
		status=1
		continue
	fi
	if $check; then
		if ! cmp -s "$tmp/$name.apk" "$here/$name.apk"; then
			echo "build.sh: $name.apk differs from src/$name (run testdata/apks/build.sh)" >&2
			status=1
		fi
	else
		mv "$tmp/$name.apk" "$out/$name.apk"
	fi
done

# An APK whose sources are gone is stale.
for apk in "$here"/*.apk; do
	[ -e "$apk" ] || continue
	name=$(basename "$apk" .apk)
	if [ ! -d "$here/src/$name" ]; then
		echo "build.sh: $name.apk has no sources in src/$name" >&2
		status=1
	fi
done
exit $status
