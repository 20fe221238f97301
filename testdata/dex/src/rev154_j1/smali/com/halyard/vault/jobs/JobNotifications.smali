.class final Lcom/halyard/vault/jobs/JobNotifications;
.super Ljava/lang/Object;
.source "JobNotifications.java"


# static fields
.field static final ACTION_SHOW_JOBS:Ljava/lang/String; = "com.halyard.vault.action.SHOW_JOBS"

.field static final CHANNEL:Ljava/lang/String; = "vault_jobs"

.field private static final UPDATABLE:I = 0xa000000


# instance fields
.field private final context:Landroid/content/Context;

.field private final manager:Landroid/app/NotificationManager;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 8

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/halyard/vault/jobs/JobNotifications;->context:Landroid/content/Context;

    .line 21
    const-class v2, Landroid/app/NotificationManager;

    invoke-virtual {p1, v2}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/app/NotificationManager;

    iput-object v1, p0, Lcom/halyard/vault/jobs/JobNotifications;->manager:Landroid/app/NotificationManager;

    .line 22
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobNotifications;->manager:Landroid/app/NotificationManager;

    new-instance v1, Landroid/app/NotificationChannel;

    const-string v3, "vault_jobs"

    const-string v4, "Vault jobs"

    const/4 v5, 0x2

    invoke-direct {v1, v3, v4, v5}, Landroid/app/NotificationChannel;-><init>(Ljava/lang/String;Ljava/lang/CharSequence;I)V

    invoke-virtual {v0, v1}, Landroid/app/NotificationManager;->createNotificationChannel(Landroid/app/NotificationChannel;)V

    .line 24
    return-void
.end method

.method private base()Landroid/app/Notification$Builder;
    .registers 5

    .line 50
    new-instance v0, Landroid/app/Notification$Builder;

    iget-object v2, p0, Lcom/halyard/vault/jobs/JobNotifications;->context:Landroid/content/Context;

    const-string v3, "vault_jobs"

    invoke-direct {v0, v2, v3}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 51
    const v1, 0x1080088

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 52
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setOngoing(Z)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 53
    invoke-direct {p0}, Lcom/halyard/vault/jobs/JobNotifications;->showJobs()Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 50
    return-object v0
.end method

.method private cancelAction(Lcom/halyard/vault/jobs/OperationRow;)Landroid/app/PendingIntent;
    .registers 7

    .line 62
    new-instance v0, Landroid/content/Intent;

    iget-object v2, p0, Lcom/halyard/vault/jobs/JobNotifications;->context:Landroid/content/Context;

    const-class v3, Lcom/halyard/vault/jobs/JobWorkerService;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 63
    const-string v1, "com.halyard.vault.jobs.CANCEL"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    iget-object v2, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    .line 64
    const-string v1, "op_id"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 65
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobNotifications;->context:Landroid/content/Context;

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xa000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getService(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private showJobs()Landroid/app/PendingIntent;
    .registers 6

    .line 57
    new-instance v4, Landroid/content/Intent;

    const-string v2, "com.halyard.vault.action.SHOW_JOBS"

    invoke-direct {v4, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 58
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobNotifications;->context:Landroid/content/Context;

    const/4 v1, 0x0

    const/high16 v3, 0xa000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private static titleOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 69
    move-object v2, p0

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "create_snapshot"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "export_snapshot"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "restore_snapshot"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "build_report"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_1

    .line 71
    :pswitch_0
    const-string v0, "Taking a snapshot"

    return-object v0

    .line 73
    :pswitch_1
    const-string v0, "Exporting a snapshot"

    return-object v0

    .line 75
    :pswitch_2
    const-string v0, "Restoring a snapshot"

    return-object v0

    .line 77
    :pswitch_3
    const-string v0, "Building a report"

    return-object v0

    .line 79
    :goto_1
    const-string v0, "Tidying reports"

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x7441cbab -> :sswitch_2
        -0x44c8ebdb -> :sswitch_3
        0x185fddef -> :sswitch_1
        0x4799c1a7 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method


# virtual methods
.method finished(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;)V
    .registers 6

    .line 41
    invoke-direct {p0}, Lcom/halyard/vault/jobs/JobNotifications;->base()Landroid/app/Notification$Builder;

    move-result-object v0

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    .line 42
    invoke-static {v1}, Lcom/halyard/vault/jobs/JobNotifications;->titleOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    iget-object v1, p2, Lcom/halyard/vault/jobs/OpStatus;->wire:Ljava/lang/String;

    .line 43
    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 44
    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setOngoing(Z)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 45
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v2

    .line 46
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobNotifications;->manager:Landroid/app/NotificationManager;

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-virtual {v0, v1, v2}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V

    .line 47
    return-void
.end method

.method idle()Landroid/app/Notification;
    .registers 3

    .line 27
    invoke-direct {p0}, Lcom/halyard/vault/jobs/JobNotifications;->base()Landroid/app/Notification$Builder;

    move-result-object v0

    const-string v1, "Halyard Vault"

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    const-string v1, "Looking for work"

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v0

    return-object v0
.end method

.method show(Lcom/halyard/vault/jobs/OperationRow;)V
    .registers 7

    .line 31
    invoke-direct {p0}, Lcom/halyard/vault/jobs/JobNotifications;->base()Landroid/app/Notification$Builder;

    move-result-object v0

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->tool:Ljava/lang/String;

    .line 32
    invoke-static {v1}, Lcom/halyard/vault/jobs/JobNotifications;->titleOf(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->ownerPackage:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Asked for by "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    .line 33
    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 34
    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/app/Notification$Builder;->setProgress(IIZ)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 35
    invoke-direct {p0, p1}, Lcom/halyard/vault/jobs/JobNotifications;->cancelAction(Lcom/halyard/vault/jobs/OperationRow;)Landroid/app/PendingIntent;

    move-result-object v3

    const v1, 0x1080038

    const-string v2, "Cancel"

    invoke-virtual {v0, v1, v2, v3}, Landroid/app/Notification$Builder;->addAction(ILjava/lang/CharSequence;Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 36
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v4

    .line 37
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobNotifications;->manager:Landroid/app/NotificationManager;

    const/16 v1, 0x29

    invoke-virtual {v0, v1, v4}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V

    .line 38
    return-void
.end method
