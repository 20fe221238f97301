.class public final Lcom/example/rv15x/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.java"

.field private cached:Lio/reactivex/rxjava3/core/Single;
.field private final io:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rv15x/SyncProvider;->io:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 15
    invoke-static {}, Lcom/example/rv15x/SyncEngine;->lastRun()Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rv15x/SyncProvider;->cached:Lio/reactivex/rxjava3/core/Single;
    const/4 v0, 0x1
    return v0
.end method

.method static synthetic lambda$exportLog$3([Landroid/os/ParcelFileDescriptor;)V
    .registers 2
    .line 61
    const/4 v0, 0x1
    aget-object p0, p0, v0
    invoke-static {p0}, Lcom/example/rv15x/SyncEngine;->writeLog(Landroid/os/ParcelFileDescriptor;)V
    return-void
.end method

.method static synthetic lambda$exportTrace$4([Landroid/os/ParcelFileDescriptor;)V
    .registers 2
    .line 70
    const/4 v0, 0x0
    aget-object p0, p0, v0
    invoke-static {p0}, Lcom/example/rv15x/SyncEngine;->writeLog(Landroid/os/ParcelFileDescriptor;)V
    return-void
.end method

.method static synthetic lambda$syncAs$2(I)Ljava/lang/Integer;
    .registers 1
    .line 46
    invoke-static {p0}, Lcom/example/rv15x/SyncEngine;->run(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

.method static synthetic lambda$syncNow$0()Ljava/lang/Integer;
    .registers 1
    .line 35
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 36
    invoke-static {v0}, Lcom/example/rv15x/SyncEngine;->run(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$status$1()Ljava/lang/String;
    .registers 2
    # near miss CETP603: no subscribeOn, blockingGet runs the callable on the Binder thread
    .line 52
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 53
    invoke-static {v0}, Lcom/example/rv15x/SyncEngine;->describe(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 19
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15x/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 20
    :cond_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15x/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15x/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    .line 22
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    .line 25
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_5
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p3
    const/4 v0, -0x1
    sparse-switch p3, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string p3, "status"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x2
    goto :goto_0
    :sswitch_1
    const-string p3, "sync_as_caller"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x1
    goto :goto_0
    :sswitch_2
    const-string p3, "sync_now"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x0
    goto :goto_0
    :sswitch_3
    const-string p3, "export_log"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x3
    goto :goto_0
    :sswitch_4
    const-string p3, "export_trace"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x4
    goto :goto_0
    :sswitch_5
    const-string p3, "sync_cached"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x5
    goto :goto_0
    :sswitch_6
    const-string p3, "watch"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :goto_0
    const/4 v0, 0x6
    :goto_0
    packed-switch v0, :pswitch_data_0
    .line 31
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :pswitch_0
    invoke-direct {p0}, Lcom/example/rv15x/SyncProvider;->status()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :pswitch_1
    invoke-direct {p0, p2}, Lcom/example/rv15x/SyncProvider;->syncAs(I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :pswitch_2
    invoke-direct {p0}, Lcom/example/rv15x/SyncProvider;->syncNow()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :pswitch_3
    invoke-direct {p0}, Lcom/example/rv15x/SyncProvider;->exportLog()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pswitch_4
    invoke-direct {p0}, Lcom/example/rv15x/SyncProvider;->exportTrace()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pswitch_5
    invoke-direct {p0}, Lcom/example/rv15x/SyncProvider;->syncCached()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pswitch_6
    invoke-direct {p0}, Lcom/example/rv15x/SyncProvider;->watch()Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x752bf0ba -> :sswitch_5
        -0x3532300e -> :sswitch_0
        -0x1e9b2f06 -> :sswitch_4
        -0x1b6a946c -> :sswitch_1
        0x6bac4cf -> :sswitch_6
        0xc7cec39 -> :sswitch_3
        0x6c4e2f32 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_2
        :pswitch_1
        :pswitch_0
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method private syncNow()Landroid/os/Bundle;
    .registers 3
    .line 34
    new-instance v0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 37
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 38
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 39
    const-string v0, "{\"started\":true}"
    invoke-static {v0}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private syncAs(I)Landroid/os/Bundle;
    .registers 4
    # near miss CETP603: the UID was read in call() and is captured as an int
    .line 46
    new-instance v0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0, p1}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda2;-><init>(I)V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object p1
    .line 47
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v0
    invoke-virtual {p1, v0}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object p1
    invoke-virtual {p1}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 48
    const-string p1, "{\"started\":true}"
    invoke-static {p1}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private status()Landroid/os/Bundle;
    .registers 3
    .line 51
    new-instance v0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda1;
    invoke-direct {v0, p0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/rv15x/SyncProvider;)V
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 54
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 55
    invoke-static {v0}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private exportLog()Landroid/os/Bundle;
    .registers 5
    .line 60
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 61
    iget-object v1, p0, Lcom/example/rv15x/SyncProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda3;-><init>([Landroid/os/ParcelFileDescriptor;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 62
    const-string v1, "{\"kind\":\"file\",\"media_type\":\"text/plain\"}"
    invoke-static {v1}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    # near miss CETP612: the lambda writes the write end, pipe[1]
    .line 63
    const/4 v2, 0x0
    aget-object v0, v0, v2
    const-string v2, "result_fd"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 64
    return-object v1
    .line 66
    :catch_0
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "could not open a pipe"
    invoke-static {v0, v1}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private exportTrace()Landroid/os/Bundle;
    .registers 5
    .line 69
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 70
    iget-object v1, p0, Lcom/example/rv15x/SyncProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda4;
    invoke-direct {v2, v0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda4;-><init>([Landroid/os/ParcelFileDescriptor;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 71
    const-string v1, "{\"kind\":\"file\",\"media_type\":\"text/plain\"}"
    invoke-static {v1}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    .line 72
    const/4 v2, 0x0
    aget-object v0, v0, v2
    const-string v2, "result_fd"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 73
    return-object v1
    .line 75
    :catch_0
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "could not open a pipe"
    invoke-static {v0, v1}, Lcom/example/rv15x/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private syncCached()Landroid/os/Bundle;
    .registers 3
    .line 79
    iget-object v0, p0, Lcom/example/rv15x/SyncProvider;->cached:Lio/reactivex/rxjava3/core/Single;
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->subscribe()Lio/reactivex/rxjava3/disposables/Disposable;
    .line 80
    const-string v0, "{\"started\":true}"
    invoke-static {v0}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$watch$5(Ljava/lang/String;)V
    .registers 4
    .line 86
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, " for "
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "sync"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public synthetic lambda$watch$6(Ljava/lang/String;)V
    .registers 4
    # near miss CETP603: no subscribeOn/observeOn, Single.just emits on the subscribing (Binder) thread
    .line 88
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, " for "
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "sync"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public synthetic lambda$watch$7(Ljava/lang/String;)V
    .registers 4
    .line 89
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, " for "
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "sync"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private watch()Landroid/os/Bundle;
    .registers 4
    .line 84
    const/4 v0, 0x0
    invoke-static {v0}, Lcom/example/rv15x/SyncEngine;->describe(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 85
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->observeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 86
    new-instance v1, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda5;
    invoke-direct {v1, p0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda5;-><init>(Lcom/example/rv15x/SyncProvider;)V
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribe(Lio/reactivex/rxjava3/functions/Consumer;)Lio/reactivex/rxjava3/disposables/Disposable;
    .line 87
    const-string v0, "ready"
    invoke-static {v0}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    .line 88
    new-instance v1, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda6;
    invoke-direct {v1, p0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda6;-><init>(Lcom/example/rv15x/SyncProvider;)V
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribe(Lio/reactivex/rxjava3/functions/Consumer;)Lio/reactivex/rxjava3/disposables/Disposable;
    .line 89
    iget-object v0, p0, Lcom/example/rv15x/SyncProvider;->cached:Lio/reactivex/rxjava3/core/Single;
    new-instance v1, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda7;
    invoke-direct {v1, p0}, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda7;-><init>(Lcom/example/rv15x/SyncProvider;)V
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribe(Lio/reactivex/rxjava3/functions/Consumer;)Lio/reactivex/rxjava3/disposables/Disposable;
    .line 90
    const-string v0, "{\"watching\":true}"
    invoke-static {v0}, Lcom/example/rv15x/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
