#!/bin/sh
# Rebuilds ../../smali and ../../../../rev141_k1.apk from this sketch (rev141_k1: Kotlin only).
# Needs kotlinc 2.4.20 ($KC), python3, javac/java 17 with Debian's ASM 9.4 (for the checks), smali/baksmali 2.5.2,
# enjarify, aapt with android-framework-res, and the compile-only stubs of android.*, androidx.lifecycle and
# org.json in $STUBS (Java, not committed; see ../Notes.md). Neither build.sh nor go test runs this.
# NOAPK=1 stops after the checks.
set -eu
tools=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$tools")
src=$(dirname "$sketch")
dex=$(cd "$src/../.." && pwd)
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev141_k1stubs/out}
ASM=/usr/share/java/asm.jar:/usr/share/java/asm-tree.jar:/usr/share/java/asm-analysis.jar
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/classes" "$w/smali" "$w/check" "$w/libs"

# kotlinc as the app module's debug build runs it: JVM 17 bytecode, interface bodies as JVM default methods only,
# module app_debug.
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS" \
	-d "$w/classes" "$sketch"/*.kt

# class files -> smali in D8's debug shapes, by the shared translator (testdata/dex/tools/k2s, used as it is).
python3 "$dex/tools/k2s/k2s.py" "$w/classes" "$w/smali"

# one dex; the committed smali is that dex disassembled, so build.sh reassembles the very same dex.
smali assemble -j 1 --api 29 -o "$w/classes.dex" "$w/smali"
rm -rf "$src/smali"
baksmali d --sequential-labels --accessor-comments false -o "$src/smali" "$w/classes.dex"

# checks: enjarify's class files of the dex, reframed, verified by the JVM against the stubs and kotlin-stdlib, and
# every reference resolved (testdata/dex/tools/j2d's Reframe, VerifyDir, LinkCheck).
cp -r "$STUBS/." "$w/libs/"
(cd "$w/libs" && unzip -qo "$KC/lib/kotlin-stdlib.jar" -x 'META-INF/*')
PYTHON=/usr/bin/python3 enjarify -f -o "$w/check.jar" "$w/classes.dex" 2>&1 | tail -1
javac -nowarn -cp "$ASM" -d "$w/check" "$dex/tools/j2d/Reframe.java" "$dex/tools/j2d/VerifyDir.java" "$dex/tools/j2d/LinkCheck.java"
java -cp "$w/check:$ASM:$w/libs" Reframe "$w/check.jar" "$w/libs" "$w/vclasses"
java -Xverify:all -cp "$w/check" VerifyDir "$w/vclasses" "$w/libs" | tail -3
java -cp "$w/check:$ASM" LinkCheck "$w/vclasses" "$w/libs" | tail -5
[ "${NOAPK:-}" = 1 ] && exit 0

# the APK, made as the loop body of testdata/dex/build.sh makes it for this directory.
FW=/usr/share/android-framework-res/framework-res.apk
out=$w/apk
mkdir -p "$out/res/values"
echo '<resources><string name="app">fixture</string></resources>' >"$out/res/values/strings.xml"
smali assemble -j 1 --api 29 -o "$out/classes.dex" "$src/smali"
aapt package -f -M "$src/AndroidManifest.xml" -S "$out/res" -I "$FW" \
	--min-sdk-version 21 --target-sdk-version 29 -F "$out/app.apk"
(cd "$out" && aapt add app.apk classes*.dex >/dev/null)
cp "$out/app.apk" "$dex/rev141_k1.apk"
echo "built $dex/rev141_k1.apk"
