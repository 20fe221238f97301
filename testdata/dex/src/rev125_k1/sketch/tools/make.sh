#!/bin/sh
# Regenerates ../../smali from the sketch (rev125_k1). Needs kotlinc 2.4.20 (KC; its lib/ ships the
# kotlinx-coroutines-core-jvm 1.8.0 jar compiled against), javac 17, python3 and the stub android.* / org.json
# classes compiled into $STUBS (not committed; see ../Notes.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sketch=$(dirname "$here")
KC=${KC:-/tmp/kc/node_modules/kotlin-compiler}
STUBS=${STUBS:-/tmp/rev125_k1stubs/out}
KX=${KX:-$KC/lib/kotlinx-coroutines-core-jvm.jar}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# -module-name: what the Android Gradle plugin passes for the app module's debug variant.
# -jvm-default=no-compatibility: as in rev121_k1 / rev123_k1 (this app has no interface default methods).
"$KC/bin/kotlinc" -jvm-target 17 -jvm-default=no-compatibility -module-name app_debug -cp "$STUBS:$KX" -d "$work/out" "$sketch"/*.kt
rm -rf "$sketch/../smali"
mkdir -p "$sketch/../smali"
python3 "$here/../../../../tools/k2s/k2s.py" "$work/out" "$sketch/../smali"
# the stdlib's coroutine base classes, as minimal shells (a real APK carries the whole stdlib)
cp -r "$here/shells/." "$sketch/../smali/"
