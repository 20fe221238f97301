.class final Lcom/example/pwd/Pending;
.super Ljava/lang/Object;
.source "AlertProvider.java"

.method static l0(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 5
    .line 21
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pwd/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x0
    invoke-static {p0, v1, v0, p1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static l1(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 23
    invoke-static {p0, p1}, Lcom/example/pwd/Pending;->l0(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static l2(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 24
    invoke-static {p0, p1}, Lcom/example/pwd/Pending;->l1(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static l3(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 25
    invoke-static {p0, p1}, Lcom/example/pwd/Pending;->l2(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static l4(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 26
    invoke-static {p0, p1}, Lcom/example/pwd/Pending;->l3(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static l5(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 27
    invoke-static {p0, p1}, Lcom/example/pwd/Pending;->l4(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method static l6(Landroid/content/Context;I)Landroid/app/PendingIntent;
    .registers 2
    .line 28
    invoke-static {p0, p1}, Lcom/example/pwd/Pending;->l5(Landroid/content/Context;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
