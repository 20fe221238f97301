#!/bin/sh
# Writes AndroidManifest.xml: provcode's manifest (and, through DEX_FROM,
# its code) with PlainService advertised as v1 only: v1 has no sessions, so PlainProvider, which never reads session_token, is no CETP625.
set -eu
cd "$(dirname "$0")"
sed '/android:name=".PlainService"/,/<\/service>/ s|<meta-data android:name="com.clawseed.tools.version" android:value="2" />|<meta-data android:name="com.clawseed.tools.version" android:value="1" />|' \
	../provcode/AndroidManifest.xml >AndroidManifest.xml
