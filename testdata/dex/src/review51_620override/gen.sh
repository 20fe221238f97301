#!/bin/sh
# review51_620override: rev85_j1's smali (both dex files) with BookingProvider
# overriding sessionOk (BookingProvider.sessionOk.smali appended to its class):
# super.sessionOk, then a comparison of the stored owner with the caller.
set -eu
cd "$(dirname "$0")"
rm -rf smali smali_classes2
cp -r ../rev85_j1/smali smali
cp -r ../rev85_j1/smali_classes2 smali_classes2
cat BookingProvider.sessionOk.smali >> smali/com/chairtime/booking/BookingProvider.smali
