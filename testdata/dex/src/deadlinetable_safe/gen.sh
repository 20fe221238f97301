#!/bin/sh
# deadlinetable_safe: deadlinetable's smali (sketch in ../deadlinetable/sketch)
# with PurgeTool.run reading deadline_at_ms before its delete, as
# ReportTool.run does before its insert: every tool of the map checks the
# deadline before its effect, so no CETP619 (the near miss of
# TestDeadlineDispatchTable).
set -eu
cd "$(dirname "$0")"
rm -rf smali
cp -r ../deadlinetable/smali smali
f=smali/com/dtable/PurgeTool.smali
grep -qF '    .registers 5' "$f" || { echo "gen.sh: $f lacks .registers 5" >&2; exit 1; }
sed -i 's|^    \.registers 5$|    .registers 6\
\
    .line 9\
    const-string v0, "deadline_at_ms"\
\
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J\
\
    move-result-wide v0\
\
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J\
\
    move-result-wide v2\
\
    cmp-long v0, v0, v2\
\
    if-gtz v0, :cond_in_time\
\
    const/4 v0, 0x0\
\
    return-object v0\
\
    :cond_in_time|' "$f"
