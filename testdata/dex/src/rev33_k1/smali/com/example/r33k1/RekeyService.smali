.class public final Lcom/example/r33k1/RekeyService;
.super Landroid/app/Service;
.source "RekeyService.kt"

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroid/app/Service;-><init>()V
    return-void
.end method

.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3
    .line 8
    const/4 v0, 0x0
    return-object v0
.end method
