.class public final Lcom/example/pi/Second;
.super Ljava/lang/Object;
.source "Second.kt"

# true positive 601 living in classes2.dex: flags 0
.method public static fromSecondDex(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 12
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 13
    const/4 v2, 0x0
    invoke-static {p0, v2, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
