.class public final Lcom/halyard/vault/jobs/JobWorkerService;
.super Landroid/app/Service;
.source "JobWorkerService.java"


# static fields
.field public static final ACTION_CANCEL:Ljava/lang/String; = "com.halyard.vault.jobs.CANCEL"

.field public static final ACTION_WAKE:Ljava/lang/String; = "com.halyard.vault.jobs.WAKE"

.field public static final EXTRA_OP:Ljava/lang/String; = "op_id"

.field private static final MSG_CANCEL:I = 0x2

.field private static final MSG_CLAIM:I = 0x1

.field static final NOTIFICATION_ID:I = 0x29

.field private static final TAG:Ljava/lang/String; = "VaultJobs"


# instance fields
.field private handler:Landroid/os/Handler;

.field private notifications:Lcom/halyard/vault/jobs/JobNotifications;

.field private repository:Lcom/halyard/vault/jobs/OperationRepository;

.field private thread:Landroid/os/HandlerThread;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    return-void
.end method

.method private cancelFromNotification(Ljava/lang/String;)V
    .registers 9

    .line 153
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, p1}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v0

    :goto_0
    move-object v5, v0

    .line 154
    if-eqz v5, :cond_1

    iget-object v0, v5, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/OpStatus;->terminal()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 155
    :cond_1
    return-void

    .line 157
    :cond_2
    iget-object v0, v5, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    sget-object v1, Lcom/halyard/vault/jobs/OpStatus;->PENDING:Lcom/halyard/vault/jobs/OpStatus;

    if-ne v0, v1, :cond_3

    .line 158
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    invoke-virtual {v0, v5, v2, v3}, Lcom/halyard/vault/jobs/OperationRepository;->transition(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)Z

    move-result v0

    goto :goto_1

    .line 159
    :cond_3
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v5}, Lcom/halyard/vault/jobs/OperationRepository;->requestCancel(Lcom/halyard/vault/jobs/OperationRow;)Z

    move-result v0

    :goto_1
    move v6, v0

    .line 160
    const-string v0, "VaultJobs"

    move-object v1, p1

    if-eqz v6, :cond_4

    const-string v2, "recorded"

    goto :goto_2

    :cond_4
    const-string v2, "lost a race"

    :goto_2
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "cancel of "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " from the notification "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 161
    return-void
.end method

.method private checkpoint(Lcom/halyard/vault/jobs/OperationRow;IILjava/lang/String;)V
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/halyard/vault/jobs/JobRunner$Cancelled;
        }
    .end annotation

    .line 133
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    invoke-virtual {v0, v1, p2, p3, p4}, Lcom/halyard/vault/jobs/OperationRepository;->progress(Ljava/lang/String;IILjava/lang/String;)V

    .line 134
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/halyard/vault/jobs/OperationRepository;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 135
    new-instance v0, Lcom/halyard/vault/jobs/JobRunner$Cancelled;

    invoke-direct {v0}, Lcom/halyard/vault/jobs/JobRunner$Cancelled;-><init>()V

    throw v0

    .line 137
    :cond_0
    return-void
.end method

.method private claimNext()V
    .registers 4

    .line 92
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/OperationRepository;->claimNext()Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v2

    .line 93
    if-nez v2, :cond_0

    .line 94
    const/4 v1, 0x1

    invoke-virtual {p0, v1}, Lcom/halyard/vault/jobs/JobWorkerService;->stopForeground(Z)V

    .line 95
    invoke-virtual {p0}, Lcom/halyard/vault/jobs/JobWorkerService;->stopSelf()V

    .line 96
    return-void

    .line 98
    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->notifications:Lcom/halyard/vault/jobs/JobNotifications;

    invoke-virtual {v0, v2}, Lcom/halyard/vault/jobs/JobNotifications;->show(Lcom/halyard/vault/jobs/OperationRow;)V

    .line 99
    invoke-direct {p0, v2}, Lcom/halyard/vault/jobs/JobWorkerService;->runOne(Lcom/halyard/vault/jobs/OperationRow;)V

    .line 100
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->handler:Landroid/os/Handler;

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/os/Handler;->sendEmptyMessage(I)Z

    .line 101
    return-void
