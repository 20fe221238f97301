#!/bin/sh
# Regenerates ../../smali from the sketch (rev118_k1). Needs kotlinc 2.4.20 (KC), javac 17, python3 and the
# stub android.* / org.json classes compiled into $STUBS (not committed; see ../Notes.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev118_k1/stubout}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$KC/bin/kotlinc" -jvm-target 17 -cp "$STUBS:$KC/lib/kotlinx-coroutines-core-jvm.jar" -d "$work/out" "$sketch"/*.kt
javac -g:none -nowarn -cp "$KC/lib/kotlin-stdlib.jar" -d "$work/shells" "$sketch"/shells/*.java
rm -rf "$sketch/../smali"
mkdir -p "$sketch/../smali"
python3 "$here/k2s.py" "$work/out" "$sketch/../smali"
python3 "$here/k2s.py" "$work/shells" "$sketch/../smali"
for f in "$sketch"/../smali/kotlin/coroutines/jvm/internal/*.smali; do
	sed -i '2a .source "ContinuationImpl.kt"' "$f"
done
