#!/bin/sh
# jobextras: rev93_k1's smali (Kotlin sketch in ../rev93_k1/sketch) with
# two changes to the JobInfo extras its tools schedule:
#  - SearchJobService.onStartJob reads getExtras().getString("query_hint"),
#    a key find_trails puts no request value under (it puts "query"): the
#    SQL it builds holds no request text (no CETP622);
#  - trailsNear builds its ComponentName for com.partner.SyncJob, a class
#    not in the APK: the JobService reading the extras is not the app's,
#    and the flow says it is not followed (a limit note).
set -eu
cd "$(dirname "$0")"
rm -rf smali
cp -r ../rev93_k1/smali smali
sub() { # sub FILE OLD NEW: replace OLD (once present) or fail
	grep -qF "$2" "$1" || { echo "gen.sh: $1 lacks $2" >&2; exit 1; }
	sed -i "s|$2|$3|" "$1"
}
sub smali/com/trailmix/SearchJobService.smali 'const-string v1, "query"' 'const-string v1, "query_hint"'
sub smali/com/trailmix/TrailProvider.smali 'const-class v2, Lcom/trailmix/NearJobService;' 'const-class v2, Lcom/partner/SyncJob;'
