# R8's API model outline of PendingIntent.getForegroundService (API 26),
# called by both of Reminder's methods.
.class public final synthetic Lcom/example/r8o2/Reminder$$ExternalSyntheticApiModelOutline0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

.method public static bridge synthetic m(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    .registers 4
    invoke-static {p0, p1, p2, p3}, Landroid/app/PendingIntent;->getForegroundService(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