.end method

.method private handle(Landroid/os/Message;)Z
    .registers 4

    .line 79
    iget v0, p1, Landroid/os/Message;->what:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 81
    :sswitch_0
    invoke-direct {p0}, Lcom/halyard/vault/jobs/JobWorkerService;->claimNext()V

    .line 82
    const/4 v0, 0x1

    return v0

    .line 84
    :sswitch_1
    iget-object v1, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v1, Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/halyard/vault/jobs/JobWorkerService;->cancelFromNotification(Ljava/lang/String;)V

    .line 85
    const/4 v0, 0x1

    return v0

    .line 87
    :goto_0
    const/4 v0, 0x0

    return v0

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
        0x2 -> :sswitch_1
    .end sparse-switch
.end method

.method private recover()V
    .registers 5

    .line 72
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/OperationRepository;->recoverInterrupted()I

    move-result v3

    .line 73
    if-lez v3, :cond_0

    .line 74
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " interrupted job(s) marked failed"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "VaultJobs"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 76
    :cond_0
    return-void
.end method

.method private runOne(Lcom/halyard/vault/jobs/OperationRow;)V
    .registers 8

    .line 105
    :try_start_0
    invoke-direct {p0, p1}, Lcom/halyard/vault/jobs/JobWorkerService;->runnerFor(Lcom/halyard/vault/jobs/OperationRow;)Lcom/halyard/vault/jobs/JobRunner;

    move-result-object v0

    new-instance v2, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0, p1}, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda2;-><init>(Lcom/halyard/vault/jobs/JobWorkerService;Lcom/halyard/vault/jobs/OperationRow;)V

    invoke-interface {v0, p1, v2}, Lcom/halyard/vault/jobs/JobRunner;->run(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/JobRunner$Progress;)Lcom/halyard/vault/jobs/JobRunner$Result;

    move-result-object v5

    .line 107
    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->SUCCEEDED:Lcom/halyard/vault/jobs/OpStatus;

    invoke-static {v5}, Lcom/halyard/vault/jobs/OperationRepository;->success(Lcom/halyard/vault/jobs/JobRunner$Result;)Landroid/content/ContentValues;

    move-result-object v3

    invoke-direct {p0, p1, v2, v3}, Lcom/halyard/vault/jobs/JobWorkerService;->settle(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)V
    :try_end_0
    .catch Lcom/halyard/vault/jobs/JobRunner$Cancelled; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_2

    .line 118
    goto :goto_0

    :catch_0
    move-exception v5

    .line 109
    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->CANCELLED:Lcom/halyard/vault/jobs/OpStatus;

    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    invoke-direct {p0, p1, v2, v3}, Lcom/halyard/vault/jobs/JobWorkerService;->settle(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)V

    .line 118
    goto :goto_0

    :catch_1
    move-exception v5

    .line 111
    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " could not reach storage"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "VaultJobs"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 112
    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    const-string v3, "UNAVAILABLE"

    const-string v4, "Storage was not available; try again later"

    invoke-static {v3, v4}, Lcom/halyard/vault/jobs/OperationRepository;->failure(Ljava/lang/String;Ljava/lang/String;)Landroid/content/ContentValues;

    move-result-object v3

    invoke-direct {p0, p1, v2, v3}, Lcom/halyard/vault/jobs/JobWorkerService;->settle(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)V

    .line 118
    goto :goto_0

    :catch_2
    move-exception v5

    .line 115
    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "VaultJobs"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 116
    sget-object v2, Lcom/halyard/vault/jobs/OpStatus;->FAILED:Lcom/halyard/vault/jobs/OpStatus;

    const-string v3, "INTERNAL_ERROR"

    const-string v4, "The job stopped before it finished"

    invoke-static {v3, v4}, Lcom/halyard/vault/jobs/OperationRepository;->failure(Ljava/lang/String;Ljava/lang/String;)Landroid/content/ContentValues;

    move-result-object v3

    invoke-direct {p0, p1, v2, v3}, Lcom/halyard/vault/jobs/JobWorkerService;->settle(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)V

    .line 119
    :goto_0
    return-void
.end method

