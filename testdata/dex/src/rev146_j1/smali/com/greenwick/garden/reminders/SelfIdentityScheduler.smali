.class public final Lcom/greenwick/garden/reminders/SelfIdentityScheduler;
.super Ljava/lang/Object;
.source "SelfIdentityScheduler.java"

# interfaces
.implements Lcom/greenwick/garden/reminders/Scheduler;


# instance fields
.field private final inner:Lcom/greenwick/garden/reminders/Scheduler;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/reminders/Scheduler;)V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/greenwick/garden/reminders/SelfIdentityScheduler;->inner:Lcom/greenwick/garden/reminders/Scheduler;

    .line 14
    return-void
.end method


# virtual methods
.method public cancel(Ljava/lang/String;)I
    .registers 7

    .line 28
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 30
    :try_start_0
    iget-object v0, p0, Lcom/greenwick/garden/reminders/SelfIdentityScheduler;->inner:Lcom/greenwick/garden/reminders/Scheduler;

    invoke-interface {v0, p1}, Lcom/greenwick/garden/reminders/Scheduler;->cancel(Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v3

    .line 32
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 30
    return v3

    :catchall_0
    move-exception v4

    .line 32
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 33
    throw v4
.end method

.method public schedule(ILjava/lang/String;J)V
    .registers 9

    .line 18
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 20
    :try_start_0
    iget-object v0, p0, Lcom/greenwick/garden/reminders/SelfIdentityScheduler;->inner:Lcom/greenwick/garden/reminders/Scheduler;

    invoke-interface {v0, p1, p2, p3, p4}, Lcom/greenwick/garden/reminders/Scheduler;->schedule(ILjava/lang/String;J)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 22
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 23
    goto :goto_0

    :catchall_0
    move-exception v3

    .line 22
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 23
    throw v3

    .line 24
    :goto_0
    return-void
.end method
