#!/bin/sh
# How rev126_j1's smali was made (needs javac 17, Debian's ASM 9.4, smali/baksmali 2.5.2, enjarify, and the stub
# classes of android.* / org.json in $STUBS, not committed). Not run by build.sh or go test.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
J2D=$HERE/../../../../tools/j2d # the shared translator and checks (testdata/dex/tools/j2d)
SRC=$HERE/..
OUT=$HERE/../../smali
STUBS=${STUBS:-/tmp/rev126_j1stubs/classes}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
CP=/usr/share/java/asm.jar:/usr/share/java/asm-tree.jar:/usr/share/java/asm-analysis.jar
mkdir -p "$W/classes" "$W/tool" "$W/check"
javac --release 8 -g -Xlint:-options -cp "$STUBS" -d "$W/classes" "$SRC"/*.java
javac -nowarn -cp $CP -d "$W/tool" "$J2D/Translator.java" "$J2D/ClassTranslator.java" "$J2D/MethodTranslator.java"
java -cp "$W/tool:$CP" Translator "$W/classes" "$W/smali_out"
smali assemble -j 1 --api 29 -o "$W/classes.dex" "$W/smali_out"
# checks: the dex back to class files, verified by the JVM against the stubs; references resolve; behaviour
PYTHON=/usr/bin/python3 enjarify -f -o "$W/check.jar" "$W/classes.dex" >/dev/null
javac -nowarn -cp $CP -d "$W/check" "$J2D/Reframe.java" "$J2D/VerifyDir.java" "$J2D/LinkCheck.java"
java -cp "$W/check:$CP" Reframe "$W/check.jar" "$STUBS" "$W/vclasses"
java -Xverify:all -cp "$W/check" VerifyDir "$W/vclasses" "$STUBS" | tail -1
java -cp "$W/check:$CP" LinkCheck "$W/vclasses" "$STUBS" | tail -1
javac -nowarn -cp "$W/classes:$STUBS" -d "$W/check" "$HERE/Behave2.java"
java -cp "$W/check:$W/classes:$STUBS" Behave2 >"$W/b_jvm.txt" 2>&1
java -cp "$W/check:$W/vclasses:$STUBS" Behave2 >"$W/b_dex.txt" 2>&1
diff "$W/b_jvm.txt" "$W/b_dex.txt" && echo "behaviour same"
rm -rf "$OUT"
baksmali d --sequential-labels --accessor-comments false -o "$OUT" "$W/classes.dex"
echo "wrote $OUT"
