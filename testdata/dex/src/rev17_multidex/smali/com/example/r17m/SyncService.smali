.class public Lcom/example/r17m/SyncService;
.super Landroid/app/Service;
.source "SyncService.java"

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/app/Service;-><init>()V
    return-void
.end method

.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 2
    .line 17
    const/4 p1, 0x0
    return-object p1
.end method

.method public onStartCommand(Landroid/content/Intent;II)I
    .registers 4
    .line 12
    invoke-static {p0}, Lcom/example/r17m/SyncNotifier;->show(Landroid/content/Context;)V
    .line 13
    invoke-static {p0}, Lcom/example/r17m/SyncNotifier;->showDone(Landroid/content/Context;)V
    .line 14
    const/4 p1, 0x2
    return p1
.end method
