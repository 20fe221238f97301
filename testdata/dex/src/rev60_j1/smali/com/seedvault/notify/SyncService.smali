.class public Lcom/seedvault/notify/SyncService;
.super Landroid/app/Service;
.source "SyncService.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 17
    const/4 v0, 0x0

    return-object v0
.end method

.method public onStartCommand(Landroid/content/Intent;II)I
    .registers 6

    .line 11
    invoke-static {p0}, Lcom/seedvault/notify/Reminders;->build(Landroid/content/Context;)Landroid/app/Notification;

    move-result-object v0

    const/4 v1, 0x7

    invoke-virtual {p0, v1, v0}, Lcom/seedvault/notify/SyncService;->startForeground(ILandroid/app/Notification;)V

    .line 12
    const/4 v0, 0x2

    return v0
.end method
