# com.example.rel.ToolProvider$$ExternalSyntheticOutline0, renamed by R8:
# the instructions of ToolProvider.java lines 24-25 (see ../../sketch),
# with lines 1-2 that the call site's outlineCallsite maps back.
.class public final synthetic La/b;
.super Ljava/lang/Object;
.source "r8-map-id-9f3c2a1"

.method public static synthetic a(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 1
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, p1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 2
    const/4 v1, 0x2
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
