.class public final Lcom/tidemark/invoices/OutboxWorker;
.super Ljava/lang/Object;
.source "Worker.kt"


# instance fields
.field private final executor:Ljava/util/concurrent/Executor;

.field private final handlers:Ljava/util/Map;

.field private final repo:Lcom/tidemark/invoices/Repository;


# direct methods
.method public constructor <init>(Lcom/tidemark/invoices/Repository;Ljava/util/Map;)V
    .registers 5

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "handlers"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/OutboxWorker;->repo:Lcom/tidemark/invoices/Repository;

    iput-object p2, p0, Lcom/tidemark/invoices/OutboxWorker;->handlers:Ljava/util/Map;

    .line 30
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newSingleThreadExecutor(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/Executor;

    iput-object v0, p0, Lcom/tidemark/invoices/OutboxWorker;->executor:Ljava/util/concurrent/Executor;

    .line 29
    return-void
.end method

.method public static final synthetic access$getHandlers$p(Lcom/tidemark/invoices/OutboxWorker;)Ljava/util/Map;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxWorker;->handlers:Ljava/util/Map;

    return-object v0
.end method

.method public static final synthetic access$getRepo$p(Lcom/tidemark/invoices/OutboxWorker;)Lcom/tidemark/invoices/Repository;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxWorker;->repo:Lcom/tidemark/invoices/Repository;

    return-object v0
.end method

.method private final drain()V
    .registers 9

    .line 38
    :goto_0
    new-instance v1, Lcom/tidemark/invoices/OutboxWorker$drain$item$1;

    const/4 v4, 0x0

    invoke-direct {v1, p0, v4}, Lcom/tidemark/invoices/OutboxWorker$drain$item$1;-><init>(Lcom/tidemark/invoices/OutboxWorker;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/OutboxItem;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v6, v0

    .line 39
    invoke-virtual {v6}, Lcom/tidemark/invoices/OutboxItem;->getCancelRequested()Z

    move-result v0

    if-eqz v0, :cond_1

    sget-object v0, Lcom/tidemark/invoices/WorkResult$Cancelled;->INSTANCE:Lcom/tidemark/invoices/WorkResult$Cancelled;

    check-cast v0, Lcom/tidemark/invoices/WorkResult;

    goto :goto_1

    :cond_1
    invoke-direct {p0, v6}, Lcom/tidemark/invoices/OutboxWorker;->perform(Lcom/tidemark/invoices/OutboxItem;)Lcom/tidemark/invoices/WorkResult;

    move-result-object v0

    :goto_1
    move-object v7, v0

    .line 40
    new-instance v1, Lcom/tidemark/invoices/OutboxWorker$drain$1;

    const/4 v5, 0x0

    invoke-direct {v1, p0, v6, v7, v5}, Lcom/tidemark/invoices/OutboxWorker$drain$1;-><init>(Lcom/tidemark/invoices/OutboxWorker;Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/WorkResult;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    goto :goto_0
.end method

.method public static final kick$lambda$0(Lcom/tidemark/invoices/OutboxWorker;)V
    .registers 1

    .line 33
    invoke-direct {p0}, Lcom/tidemark/invoices/OutboxWorker;->drain()V

    return-void
.end method

.method private final perform(Lcom/tidemark/invoices/OutboxItem;)Lcom/tidemark/invoices/WorkResult;
    .registers 12

    .line 45
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxWorker;->handlers:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/tidemark/invoices/OutboxItem;->getKind()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidemark/invoices/OutboxHandler;

    if-nez v0, :cond_0

    new-instance v0, Lcom/tidemark/invoices/WorkResult$Failure;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "No worker takes this kind of job."

    invoke-direct {v0, v2, v3}, Lcom/tidemark/invoices/WorkResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/tidemark/invoices/WorkResult;

    return-object v0

    :cond_0
    move-object v6, v0

    .line 46
    new-instance v7, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;

    invoke-direct {v7, p0, p1}, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda1;-><init>(Lcom/tidemark/invoices/OutboxWorker;Lcom/tidemark/invoices/OutboxItem;)V

    .line 50
    :try_start_0
    invoke-interface {v6, p1, v7}, Lcom/tidemark/invoices/OutboxHandler;->doWork(Lcom/tidemark/invoices/OutboxItem;Lcom/tidemark/invoices/Progress;)Lcom/tidemark/invoices/WorkResult;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 51
    :catch_0
    move-exception v9

    .line 52
    invoke-virtual {p1}, Lcom/tidemark/invoices/OutboxItem;->getId()J

    move-result-wide v1

    invoke-virtual {p1}, Lcom/tidemark/invoices/OutboxItem;->getKind()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "job "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ") failed"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v9

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "Tidemark"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 53
    new-instance v8, Lcom/tidemark/invoices/WorkResult$Failure;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The job stopped before it finished; nothing was sent."

    invoke-direct {v8, v2, v3}, Lcom/tidemark/invoices/WorkResult$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v8, Lcom/tidemark/invoices/WorkResult;

    .line 49
    :goto_0
    return-object v8
.end method

.method public static final perform$lambda$0(Lcom/tidemark/invoices/OutboxWorker;Lcom/tidemark/invoices/OutboxItem;IILjava/lang/String;)V
    .registers 13

    const-string v1, "message"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    new-instance v1, Lcom/tidemark/invoices/OutboxWorker$perform$progress$1$1;

    move-object v2, p0

    move-object v3, p1

    move v4, p2

    move v5, p3

    move-object v6, p4

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/tidemark/invoices/OutboxWorker$perform$progress$1$1;-><init>(Lcom/tidemark/invoices/OutboxWorker;Lcom/tidemark/invoices/OutboxItem;IILjava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    const/4 v0, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;

    .line 48
    return-void
.end method


# virtual methods
.method public final kick()V
    .registers 3

    .line 33
    iget-object v0, p0, Lcom/tidemark/invoices/OutboxWorker;->executor:Ljava/util/concurrent/Executor;

    new-instance v1, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/tidemark/invoices/OutboxWorker$$ExternalSyntheticLambda0;-><init>(Lcom/tidemark/invoices/OutboxWorker;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 34
    return-void
.end method
