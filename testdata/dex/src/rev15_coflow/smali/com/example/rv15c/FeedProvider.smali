.class public final Lcom/example/rv15c/FeedProvider;
.super Landroid/content/ContentProvider;
.source "FeedProvider.kt"

.field private final repo:Lcom/example/rv15c/FeedRepository;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;

.method public constructor <init>()V
    .registers 4
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    const/4 v0, 0x0
    const/4 v1, 0x1
    invoke-static {v0, v1, v0}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, p0, Lcom/example/rv15c/FeedProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 14
    new-instance v0, Lcom/example/rv15c/FeedRepository;
    invoke-direct {v0}, Lcom/example/rv15c/FeedRepository;-><init>()V
    iput-object v0, p0, Lcom/example/rv15c/FeedProvider;->repo:Lcom/example/rv15c/FeedRepository;
    return-void
.end method

.method public static final synthetic access$getRepo$p(Lcom/example/rv15c/FeedProvider;)Lcom/example/rv15c/FeedRepository;
    .registers 1
    iget-object p0, p0, Lcom/example/rv15c/FeedProvider;->repo:Lcom/example/rv15c/FeedRepository;
    return-object p0
.end method

.method public onCreate()Z
    .registers 2
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 20
    invoke-virtual {p0}, Lcom/example/rv15c/FeedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/rv15c/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15c/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 22
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15c/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
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
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_5
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_9
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p3
    sparse-switch p3, :sswitch_data_0
    goto :cond_9
    :sswitch_0
    const-string p3, "who_am_i"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_6
    goto :cond_9
    .line 28
    :cond_6
    invoke-direct {p0}, Lcom/example/rv15c/FeedProvider;->whoAmI()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :sswitch_1
    const-string p3, "latest_items"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_7
    goto :cond_9
    .line 26
    :cond_7
    invoke-direct {p0, p2}, Lcom/example/rv15c/FeedProvider;->latest(I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :sswitch_2
    const-string p3, "refresh_feed"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_8
    goto :cond_9
    .line 27
    :cond_8
    invoke-direct {p0}, Lcom/example/rv15c/FeedProvider;->refresh()Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    :sswitch_3
    const-string p3, "my_items"
    invoke-virtual {p1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_a
    goto :cond_9
    .line 28
    :cond_a
    invoke-direct {p0, p2}, Lcom/example/rv15c/FeedProvider;->mine(I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_0
    .line 29
    :cond_9
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/rv15c/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :goto_0
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x75f9af09 -> :sswitch_0
        -0x1c339893 -> :sswitch_3
        -0x2c7637e -> :sswitch_2
        0x2474d908 -> :sswitch_1
    .end sparse-switch
.end method

.method private final latest(I)Landroid/os/Bundle;
    .registers 5
    .line 33
    new-instance v0, Lcom/example/rv15c/FeedProvider$latest$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/example/rv15c/FeedProvider$latest$1;-><init>(Lcom/example/rv15c/FeedProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 p1, 0x1
    invoke-static {v1, v0, p1, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private final whoAmI()Landroid/os/Bundle;
    .registers 4
    .line 38
    new-instance v0, Lcom/example/rv15c/FeedProvider$whoAmI$1;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/rv15c/FeedProvider$whoAmI$1;-><init>(Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    invoke-static {v1, v0, v2, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final refresh()Landroid/os/Bundle;
    .registers 8
    .line 44
    iget-object v0, p0, Lcom/example/rv15c/FeedProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    new-instance v3, Lcom/example/rv15c/FeedProvider$refresh$1;
    const/4 v1, 0x0
    invoke-direct {v3, p0, v1}, Lcom/example/rv15c/FeedProvider$refresh$1;-><init>(Lcom/example/rv15c/FeedProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x0
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 48
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/example/rv15c/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final mine(I)Landroid/os/Bundle;
    .registers 5
    .line 51
    new-instance v0, Lcom/example/rv15c/FeedProvider$mine$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, v1}, Lcom/example/rv15c/FeedProvider$mine$1;-><init>(Lcom/example/rv15c/FeedProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 p1, 0x1
    invoke-static {v1, v0, p1, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method
