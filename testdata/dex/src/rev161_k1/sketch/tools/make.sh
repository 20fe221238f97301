#!/bin/sh
# Rebuilds ../../smali and ../../../../rev161_k1.apk from this sketch (rev161_k1: Kotlin only, two Gradle-style
# modules compiled one after the other: core/ as module core_debug, then app/ as module app_debug against it).
# Needs kotlinc 2.4.20 ($KC), python3, smali/baksmali 2.5.2, aapt with android-framework-res, and the compile-only
# Java stubs of android.* and org.json built into $STUBS (not committed; see ../Notes.md).
set -eu
tools=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$tools")
src=$(dirname "$sketch")
dex=$(cd "$src/../.." && pwd)
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev161_k1stubs/out}
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/core" "$w/app" "$w/classes" "$w/smali"
"$KC/bin/kotlinc" -jvm-target 17 -module-name core_debug -cp "$STUBS" -d "$w/core" "$sketch"/core/*.kt
"$KC/bin/kotlinc" -jvm-target 17 -module-name app_debug -cp "$STUBS:$w/core" -d "$w/app" "$sketch"/app/*.kt
# one dex, as D8 merges the modules of a debug build (--min-api 26, no R8)
cp -r "$w/core/com" "$w/classes/"
cp -r "$w/app/com" "$w/classes/"
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
cp "$out/app.apk" "$dex/rev161_k1.apk"
echo "built $dex/rev161_k1.apk"
