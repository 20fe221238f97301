#!/bin/sh
# Rebuilds the decoder fixtures from their sources with Debian's aapt
# (1:10.0.0+r36) and framework resources for API 29. Not run by go test or
# CI; the built APKs are committed beside their sources. aapt output is
# byte-reproducible, so a rebuild that changes an APK changed a source.
set -eu
cd "$(dirname "$0")"
FW=/usr/share/android-framework-res/framework-res.apk

# typed.apk: the manifest with every aapt value type, and resources.arsc
# for the references.
aapt package -f -M typed/AndroidManifest.xml -S typed/res -I "$FW" -F typed.apk

# typed-noarsc.apk: the same manifest without resources.arsc, so that
# references stay unresolved.
cp typed.apk typed-noarsc.apk
zip -q -d typed-noarsc.apk resources.arsc
