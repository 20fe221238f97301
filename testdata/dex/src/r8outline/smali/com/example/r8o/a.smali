# Legacy.java (sketch/ToolProvider.java), renamed by R8, SourceFile attribute renamed.
.class final Lcom/example/r8o/a;
.super Ljava/lang/Object;
.source "SourceFile"

# TP 602: an implicit broadcast
.method static b(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 7
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r8o.LEGACY"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x0
    const/high16 v2, 0x4000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
