#!/bin/sh
# Rebuilds ../../smali and ../../../../rev157_k1.apk from this sketch (rev157_k1: Kotlin only).
# Needs kotlinc 2.4.20 ($KC, whose lib/ also holds the kotlinx-coroutines-core-jvm.jar compiled against), python3,
# smali/baksmali 2.5.2, aapt with android-framework-res, and the compile-only stubs (android.*, org.json in Java)
# built into $STUBS (not committed; ../Notes.md). shells/ holds the kotlin.coroutines.jvm.internal shells.
set -eu
tools=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$tools")
src=$(dirname "$sketch")
dex=$(cd "$src/../.." && pwd)
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev157_k1stubs/out}
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/classes" "$w/smali/kotlin/coroutines/jvm/internal"
# kotlinc's defaults otherwise
"$KC/bin/kotlinc" -jvm-target 17 -module-name app_debug -cp "$STUBS:$KC/lib/kotlinx-coroutines-core-jvm.jar" \
	-d "$w/classes" "$sketch"/*.kt
python3 "$dex/tools/k2s/k2s.py" "$w/classes" "$w/smali"
cp "$tools"/shells/*.smali "$w/smali/kotlin/coroutines/jvm/internal/"
smali assemble -j 1 --api 29 -o "$w/classes.dex" "$w/smali"
rm -rf "$src/smali"
baksmali d --sequential-labels --accessor-comments false -o "$src/smali" "$w/classes.dex"
FW=/usr/share/android-framework-res/framework-res.apk
out=$w/apk
mkdir -p "$out/res/values"
echo '<resources><string name="app">fixture</string></resources>' >"$out/res/values/strings.xml"
smali assemble -j 1 --api 29 -o "$out/classes.dex" "$src/smali"
aapt package -f -M "$src/AndroidManifest.xml" -S "$out/res" -I "$FW" \
	--min-sdk-version 21 --target-sdk-version 29 -F "$out/app.apk"
(cd "$out" && aapt add app.apk classes*.dex >/dev/null)
cp "$out/app.apk" "$dex/rev157_k1.apk"
echo "built $dex/rev157_k1.apk"
