.class public final Lapp/larder/home/work/WorkQueue;
.super Ljava/lang/Object;
.source "Work.kt"


# static fields
.field private static final Companion:Lapp/larder/home/work/WorkQueue$Companion;

.field public static final TAG:Ljava/lang/String; = "LarderWork"

.field private static final pool:Ljava/util/concurrent/ExecutorService;


# instance fields
.field private final dao:Lapp/larder/home/data/WorkDao;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/work/WorkQueue$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/work/WorkQueue$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/work/WorkQueue;->Companion:Lapp/larder/home/work/WorkQueue$Companion;

    .line 77
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newFixedThreadPool(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lapp/larder/home/work/WorkQueue;->pool:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method public constructor <init>(Lapp/larder/home/data/WorkDao;)V
    .registers 3

    const-string v0, "dao"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    return-void
.end method

.method public static final synthetic access$getPool$cp()Ljava/util/concurrent/ExecutorService;
    .registers 1

    .line 37
    sget-object v0, Lapp/larder/home/work/WorkQueue;->pool:Ljava/util/concurrent/ExecutorService;

    return-object v0
.end method

.method public static final enqueue$lambda$0(Lapp/larder/home/work/WorkQueue;Lapp/larder/home/work/WorkRequest;)V
    .registers 2

    .line 41
    invoke-direct {p0, p1}, Lapp/larder/home/work/WorkQueue;->run(Lapp/larder/home/work/WorkRequest;)V

    return-void
.end method

.method private final run(Lapp/larder/home/work/WorkRequest;)V
    .registers 13

    .line 45
    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getId()Ljava/lang/String;

    move-result-object v7

    .line 46
    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    invoke-interface {v0, v7}, Lapp/larder/home/data/WorkDao;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 47
    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    const-string v2, "cancelled"

    const/4 v3, 0x0

    invoke-interface {v0, v7, v2, v3}, Lapp/larder/home/data/WorkDao;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    .line 48
    return-void

    .line 50
    :cond_0
    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    const-string v2, "running"

    const/4 v3, 0x0

    invoke-interface {v0, v7, v2, v3}, Lapp/larder/home/data/WorkDao;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    .line 52
    :try_start_0
    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getFactory()Lkotlin/jvm/functions/Function1;

    move-result-object v0

    new-instance v1, Lapp/larder/home/work/WorkParams;

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getOwnerUid()I

    move-result v4

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getInput()Lorg/json/JSONObject;

    move-result-object v5

    iget-object v6, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    invoke-direct {v1, v7, v4, v5, v6}, Lapp/larder/home/work/WorkParams;-><init>(Ljava/lang/String;ILorg/json/JSONObject;Lapp/larder/home/data/WorkDao;)V

    invoke-interface {v0, v1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/larder/home/work/Worker;

    invoke-virtual {v0}, Lapp/larder/home/work/Worker;->doWork()Lapp/larder/home/work/WorkResult;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 53
    :catch_0
    move-exception v10

    .line 54
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "work "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " stopped with an exception"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v10

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "LarderWork"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 55
    new-instance v9, Lapp/larder/home/work/WorkResult$Failure;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The operation stopped unexpectedly; nothing was shared."

    const/4 v4, 0x0

    invoke-direct {v9, v2, v3, v4}, Lapp/larder/home/work/WorkResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    check-cast v9, Lapp/larder/home/work/WorkResult;

    .line 51
    :goto_0
    move-object v8, v9

    .line 57
    move-object v9, v8

    .line 58
    instance-of v0, v9, Lapp/larder/home/work/WorkResult$Success;

    if-eqz v0, :cond_1

    .line 59
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "kind"

    const-string v2, "inline"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object v2, v8

    check-cast v2, Lapp/larder/home/work/WorkResult$Success;

    invoke-virtual {v2}, Lapp/larder/home/work/WorkResult$Success;->getValue()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "value"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 60
    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "succeeded"

    invoke-interface {v0, v7, v2, v3}, Lapp/larder/home/data/WorkDao;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    goto :goto_1

    .line 62
    :cond_1
    instance-of v0, v9, Lapp/larder/home/work/WorkResult$Failure;

    if-eqz v0, :cond_2

    .line 63
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 64
    move-object v2, v8

    check-cast v2, Lapp/larder/home/work/WorkResult$Failure;

    invoke-virtual {v2}, Lapp/larder/home/work/WorkResult$Failure;->getErrorCode()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_code"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    move-object v2, v8

    check-cast v2, Lapp/larder/home/work/WorkResult$Failure;

    invoke-virtual {v2}, Lapp/larder/home/work/WorkResult$Failure;->getMessage()Ljava/lang/String;

    move-result-object v2

    const-string v1, "error_message"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    move-object v2, v8

    check-cast v2, Lapp/larder/home/work/WorkResult$Failure;

    invoke-virtual {v2}, Lapp/larder/home/work/WorkResult$Failure;->getRetryable()Z

    move-result v2

    const-string v1, "retryable"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 67
    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 68
    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "request_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 69
    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    invoke-virtual {v10}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "failed"

    invoke-interface {v0, v7, v2, v3}, Lapp/larder/home/data/WorkDao;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    goto :goto_1

    .line 71
    :cond_2
    sget-object v1, Lapp/larder/home/work/WorkResult$Stopped;->INSTANCE:Lapp/larder/home/work/WorkResult$Stopped;

    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    const-string v2, "cancelled"

    const/4 v3, 0x0

    invoke-interface {v0, v7, v2, v3}, Lapp/larder/home/data/WorkDao;->setState(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)I

    move-result v0

    goto :goto_1

    .line 57
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 73
    :goto_1
    return-void
.end method


# virtual methods
.method public final enqueue(Lapp/larder/home/work/WorkRequest;)V
    .registers 11

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    iget-object v0, p0, Lapp/larder/home/work/WorkQueue;->dao:Lapp/larder/home/data/WorkDao;

    new-instance v1, Lapp/larder/home/data/WorkInfo;

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getProvider()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getOwnerUid()I

    move-result v5

    invoke-virtual {p1}, Lapp/larder/home/work/WorkRequest;->getRequestId()Ljava/lang/String;

    move-result-object v6

    move-object v2, v3

    move-object v3, v4

    move v4, v5

    move-object v5, v6

    const-string v6, "queued"

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lapp/larder/home/data/WorkInfo;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    .line 40
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    .line 39
    invoke-interface {v0, v1, v2, v3}, Lapp/larder/home/data/WorkDao;->insert(Lapp/larder/home/data/WorkInfo;J)V

    .line 41
    sget-object v0, Lapp/larder/home/work/WorkQueue;->pool:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1}, Lapp/larder/home/work/WorkQueue$$ExternalSyntheticLambda0;-><init>(Lapp/larder/home/work/WorkQueue;Lapp/larder/home/work/WorkRequest;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 42
    return-void
.end method
