.class public final Lcom/cinderbox/locker/ShareService;
.super Landroid/app/Service;
.source "ShareService.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/cinderbox/locker/ShareService$Inbox;
    }
.end annotation


# static fields
.field static final ACTION_ENTRY:Ljava/lang/String; = "com.cinderbox.action.ENTRY_SHARED"

.field static final KEY_ENTRY:Ljava/lang/String; = "entry"

.field static final KEY_RECIPIENT:Ljava/lang/String; = "recipient"

.field static final MSG_DELIVER:I = 0x1


# instance fields
.field private messenger:Landroid/os/Messenger;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 30
    iget-object v0, p0, Lcom/cinderbox/locker/ShareService;->messenger:Landroid/os/Messenger;

    invoke-virtual {v0}, Landroid/os/Messenger;->getBinder()Landroid/os/IBinder;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()V
    .registers 3

    .line 24
    invoke-super {p0}, Landroid/app/Service;->onCreate()V

    .line 25
    new-instance v0, Landroid/os/Messenger;

    new-instance v1, Lcom/cinderbox/locker/ShareService$Inbox;

    invoke-direct {v1, p0}, Lcom/cinderbox/locker/ShareService$Inbox;-><init>(Landroid/content/Context;)V

    invoke-direct {v0, v1}, Landroid/os/Messenger;-><init>(Landroid/os/Handler;)V

    iput-object v0, p0, Lcom/cinderbox/locker/ShareService;->messenger:Landroid/os/Messenger;

    .line 26
    return-void
.end method
