#!/bin/sh
# How rev188_j1's smali was made: javac 17 (--release 11 -g) against stub classes of android.* / org.json compiled
# into $STUBS (testdata/dex/tools/j2s/stubs copied to /tmp/rev188_j1/stubsrc and extended for this round, not
# committed), the shared class-to-smali translator testdata/dex/tools/j2d (unchanged), smali/baksmali 2.5.2, and the
# translator's checks (enjarify, the JVM verifier, LinkCheck). Needs Debian's ASM 9.4. Not run by build.sh or go test.
# The sketch is in per-package directories (sdk/, a/, b/, app/) because the minified names collide (a/a.java,
# b/a.java). DRY=1 stops before smali/ is replaced.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
J2D=$(cd "$HERE/../../../../tools/j2d" && pwd)
SRC=$(cd "$HERE/.." && pwd)
OUT=$HERE/../../smali
STUBS=${STUBS:-/tmp/rev188_j1/stubclasses}
W=${WORK:-$(mktemp -d)}
CP=/usr/share/java/asm.jar:/usr/share/java/asm-tree.jar:/usr/share/java/asm-analysis.jar
rm -rf "$W/classes" "$W/tool" "$W/check" "$W/smali_out" "$W/vclasses"
mkdir -p "$W/classes" "$W/tool" "$W/check"
javac --release 11 -g -nowarn -cp "$STUBS" -d "$W/classes" $(find "$SRC" -name '*.java' -not -path '*/tools/*' | LC_ALL=C sort)
javac -nowarn -cp $CP -d "$W/tool" "$J2D/Translator.java" "$J2D/ClassTranslator.java" "$J2D/MethodTranslator.java"
java -cp "$W/tool:$CP" Translator "$W/classes" "$W/smali_out"
smali assemble -j 1 --api 29 -o "$W/classes.dex" "$W/smali_out"
# checks: the dex back into class files, verified by the JVM against the stubs; every reference resolves
PYTHON=/usr/bin/python3 enjarify -f -o "$W/check.jar" "$W/classes.dex" 2>&1 | tail -1
javac -nowarn -cp $CP -d "$W/check" "$J2D/Reframe.java" "$J2D/VerifyDir.java" "$J2D/LinkCheck.java"
java -cp "$W/check:$CP" Reframe "$W/check.jar" "$STUBS" "$W/vclasses"
java -Xverify:all -cp "$W/check" VerifyDir "$W/vclasses" "$STUBS" | tail -3
java -cp "$W/check:$CP" LinkCheck "$W/vclasses" "$STUBS" | tail -3
if [ "${DRY:-}" = 1 ]; then echo "dry run: smali left in $W/smali_out"; exit 0; fi
rm -rf "$OUT"
baksmali d --sequential-labels --accessor-comments false -o "$OUT" "$W/classes.dex"
echo "wrote $OUT"
