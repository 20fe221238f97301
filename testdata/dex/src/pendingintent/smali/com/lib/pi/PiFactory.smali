.class public final Lcom/lib/pi/PiFactory;
.super Ljava/lang/Object;
.source "PiFactory.java"

# A library wrapper that passes the flags through, adding FLAG_UPDATE_CURRENT.
.method public static broadcast(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    .registers 5
    .line 7
    const/high16 v0, 0x8000000
    or-int/2addr v0, p2
    const/4 v1, 0x0
    invoke-static {p0, v1, p1, v0}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
