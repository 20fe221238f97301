.class public final synthetic Lcom/example/r30j2/Resolving$-CC;
.super Ljava/lang/Object;
.source "Resolving.java"

.method public static $default$resolution(Lcom/example/r30j2/Resolving;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 4
    .line 11
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, p1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 12
    invoke-interface {p0}, Lcom/example/r30j2/Resolving;->context()Landroid/content/Context;
    move-result-object p1
    invoke-interface {p0, p1}, Lcom/example/r30j2/Resolving;->target(Landroid/content/Context;)Landroid/content/ComponentName;
    move-result-object p1
    invoke-virtual {v0, p1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;
    .line 13
    invoke-interface {p0}, Lcom/example/r30j2/Resolving;->context()Landroid/content/Context;
    move-result-object p0
    const/4 p1, 0x0
    const/high16 v1, 0x44000000
    invoke-static {p0, p1, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static $default$target(Lcom/example/r30j2/Resolving;Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 3
    .line 17
    new-instance p0, Landroid/content/ComponentName;
    const-class v0, Lcom/example/r30j2/ConfirmActivity;
    invoke-direct {p0, p1, v0}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object p0
.end method

.method public static varargs stack(Landroid/content/Context;[Landroid/content/Intent;)Landroid/app/PendingIntent;
    .registers 4
    .line 20
    const/4 v0, 0x0
    const/high16 v1, 0x4000000
    invoke-static {p0, v0, p1, v1}, Landroid/app/PendingIntent;->getActivities(Landroid/content/Context;I[Landroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
