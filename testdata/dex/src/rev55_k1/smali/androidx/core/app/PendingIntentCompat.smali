.class public final Landroidx/core/app/PendingIntentCompat;
.super Ljava/lang/Object;
.source "SourceFile"


# direct methods
.method public static a(ZI)I
    .registers 4
    if-eqz p0, :immutable
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1f
    if-lt v0, v1, :done
    const/high16 v0, 0x2000000
    or-int/2addr p1, v0
    goto :done
    :immutable
    const/high16 v0, 0x4000000
    or-int/2addr p1, v0
    :done
    return p1
.end method

.method public static getActivity(Landroid/content/Context;ILandroid/content/Intent;IZ)Landroid/app/PendingIntent;
    .registers 5
    invoke-static {p4, p3}, Landroidx/core/app/PendingIntentCompat;->a(ZI)I
    move-result p3
    invoke-static {p0, p1, p2, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
