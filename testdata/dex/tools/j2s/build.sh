#!/bin/sh
# usage: build.sh [--check] FIXTURE_DIR   (e.g. testdata/dex/src/chain625)
# Compiles FIXTURE_DIR/sketch (every .java with javac 17, or every .kt with kotlinc) against the stubs here,
# converts the class files to smali with j2s.py, runs check.py, then writes FIXTURE_DIR/smali/ (default) or,
# with --check, compares against the committed FIXTURE_DIR/smali/ and exits 1 on any difference.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
if [ $# -ne 1 ]; then echo "usage: $0 [--check] FIXTURE_DIR" >&2; exit 2; fi
case $1 in
  /*) fix=$1 ;;
  *) if [ -d "$1" ]; then fix=$(cd "$1" && pwd); else fix=$root/$1; fi ;;
esac
fix=$(cd "$fix" && pwd)
[ -d "$fix/sketch" ] || { echo "$fix: no sketch/" >&2; exit 2; }
KOTLINC=${KOTLINC:-/tmp/kc/node_modules/kotlin-compiler/bin/kotlinc}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/stubcls" "$work/cls" "$work/smali"
find "$fix/sketch" -name '*.java' | LC_ALL=C sort >"$work/java.list"
find "$fix/sketch" -name '*.kt' | LC_ALL=C sort >"$work/kt.list"
# stubs/kotlin (kotlin.Pair, TuplesKt) lets Java sketches write kotlinc's shapes; Kotlin sketches get the real
# standard library, which those stubs would hide.
if [ -s "$work/kt.list" ]; then
  find "$here/stubs" -name '*.java' -not -path "$here/stubs/kotlin/*" | LC_ALL=C sort >"$work/stubs.list"
else
  find "$here/stubs" -name '*.java' | LC_ALL=C sort >"$work/stubs.list"
fi
javac --release 11 -nowarn -d "$work/stubcls" @"$work/stubs.list"

if [ -s "$work/java.list" ] && [ -s "$work/kt.list" ]; then
  echo "$fix/sketch: both .java and .kt sources; not supported" >&2; exit 2
elif [ -s "$work/java.list" ]; then
  javac --release 11 -g:source,lines -nowarn -cp "$work/stubcls" -d "$work/cls" @"$work/java.list"
elif [ -s "$work/kt.list" ]; then
  KL=$(cd "$(dirname "$KOTLINC")/../lib" && pwd)
  "$KOTLINC" -nowarn -jvm-target 17 -cp "$work/stubcls:$KL/kotlinx-coroutines-core-jvm.jar" -d "$work/cls" $(cat "$work/kt.list")
else
  echo "$fix/sketch: no .java or .kt sources" >&2; exit 2
fi

python3 "$here/j2s.py" "$work/cls" "$work/smali"
python3 "$here/check.py" "$work/smali" | tee "$work/check.out"
grep -qx 'problems: 0' "$work/check.out" || { echo "check.py found problems" >&2; exit 1; }

if [ $check = 1 ]; then
  if diff -r "$fix/smali" "$work/smali"; then
    echo "$fix/smali: identical"
  else
    echo "$fix/smali: differs (< committed, > rebuilt)" >&2; exit 1
  fi
else
  rm -rf "$fix/smali"
  cp -R "$work/smali" "$fix/smali"
  echo "wrote $fix/smali"
fi
