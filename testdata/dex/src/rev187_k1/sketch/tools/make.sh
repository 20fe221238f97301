#!/bin/sh
# Rebuilds ../../smali and ../../../../rev187_k1.apk from this sketch (rev187_k1: Kotlin only, one module, app_debug).
# Needs kotlinc 2.4.20 ($KC), python3, smali/baksmali 2.5.2, aapt with android-framework-res, and the compile-only
# Java stubs of android.* and org.json built into $STUBS (not committed; see ../Notes.md).
set -eu
tools=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$tools")
src=$(dirname "$sketch")
dex=$(cd "$src/../.." && pwd)
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev187_k1/stubs/out}
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/classes" "$w/smali"
"$KC/bin/kotlinc" -jvm-target 17 -module-name app_debug -cp "$STUBS" -d "$w/classes" \
	"$sketch"/core/*.kt "$sketch"/pantry/*.kt "$sketch"/shopping/*.kt "$sketch"/ui/*.kt
# one dex, as D8 builds a debug variant (--min-api 26, no R8); only the app's classes are translated
python3 "$dex/tools/k2s/k2s.py" "$w/classes" "$w/smali"
smali assemble -j 1 --api 29 -o "$w/classes.dex" "$w/smali"
rm -rf "$src/smali"
baksmali d --sequential-labels --accessor-comments false -o "$src/smali" "$w/classes.dex"
# build.sh's loop body, for this directory only
FW=/usr/share/android-framework-res/framework-res.apk
out=$w/apk
mkdir -p "$out/res/values"
echo '<resources><string name="app">fixture</string></resources>' >"$out/res/values/strings.xml"
smali assemble -j 1 --api 29 -o "$out/classes.dex" "$src/smali"
aapt package -f -M "$src/AndroidManifest.xml" -S "$out/res" -I "$FW" \
	--min-sdk-version 21 --target-sdk-version 29 -F "$out/app.apk"
(cd "$out" && aapt add app.apk classes*.dex >/dev/null)
cp "$out/app.apk" "$dex/rev187_k1.apk"
echo "built $dex/rev187_k1.apk"
