.class final Lcom/example/pwd/Notifs;
.super Ljava/lang/Object;
.source "AlertProvider.java"

.method static a(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 6
    .line 33
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pwd/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    .line 34
    invoke-static {p0, p1}, Lcom/example/pwd/Notifs;->b(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static b(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 4
    .line 37
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pwd/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x2
    invoke-static {p0, v1, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
