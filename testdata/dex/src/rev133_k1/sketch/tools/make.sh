#!/bin/sh
# Regenerates ../../smali from the sketch (rev133_k1). Needs kotlinc 2.4.20 (KC), javac 17, python3 and the stub
# android.* / org.json classes compiled into $STUBS (not committed; see ../Notes.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev133_k1stubs/out}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# -module-name: what the Android Gradle plugin passes for the app module's debug variant.
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS" -d "$work/out" "$sketch"/*.kt
rm -rf "$sketch/../smali"
mkdir -p "$sketch/../smali"
# the shared translator, unchanged, through rev131_k1's k2s_refs.py (copied; one addition: range super() calls)
python3 "$here/k2s_refs.py" "$here/../../../../tools/k2s" "$work/out" "$sketch/../smali"
