#!/bin/sh
# Writes smali/: R8's outline of `new Bundle()` + putString(k1, v1) +
# putParcelable(k2, v2) (Answers$$ExternalSyntheticOutline0.m), called by
# 65 methods of Answers (Java sketch: each
#   static Bundle aN(Context ctx) {
#       Intent i = new Intent(ctx, StuckActivity.class);                          // line 10+N
#       return answer(PendingIntent.getActivity(ctx, N, i, FLAG_IMMUTABLE));  }
# with answer() inlined and outlined by R8). More callers than a helper's
# are followed back (64): CETP615 and CETP623 must say, at the 65th call,
# that what it puts is not checked; the first 64 are followed (StuckActivity
# never finishes: a CETP623 note at each). The answer has no resume_token:
# CETP508 at a0, the one call() reaches.
set -eu
cd "$(dirname "$0")"
rm -rf smali && mkdir -p smali/com/example/r8oc
d=smali/com/example/r8oc
cat >"$d/Answers\$\$ExternalSyntheticOutline0.smali" <<'EOF'
.class public final synthetic Lcom/example/r8oc/Answers$$ExternalSyntheticOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static synthetic m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Parcelable;)Landroid/os/Bundle;
    .registers 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-virtual {v0, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, p2, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method
EOF
cat >"$d/StuckActivity.smali" <<'EOF'
.class public Lcom/example/r8oc/StuckActivity;
.super Landroid/app/Activity;
.source "StuckActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method
EOF
{
	cat <<'EOF'
.class public final Lcom/example/r8oc/Answers;
.super Landroid/content/ContentProvider;
.source "Answers.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 8
    invoke-virtual {p0}, Lcom/example/r8oc/Answers;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r8oc/Answers;->a0(Landroid/content/Context;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
EOF
	i=0
	while [ $i -le 64 ]; do
		cat <<EOF

.method static a$i(Landroid/content/Context;)Landroid/os/Bundle;
    .registers 5
    .line $((10 + i))
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r8oc/StuckActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/16 v1, $i
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    const-string v0, "error_code"
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "resolution"
    invoke-static {v0, v1, v2, p0}, Lcom/example/r8oc/Answers\$\$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/os/Parcelable;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
EOF
		i=$((i + 1))
	done
} >"$d/Answers.smali"
