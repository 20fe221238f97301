#!/bin/sh
# Writes AndroidManifest.xml: provcode's manifest (and, through DEX_FROM,
# its code) with PlainService advertised dual-stack (version 1, versions 1,2): v2 Consumers negotiate sessions, so PlainProvider is CETP625 as under v2 only.
set -eu
cd "$(dirname "$0")"
sed '/android:name=".PlainService"/,/<\/service>/ s|<meta-data android:name="com.clawseed.tools.version" android:value="2" />|<meta-data android:name="com.clawseed.tools.version" android:value="1" /><meta-data android:name="com.clawseed.tools.versions" android:value="1,2" />|' \
	../provcode/AndroidManifest.xml >AndroidManifest.xml