.method private runnerFor(Lcom/halyard/vault/jobs/OperationRow;)Lcom/halyard/vault/jobs/JobRunner;
    .registers 9

    .line 122
    iget-object v5, p1, Lcom/halyard/vault/jobs/OperationRow;->provider:Ljava/lang/String;

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "com.halyard.vault"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "com.halyard.vault.reports"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v6, 0x1

    :cond_0
    :goto_0
    sparse-switch v6, :sswitch_data_1

    goto :goto_1

    .line 124
    :sswitch_2
    new-instance v0, Lcom/halyard/vault/archive/SnapshotRunner;

    invoke-direct {v0, p0}, Lcom/halyard/vault/archive/SnapshotRunner;-><init>(Landroid/content/Context;)V

    return-object v0

    .line 126
    :sswitch_3
    new-instance v0, Lcom/halyard/vault/reports/ReportRunner;

    invoke-direct {v0, p0}, Lcom/halyard/vault/reports/ReportRunner;-><init>(Landroid/content/Context;)V

    return-object v0

    .line 128
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p1, Lcom/halyard/vault/jobs/OperationRow;->provider:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no runner for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :sswitch_data_0
    .sparse-switch
        0x5e4183a4 -> :sswitch_0
        0x799a0175 -> :sswitch_1
    .end sparse-switch

    :sswitch_data_1
    .sparse-switch
        0x0 -> :sswitch_2
        0x1 -> :sswitch_3
    .end sparse-switch
.end method

