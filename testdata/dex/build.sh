#!/bin/sh
# Rebuilds the dex rule fixtures: testdata/dex/<name>.apk from
# testdata/dex/src/<name>/ (AndroidManifest.xml, smali/, optional
# smali_classes2/ for a second dex, optional files/ of Java resources to add
# (META-INF/services/...), optional DEX_FROM naming another
# fixture whose smali to reuse; an executable gen.sh writes the smali
# first, for fixtures generated rather than written). Needs aapt and smali (see
# ../../../shared/FIXTURES.md); go test never runs this.
set -eu
cd "$(dirname "$0")"
FW=/usr/share/android-framework-res/framework-res.apk
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for dir in src/*/; do
	name=$(basename "$dir")
	code=$dir
	if [ -x "$dir/gen.sh" ]; then "$dir/gen.sh"; fi
	[ -f "$dir/DEX_FROM" ] && code=src/$(cat "$dir/DEX_FROM")/
	out=$tmp/$name
	mkdir -p "$out/res/values"
	echo '<resources><string name="app">fixture</string></resources>' >"$out/res/values/strings.xml"
	smali assemble -j 1 --api 29 -o "$out/classes.dex" "$code/smali"
	if [ -d "$code/smali_classes2" ]; then
		smali assemble -j 1 --api 29 -o "$out/classes2.dex" "$code/smali_classes2"
	fi
	aapt package -f -M "$dir/AndroidManifest.xml" -S "$out/res" -I "$FW" \
		--min-sdk-version 21 --target-sdk-version 29 -F "$out/app.apk"
	(cd "$out" && aapt add app.apk classes*.dex >/dev/null)
	# files/ holds Java resources the APK carries (META-INF/services/...)
	if [ -d "$dir/files" ]; then
		(cd "$dir/files" && aapt add "$out/app.apk" $(find . -type f | sed 's#^\./##' | LC_ALL=C sort) >/dev/null)
	fi
	cp "$out/app.apk" "$name.apk"
	echo "built $name.apk"
done
