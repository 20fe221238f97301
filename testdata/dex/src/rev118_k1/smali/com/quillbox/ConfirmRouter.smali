.class public final Lcom/quillbox/ConfirmRouter;
.super Ljava/lang/Object;
.source "Routes.kt"

# instance fields
.field private final ctx:Landroid/content/Context;
.field private final main:Landroid/os/Handler;
.field private volatile started:Z
.field private final waiting:Ljava/util/ArrayList;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/ConfirmRouter;->ctx:Landroid/content/Context;
    .line 19
    new-instance v0, Landroid/os/Handler;
    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;
    move-result-object v1
    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object v0, p0, Lcom/quillbox/ConfirmRouter;->main:Landroid/os/Handler;
    .line 20
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    .line 18
    return-void
.end method

.method public static final synthetic access$getCtx$p(Lcom/quillbox/ConfirmRouter;)Landroid/content/Context;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter;->ctx:Landroid/content/Context;
    return-object v0
.end method

.method private final start()V
    .registers 10
    .line 39
    const/4 v1, 0x1
    iput-boolean v1, p0, Lcom/quillbox/ConfirmRouter;->started:Z
    .line 40
    iget-object v4, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    monitor-enter v4
:L12
    .line 61
    const/4 v5, 0x0
    .line 40
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    check-cast v0, Ljava/lang/Iterable;
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toList(Ljava/lang/Iterable;)Ljava/util/List;
    move-result-object v6
    move-object v7, v6
    .line 61
    const/4 v8, 0x0
    .line 40
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V
    move-object v5, v6
:L47
    monitor-exit v4
    move-object v0, v5
    goto :L61
:L54
    move-exception v6
:L56
    monitor-exit v4
    throw v6
:L61
    move-object v2, v0
    .line 41
    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v3
:L69
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L97
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Lcom/quillbox/RouteReady;
    invoke-interface {v4}, Lcom/quillbox/RouteReady;->onReady()V
    goto :L69
:L97
    .line 42
    return-void
    .catchall {:L12 .. :L47} :L54
.end method

.method public static final whenReady$lambda$1(Lcom/quillbox/ConfirmRouter;)V
    .registers 1
    .line 31
    invoke-direct {p0}, Lcom/quillbox/ConfirmRouter;->start()V
    return-void
.end method


# virtual methods
.method public final forget(Lcom/quillbox/RouteReady;)V
    .registers 7
    const-string v1, "cb"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    iget-object v2, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    monitor-enter v2
:L13
    .line 61
    const/4 v3, 0x0
    .line 35
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    invoke-virtual {v0, p1}, Ljava/util/ArrayList;->remove(Ljava/lang/Object;)Z
    move-result v3
:L25
    monitor-exit v2
    goto :L37
:L30
    move-exception v4
:L32
    monitor-exit v2
    throw v4
:L37
    .line 36
    return-void
    .catchall {:L13 .. :L25} :L30
.end method

