#!/bin/sh
# Regenerates ../../smali from the sketch (rev127_k1). Needs kotlinc 2.4.20 (KC), javac 17, python3 and the stub
# android.* / org.json classes compiled into $STUBS (not committed; see ../Notes.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev127_k1stubs/out}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# -module-name: what the Android Gradle plugin passes for the app module's debug variant.
# -jvm-default=no-compatibility: as in rev121_k1 .. rev125_k1 (this app has no interface default methods).
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS" -d "$work/out" "$sketch"/*.kt
rm -rf "$sketch/../smali"
mkdir -p "$sketch/../smali"
python3 "$here/../../../../tools/k2s/k2s.py" "$work/out" "$sketch/../smali"
