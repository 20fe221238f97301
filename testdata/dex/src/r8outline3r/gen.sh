#!/bin/sh
# Writes smali/ and AndroidManifest.xml: r8outline3 as an obfuscating R8
# build leaves it (mapping.txt beside this script is its mapping). The
# manifest's components and the SDK are kept; R8 renames what nothing
# keeps: its synthesized outline classes (AlertProvider$$ExternalSyntheticOutline0
# and Outline1 -> a.a and a.b, NotesProvider$$ExternalSyntheticBackport0 -> a.c,
# FeedProvider$$ExternalSyntheticApiModelOutline0 -> a.e)
# and Confirmations -> a.d, whose methods become a, b, c and whose source
# file attribute becomes "SourceFile" (its line table is kept).
set -eu
cd "$(dirname "$0")"
rm -rf smali
cp -r ../r8outline3/smali smali
cp ../r8outline3/AndroidManifest.xml AndroidManifest.xml
d=smali/com/example/r8o3
mkdir -p smali/a
mv "$d/AlertProvider\$\$ExternalSyntheticOutline0.smali" smali/a/a.smali
mv "$d/AlertProvider\$\$ExternalSyntheticOutline1.smali" smali/a/b.smali
mv "$d/NotesProvider\$\$ExternalSyntheticBackport0.smali" smali/a/c.smali
mv "$d/Confirmations.smali" smali/a/d.smali
mv "$d/FeedProvider\$\$ExternalSyntheticApiModelOutline0.smali" smali/a/e.smali
find smali -name '*.smali' | while read -r f; do
	sed -i \
		-e 's|Lcom/example/r8o3/AlertProvider\$\$ExternalSyntheticOutline0;|La/a;|g' \
		-e 's|Lcom/example/r8o3/AlertProvider\$\$ExternalSyntheticOutline1;|La/b;|g' \
		-e 's|Lcom/example/r8o3/NotesProvider\$\$ExternalSyntheticBackport0;|La/c;|g' \
		-e 's|Lcom/example/r8o3/FeedProvider\$\$ExternalSyntheticApiModelOutline0;|La/e;|g' \
		-e 's|Lcom/example/r8o3/Confirmations;->foreign(|La/d;->a(|g' \
		-e 's|Lcom/example/r8o3/Confirmations;->own(|La/d;->b(|g' \
		-e 's|Lcom/example/r8o3/Confirmations;->stuck(|La/d;->c(|g' \
		-e 's|Lcom/example/r8o3/Confirmations;|La/d;|g' \
		-e 's|^\.source "R8\$\$SyntheticClass"|.source "SourceFile"|' \
		"$f"
done
sed -i -e 's|^\.source "Confirmations.java"|.source "SourceFile"|' \
	-e 's|^\.method static foreign(|.method static a(|' \
	-e 's|^\.method static own(|.method static b(|' \
	-e 's|^\.method static stuck(|.method static c(|' smali/a/d.smali
