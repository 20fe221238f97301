.class public Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;
.super Landroid/content/BroadcastReceiver;
.source "DoorbellReceiver.java"


# static fields
.field public static final ACTION_RING:Ljava/lang/String; = "com.ridgeway.doorhub.action.DOORBELL_RING"

.field public static final ACTION_UNLOCKED:Ljava/lang/String; = "com.ridgeway.doorhub.action.DOOR_UNLOCKED"


# instance fields
.field private locks:Lcom/ridgeway/doorhub/locks/LockRepository;

.field private reminder:Lcom/ridgeway/doorhub/doorbell/VisitorReminder;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 9

    .line 31
    invoke-static {p1}, Lcom/ridgeway/doorhub/DoorhubApp;->component(Landroid/content/Context;)Lcom/ridgeway/doorhub/di/DaggerAppComponent;

    move-result-object v0

    invoke-virtual {v0, p0}, Lcom/ridgeway/doorhub/di/DaggerAppComponent;->inject(Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;)V

    .line 32
    invoke-virtual {p2}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v3

    .line 33
    const-string v0, "com.ridgeway.doorhub.action.DOORBELL_RING"

    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 34
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->reminder:Lcom/ridgeway/doorhub/doorbell/VisitorReminder;

    invoke-virtual {v0}, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->remindAboutVisitor()V

    goto :goto_0

    .line 35
    :cond_0
    const-string v0, "com.ridgeway.doorhub.action.DOOR_UNLOCKED"

    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 36
    const-string v1, "lock_id"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 37
    const-string v1, "auto_lock_seconds"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 38
    if-eqz v4, :cond_1

    if-eqz v5, :cond_1

    .line 39
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->reminder:Lcom/ridgeway/doorhub/doorbell/VisitorReminder;

    invoke-static {v5}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I

    move-result v2

    invoke-virtual {v0, v4, v2}, Lcom/ridgeway/doorhub/doorbell/VisitorReminder;->scheduleAutoLock(Ljava/lang/String;I)V

    .line 41
    :cond_1
    goto :goto_0

    :cond_2
    const-string v0, "com.ridgeway.doorhub.action.AUTO_LOCK"

    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 42
    const-string v1, "lock_id"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 44
    if-eqz v4, :cond_3

    .line 45
    :try_start_0
    iget-object v0, p0, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->locks:Lcom/ridgeway/doorhub/locks/LockRepository;

    const-string v2, "locked"

    invoke-virtual {v0, v4, v2}, Lcom/ridgeway/doorhub/locks/LockRepository;->setState(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 49
    :cond_3
    goto :goto_0

    :catch_0
    move-exception v5

    .line 51
    :cond_4
    :goto_0
    return-void
.end method

.method public setLocks(Lcom/ridgeway/doorhub/locks/LockRepository;)V
    .registers 2

    .line 26
    iput-object p1, p0, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->locks:Lcom/ridgeway/doorhub/locks/LockRepository;

    .line 27
    return-void
.end method

.method public setReminder(Lcom/ridgeway/doorhub/doorbell/VisitorReminder;)V
    .registers 2

    .line 22
    iput-object p1, p0, Lcom/ridgeway/doorhub/doorbell/DoorbellReceiver;->reminder:Lcom/ridgeway/doorhub/doorbell/VisitorReminder;

    .line 23
    return-void
.end method
