.class public final Lcom/greenwick/garden/reminders/JobReminders;
.super Ljava/lang/Object;
.source "JobReminders.java"

# interfaces
.implements Lcom/greenwick/garden/reminders/Scheduler;


# static fields
.field private static final JOB_ID_BASE:I = 0x47000000


# instance fields
.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/greenwick/garden/cetp/Clock;)V
    .registers 3

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/greenwick/garden/reminders/JobReminders;->context:Landroid/content/Context;

    .line 20
    iput-object p2, p0, Lcom/greenwick/garden/reminders/JobReminders;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 21
    return-void
.end method


# virtual methods
.method public cancel(Ljava/lang/String;)I
    .registers 11

    .line 38
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 39
    iget-object v0, p0, Lcom/greenwick/garden/reminders/JobReminders;->context:Landroid/content/Context;

    const-class v1, Landroid/app/job/JobScheduler;

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/job/JobScheduler;

    move-object v4, v0

    .line 40
    const/4 v5, 0x0

    .line 41
    invoke-virtual {v4}, Landroid/app/job/JobScheduler;->getAllPendingJobs()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/job/JobInfo;

    move-object v7, v0

    .line 42
    invoke-virtual {v7}, Landroid/app/job/JobInfo;->getExtras()Landroid/os/PersistableBundle;

    move-result-object v8

    .line 43
    const-string v2, "subject"

    invoke-virtual {v8, v2}, Landroid/os/PersistableBundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "owner_uid"

    invoke-virtual {v8, v1}, Landroid/os/PersistableBundle;->getInt(Ljava/lang/String;)I

    move-result v0

    if-ne v0, v3, :cond_0

    .line 44
    invoke-virtual {v7}, Landroid/app/job/JobInfo;->getId()I

    move-result v1

    invoke-virtual {v4, v1}, Landroid/app/job/JobScheduler;->cancel(I)V

    .line 45
    add-int/lit8 v5, v5, 0x1

    .line 47
    :cond_0
    goto :goto_0

    .line 48
    :cond_1
    return v5
.end method

.method public schedule(ILjava/lang/String;J)V
    .registers 14

    .line 25
    new-instance v7, Landroid/os/PersistableBundle;

    invoke-direct {v7}, Landroid/os/PersistableBundle;-><init>()V

    .line 26
    const-string v1, "subject"

    invoke-virtual {v7, v1, p2}, Landroid/os/PersistableBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    const-string v1, "owner_uid"

    invoke-virtual {v7, v1, p1}, Landroid/os/PersistableBundle;->putInt(Ljava/lang/String;I)V

    .line 28
    new-instance v0, Landroid/app/job/JobInfo$Builder;

    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v3

    const v4, 0xffff

    and-int/2addr v3, v4

    const/high16 v2, 0x47000000    # 32768.0f

    add-int/2addr v2, v3

    new-instance v3, Landroid/content/ComponentName;

    iget-object v5, p0, Lcom/greenwick/garden/reminders/JobReminders;->context:Landroid/content/Context;

    const-class v6, Lcom/greenwick/garden/reminders/ReminderJobService;

    invoke-direct {v3, v5, v6}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-direct {v0, v2, v3}, Landroid/app/job/JobInfo$Builder;-><init>(ILandroid/content/ComponentName;)V

    iget-object v5, p0, Lcom/greenwick/garden/reminders/JobReminders;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 30
    invoke-interface {v5}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v5

    sub-long v3, p3, v5

    const-wide/16 v1, 0x0

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Landroid/app/job/JobInfo$Builder;->setMinimumLatency(J)Landroid/app/job/JobInfo$Builder;

    move-result-object v0

    .line 31
    invoke-virtual {v0, v7}, Landroid/app/job/JobInfo$Builder;->setExtras(Landroid/os/PersistableBundle;)Landroid/app/job/JobInfo$Builder;

    move-result-object v0

    .line 32
    invoke-virtual {v0}, Landroid/app/job/JobInfo$Builder;->build()Landroid/app/job/JobInfo;

    move-result-object v8

    .line 33
    iget-object v0, p0, Lcom/greenwick/garden/reminders/JobReminders;->context:Landroid/content/Context;

    const-class v1, Landroid/app/job/JobScheduler;

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/job/JobScheduler;

    invoke-virtual {v0, v8}, Landroid/app/job/JobScheduler;->schedule(Landroid/app/job/JobInfo;)I

    .line 34
    return-void
.end method
