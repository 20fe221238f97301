#!/bin/sh
# Rebuilds ../../smali and ../../../../rev139_k1.apk from this sketch (rev139_k1: Kotlin only, no Java sources).
# Needs kotlinc 2.4.20 ($KC), python3, javac/java 17 and Debian's ASM 9.4 (checks only), smali/baksmali 2.5.2,
# enjarify, aapt with android-framework-res, and the stub classes (android.* and org.json, Java, compiled into
# $STUBS; not committed, see ../Notes.md). build.sh and go test never run this. NOAPK=1 stops before the APK.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
src=$(dirname "$sketch")
dex=$(cd "$src/../.." && pwd)
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev139_k1stubs/out}
ASM=/usr/share/java/asm.jar:/usr/share/java/asm-tree.jar:/usr/share/java/asm-analysis.jar
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/kout" "$work/smali" "$work/check" "$work/libs"

# 1. kotlinc as the app module's debug compile would run it: JVM 17, interface bodies as JVM default methods only
#    (the module sets jvmDefault = NO_COMPATIBILITY), module name app_debug.
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS" \
	-d "$work/kout" "$sketch"/*.kt

# 2. class files -> smali in D8's shapes: the shared translator testdata/dex/tools/k2s (unchanged), through
#    rev137_k1's k2s_refs.py (copied unchanged).
python3 "$here/k2s_refs.py" "$dex/tools/k2s" "$work/kout" "$work/smali"

# 3. one dex; the committed smali is its disassembly, so that build.sh reassembles this very dex.
smali assemble -j 1 --api 29 -o "$work/classes.dex" "$work/smali"
rm -rf "$src/smali"
baksmali d --sequential-labels --accessor-comments false -o "$src/smali" "$work/classes.dex"

# 4. checks: enjarify's class files of the dex, reframed, verified by the JVM against the stubs and kotlin-stdlib,
#    and every reference resolved (testdata/dex/tools/j2d's Reframe, VerifyDir, LinkCheck).
cp -r "$STUBS/." "$work/libs/"
(cd "$work/libs" && unzip -qo "$KC/lib/kotlin-stdlib.jar" -x 'META-INF/*')
PYTHON=/usr/bin/python3 enjarify -f -o "$work/check.jar" "$work/classes.dex" 2>&1 | tail -1
javac -nowarn -cp "$ASM" -d "$work/check" "$dex/tools/j2d/Reframe.java" "$dex/tools/j2d/VerifyDir.java" "$dex/tools/j2d/LinkCheck.java"
java -cp "$work/check:$ASM:$work/libs" Reframe "$work/check.jar" "$work/libs" "$work/vclasses"
java -Xverify:all -cp "$work/check" VerifyDir "$work/vclasses" "$work/libs" | tail -3
java -cp "$work/check:$ASM" LinkCheck "$work/vclasses" "$work/libs" | tail -5
[ "${NOAPK:-}" = 1 ] && exit 0

# 5. the APK, as the loop body of testdata/dex/build.sh makes it for this directory.
FW=/usr/share/android-framework-res/framework-res.apk
out=$work/apk
mkdir -p "$out/res/values"
echo '<resources><string name="app">fixture</string></resources>' >"$out/res/values/strings.xml"
smali assemble -j 1 --api 29 -o "$out/classes.dex" "$src/smali"
aapt package -f -M "$src/AndroidManifest.xml" -S "$out/res" -I "$FW" \
	--min-sdk-version 21 --target-sdk-version 29 -F "$out/app.apk"
(cd "$out" && aapt add app.apk classes*.dex >/dev/null)
cp "$out/app.apk" "$dex/rev139_k1.apk"
echo "built $dex/rev139_k1.apk"
