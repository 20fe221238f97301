.class public final Lcom/example/r33j1/BootReceiver;
.super Landroid/content/BroadcastReceiver;
.source "BootReceiver.java"


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 7
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method

.method static synthetic lambda$onReceive$0(Landroid/content/Context;Landroid/content/BroadcastReceiver$PendingResult;)V
    .locals 1

    .line 15
    new-instance v0, Lcom/example/r33j1/Reminders;

    invoke-direct {v0, p0}, Lcom/example/r33j1/Reminders;-><init>(Landroid/content/Context;)V

    invoke-virtual {v0}, Lcom/example/r33j1/Reminders;->pendingTimes()[J

    move-result-object v0

    invoke-static {p0, v0}, Lcom/example/r33j1/DoseAlarms;->rescheduleAll(Landroid/content/Context;[J)V

    .line 16
    invoke-virtual {p1}, Landroid/content/BroadcastReceiver$PendingResult;->finish()V

    .line 17
    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .locals 2

    .line 10
    invoke-virtual {p2}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object p2

    const-string v0, "android.intent.action.BOOT_COMPLETED"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-nez p2, :cond_0

    .line 11
    return-void

    .line 13
    :cond_0
    invoke-virtual {p0}, Lcom/example/r33j1/BootReceiver;->goAsync()Landroid/content/BroadcastReceiver$PendingResult;

    move-result-object p2

    .line 14
    new-instance v0, Ljava/lang/Thread;

    new-instance v1, Lcom/example/r33j1/BootReceiver$$ExternalSyntheticLambda0;

    invoke-direct {v1, p1, p2}, Lcom/example/r33j1/BootReceiver$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;Landroid/content/BroadcastReceiver$PendingResult;)V

    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V

    .line 17
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    .line 18
    return-void
.end method