.method public final publishIntent(JLjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 18
    .line 44
    const/4 v6, 0x0
    .line 62
    move-object/from16 v7, p4
    const/4 v8, 0x0
    .line 63
    new-instance v9, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {v7}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v2
    const/4 v3, 0x1
    invoke-direct {v9, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    .line 69
    invoke-virtual {v9}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 70
    move-object v0, v9
    check-cast v0, Lkotlinx/coroutines/CancellableContinuation;
    move-object v10, v0
    const/4 v11, 0x0
    .line 45
    new-instance v0, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;
    move-object v1, v10
    move-object v2, p0
    move-wide v3, p1
    move-object/from16 v5, p3
    invoke-direct/range {v0 .. v5}, Lcom/quillbox/ConfirmRouter$publishIntent$2$cb$1;-><init>(Lkotlinx/coroutines/CancellableContinuation;Lcom/quillbox/ConfirmRouter;JLjava/lang/String;)V
    check-cast v0, Lcom/quillbox/RouteReady;
    move-object v12, v0
    .line 48
    invoke-virtual {p0, v12}, Lcom/quillbox/ConfirmRouter;->whenReady(Lcom/quillbox/RouteReady;)V
    .line 49
    new-instance v1, Lcom/quillbox/ConfirmRouter$publishIntent$2$1;
    invoke-direct {v1, p0, v12}, Lcom/quillbox/ConfirmRouter$publishIntent$2$1;-><init>(Lcom/quillbox/ConfirmRouter;Lcom/quillbox/RouteReady;)V
    check-cast v1, Lkotlin/jvm/functions/Function1;
    invoke-interface {v10, v1}, Lkotlinx/coroutines/CancellableContinuation;->invokeOnCancellation(Lkotlin/jvm/functions/Function1;)V
    .line 71
    invoke-virtual {v9}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v0
    .line 62
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v0, v2, :L102
    move-object/from16 v1, p4
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
:L102
    .line 50
    return-object v0
.end method

.method public final shareIntent(JLjava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 20
    .line 52
    const/4 v7, 0x0
    .line 73
    move-object/from16 v8, p5
    const/4 v9, 0x0
    .line 74
    new-instance v10, Lkotlinx/coroutines/CancellableContinuationImpl;
    invoke-static {v8}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v2
    const/4 v3, 0x1
    invoke-direct {v10, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V
    .line 80
    invoke-virtual {v10}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V
    .line 81
    move-object v0, v10
    check-cast v0, Lkotlinx/coroutines/CancellableContinuation;
    move-object v11, v0
    const/4 v12, 0x0
    .line 53
    new-instance v0, Lcom/quillbox/ConfirmRouter$shareIntent$2$cb$1;
    move-object v1, v11
    move-object v2, p0
    move-wide v3, p1
    move-object/from16 v5, p4
    move-object/from16 v6, p3
    invoke-direct/range {v0 .. v6}, Lcom/quillbox/ConfirmRouter$shareIntent$2$cb$1;-><init>(Lkotlinx/coroutines/CancellableContinuation;Lcom/quillbox/ConfirmRouter;JLjava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/quillbox/RouteReady;
    move-object v13, v0
    .line 56
    invoke-virtual {p0, v13}, Lcom/quillbox/ConfirmRouter;->whenReady(Lcom/quillbox/RouteReady;)V
    .line 57
    new-instance v1, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;
    invoke-direct {v1, p0, v13}, Lcom/quillbox/ConfirmRouter$shareIntent$2$1;-><init>(Lcom/quillbox/ConfirmRouter;Lcom/quillbox/RouteReady;)V
    check-cast v1, Lkotlin/jvm/functions/Function1;
    invoke-interface {v11, v1}, Lkotlinx/coroutines/CancellableContinuation;->invokeOnCancellation(Lkotlin/jvm/functions/Function1;)V
    .line 82
    invoke-virtual {v10}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;
    move-result-object v0
    .line 73
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v2
    if-ne v0, v2, :L104
    move-object/from16 v1, p5
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V
:L104
    .line 58
    return-object v0
.end method

.method public final whenReady(Lcom/quillbox/RouteReady;)V
    .registers 7
    const-string v1, "cb"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    iget-boolean v0, p0, Lcom/quillbox/ConfirmRouter;->started:Z
    if-eqz v0, :L20
    .line 27
    invoke-interface {p1}, Lcom/quillbox/RouteReady;->onReady()V
    .line 28
    return-void
:L20
    .line 30
    iget-object v2, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    monitor-enter v2
:L27
    .line 61
    const/4 v3, 0x0
    .line 30
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter;->waiting:Ljava/util/ArrayList;
    invoke-virtual {v0, p1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v3
:L39
    monitor-exit v2
    goto :L51
:L44
    move-exception v4
:L46
    monitor-exit v2
    throw v4
:L51
    .line 31
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter;->main:Landroid/os/Handler;
    new-instance v1, Lcom/quillbox/ConfirmRouter$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/quillbox/ConfirmRouter$$ExternalSyntheticLambda0;-><init>(Lcom/quillbox/ConfirmRouter;)V
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    .line 32
    return-void
    .catchall {:L27 .. :L39} :L44
.end method