.method private settle(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)V
    .registers 10

    .line 141
    move-object v4, p1

    .line 142
    const/4 v5, 0x0

    :goto_0
    const/4 v1, 0x3

    if-ge v5, v1, :cond_1

    if-eqz v4, :cond_1

    iget-object v0, v4, Lcom/halyard/vault/jobs/OperationRow;->status:Lcom/halyard/vault/jobs/OpStatus;

    invoke-virtual {v0}, Lcom/halyard/vault/jobs/OpStatus;->terminal()Z

    move-result v0

    if-nez v0, :cond_1

    .line 143
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    invoke-virtual {v0, v4, p2, p3}, Lcom/halyard/vault/jobs/OperationRepository;->transition(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;Landroid/content/ContentValues;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 144
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->notifications:Lcom/halyard/vault/jobs/JobNotifications;

    invoke-virtual {v0, v4, p2}, Lcom/halyard/vault/jobs/JobNotifications;->finished(Lcom/halyard/vault/jobs/OperationRow;Lcom/halyard/vault/jobs/OpStatus;)V

    .line 145
    return-void

    .line 147
    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/halyard/vault/jobs/OperationRepository;->find(Ljava/lang/String;)Lcom/halyard/vault/jobs/OperationRow;

    move-result-object v4

    .line 142
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 149
    :cond_1
    iget-object v1, p1, Lcom/halyard/vault/jobs/OperationRow;->opId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "operation "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " was settled elsewhere"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "VaultJobs"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 150
    return-void
.end method

.method public static wake(Landroid/content/Context;)V
    .registers 4

    .line 35
    new-instance v0, Landroid/content/Intent;

    const-class v2, Lcom/halyard/vault/jobs/JobWorkerService;

    invoke-direct {v0, p0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "com.halyard.vault.jobs.WAKE"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    invoke-virtual {p0, v0}, Landroid/content/Context;->startForegroundService(Landroid/content/Intent;)Landroid/content/ComponentName;

    .line 36
    return-void
.end method


# virtual methods
.method public synthetic lambda$onCreate$0$com-halyard-vault-jobs-JobWorkerService(Landroid/os/Message;)Z
    .registers 3

    .line 45
    invoke-direct {p0, p1}, Lcom/halyard/vault/jobs/JobWorkerService;->handle(Landroid/os/Message;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$onCreate$1$com-halyard-vault-jobs-JobWorkerService()V
    .registers 1

    .line 46
    invoke-direct {p0}, Lcom/halyard/vault/jobs/JobWorkerService;->recover()V

    return-void
.end method

.method public synthetic lambda$runOne$2$com-halyard-vault-jobs-JobWorkerService(Lcom/halyard/vault/jobs/OperationRow;IILjava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/halyard/vault/jobs/JobRunner$Cancelled;
        }
    .end annotation

    .line 106
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/halyard/vault/jobs/JobWorkerService;->checkpoint(Lcom/halyard/vault/jobs/OperationRow;IILjava/lang/String;)V

    return-void
.end method

.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 62
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()V
    .registers 5

    .line 40
    invoke-super {p0}, Landroid/app/Service;->onCreate()V

    .line 41
    new-instance v1, Lcom/halyard/vault/jobs/OperationRepository;

    invoke-static {p0}, Lcom/halyard/vault/jobs/VaultDb;->get(Landroid/content/Context;)Lcom/halyard/vault/jobs/VaultDb;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/halyard/vault/jobs/OperationRepository;-><init>(Lcom/halyard/vault/jobs/VaultDb;)V

    iput-object v1, p0, Lcom/halyard/vault/jobs/JobWorkerService;->repository:Lcom/halyard/vault/jobs/OperationRepository;

    .line 42
    new-instance v1, Lcom/halyard/vault/jobs/JobNotifications;

    invoke-direct {v1, p0}, Lcom/halyard/vault/jobs/JobNotifications;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/halyard/vault/jobs/JobWorkerService;->notifications:Lcom/halyard/vault/jobs/JobNotifications;

    .line 43
    new-instance v1, Landroid/os/HandlerThread;

    const-string v2, "vault-jobs"

    invoke-direct {v1, v2}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    iput-object v1, p0, Lcom/halyard/vault/jobs/JobWorkerService;->thread:Landroid/os/HandlerThread;

    .line 44
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 45
    new-instance v1, Landroid/os/Handler;

    iget-object v2, p0, Lcom/halyard/vault/jobs/JobWorkerService;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v2}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v2

    new-instance v3, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda0;

    invoke-direct {v3, p0}, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda0;-><init>(Lcom/halyard/vault/jobs/JobWorkerService;)V

    invoke-direct {v1, v2, v3}, Landroid/os/Handler;-><init>(Landroid/os/Looper;Landroid/os/Handler$Callback;)V

    iput-object v1, p0, Lcom/halyard/vault/jobs/JobWorkerService;->handler:Landroid/os/Handler;

    .line 46
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->handler:Landroid/os/Handler;

    new-instance v1, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/halyard/vault/jobs/JobWorkerService$$ExternalSyntheticLambda1;-><init>(Lcom/halyard/vault/jobs/JobWorkerService;)V

    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 47
    return-void
.end method

.method public onDestroy()V
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->thread:Landroid/os/HandlerThread;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->quitSafely()Z

    .line 68
    invoke-super {p0}, Landroid/app/Service;->onDestroy()V

    .line 69
    return-void
.end method

.method public onStartCommand(Landroid/content/Intent;II)I
    .registers 9

    .line 51
    iget-object v2, p0, Lcom/halyard/vault/jobs/JobWorkerService;->notifications:Lcom/halyard/vault/jobs/JobNotifications;

    invoke-virtual {v2}, Lcom/halyard/vault/jobs/JobNotifications;->idle()Landroid/app/Notification;

    move-result-object v2

    const/16 v1, 0x29

    invoke-virtual {p0, v1, v2}, Lcom/halyard/vault/jobs/JobWorkerService;->startForeground(ILandroid/app/Notification;)V

    .line 52
    if-eqz p1, :cond_0

    invoke-virtual {p1}, Landroid/content/Intent;->getAction()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.halyard.vault.jobs.CANCEL"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 53
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->handler:Landroid/os/Handler;

    iget-object v1, p0, Lcom/halyard/vault/jobs/JobWorkerService;->handler:Landroid/os/Handler;

    const-string v4, "op_id"

    invoke-virtual {p1, v4}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v2, 0x2

    invoke-virtual {v1, v2, v3}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z

    goto :goto_0

    .line 55
    :cond_0
    iget-object v0, p0, Lcom/halyard/vault/jobs/JobWorkerService;->handler:Landroid/os/Handler;

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/os/Handler;->sendEmptyMessage(I)Z

    .line 57
    :goto_0
    const/4 v0, 0x2

    return v0
.end method
