#!/bin/sh
# Regenerates ../../smali from the sketch (rev123_k1). Needs kotlinc 2.4.20 (KC), javac 17, python3 and the
# stub android.* / org.json classes compiled into $STUBS (not committed; see ../Notes.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev123_k1/stubout}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# -module-name: what the Android Gradle plugin passes for the app module's debug variant.
# -jvm-default=no-compatibility: interface default methods compiled into the interface, no DefaultImpls and no
# bridges in the implementing classes (what projects that set -Xjvm-default=all get).
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS" -d "$work/out" "$sketch"/*.kt
rm -rf "$sketch/../smali"
mkdir -p "$sketch/../smali"
python3 "$here/../../../../tools/k2s/k2s.py" "$work/out" "$sketch/../smali"
