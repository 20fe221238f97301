#!/bin/sh
# Regenerates ../../smali and ../../../../rev137_k1.apk from the sketch (rev137_k1, Kotlin only).
# Needs kotlinc 2.4.20 (KC), python3, Debian's ASM 9.4, javac 17 (for the checks), smali/baksmali 2.5.2, aapt,
# enjarify, and the stub classes (android.* / org.json in Java, androidx.core.content.SharedPreferencesKt in Kotlin)
# compiled into $STUBS (not committed; see ../Notes.md). Not run by build.sh or go test.
# NOAPK=1 stops after the checks (the smali is written, the APK is not).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
src=$(dirname "$sketch")
dex=$(cd "$src/../.." && pwd)
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev137_k1stubs/out}
STDLIB=$KC/lib/kotlin-stdlib.jar
ASM=/usr/share/java/asm.jar:/usr/share/java/asm-tree.jar:/usr/share/java/asm-analysis.jar
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/kout" "$work/smali" "$work/check"

# 1. Kotlin. -module-name: what the Android Gradle plugin passes for the app module's debug variant.
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS" \
	-d "$work/kout" "$sketch"/*.kt

# 2. kotlinc's classes through the shared Kotlin translator (testdata/dex/tools/k2s, unchanged; through rev135_k1's
#    k2s_refs.py, copied unchanged). No Java classes, no library classes, no shells.
python3 "$here/k2s_refs.py" "$dex/tools/k2s" "$work/kout" "$work/smali"

# 3. one dex; the committed smali is its disassembly, so build.sh reassembles exactly this dex.
smali assemble -j 1 --api 29 -o "$work/classes.dex" "$work/smali"
rm -rf "$src/smali"
baksmali d --sequential-labels --accessor-comments false -o "$src/smali" "$work/classes.dex"

# 4. checks: the dex back to class files (enjarify), verified by the JVM against the stubs and kotlin-stdlib; every
#    reference resolves.
mkdir -p "$work/libs"
cp -r "$STUBS/." "$work/libs/"
(cd "$work/libs" && unzip -qo "$STDLIB" -x 'META-INF/*')
PYTHON=/usr/bin/python3 enjarify -f -o "$work/check.jar" "$work/classes.dex" 2>&1 | tail -1
javac -nowarn -cp "$ASM" -d "$work/check" "$dex/tools/j2d/Reframe.java" "$dex/tools/j2d/VerifyDir.java" "$dex/tools/j2d/LinkCheck.java"
java -cp "$work/check:$ASM:$work/libs" Reframe "$work/check.jar" "$work/libs" "$work/vclasses"
java -Xverify:all -cp "$work/check" VerifyDir "$work/vclasses" "$work/libs" | tail -3
java -cp "$work/check:$ASM" LinkCheck "$work/vclasses" "$work/libs" | tail -5
[ "${NOAPK:-}" = 1 ] && exit 0

# 5. the APK, as the loop body of testdata/dex/build.sh does it for this directory.
FW=/usr/share/android-framework-res/framework-res.apk
out=$work/apk
mkdir -p "$out/res/values"
echo '<resources><string name="app">fixture</string></resources>' >"$out/res/values/strings.xml"
smali assemble -j 1 --api 29 -o "$out/classes.dex" "$src/smali"
aapt package -f -M "$src/AndroidManifest.xml" -S "$out/res" -I "$FW" \
	--min-sdk-version 21 --target-sdk-version 29 -F "$out/app.apk"
(cd "$out" && aapt add app.apk classes*.dex >/dev/null)
cp "$out/app.apk" "$dex/rev137_k1.apk"
echo "built $dex/rev137_k1.apk"
