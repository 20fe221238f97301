# D8's companion class for Resolutions' static and default methods (see sketch/ToolProvider.java).
.class public final synthetic Lcom/example/r14j/Resolutions$-CC;
.super Ljava/lang/Object;
.source "Resolutions.java"

.method public static $default$retry(Lcom/example/r14j/Resolutions;Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 5
    .line 15
    new-instance p0, Landroid/content/Intent;
    const-string v0, "com.example.r14j.RETRY"
    invoke-direct {p0, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 16
    const/4 v0, 0x2
    const/high16 v1, 0x8000000
    invoke-static {p1, v0, p0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static confirm(Landroid/content/Context;)Landroid/content/Intent;
    .registers 3
    .line 11
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r14j/ConfirmActivity;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
