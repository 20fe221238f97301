.class public final Lcom/example/r30k2/FeedProvider;
.super Landroid/content/ContentProvider;
.source "FeedProvider.kt"


# direct methods
.method public constructor <init>()V
    .registers 1
    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public static final synthetic access$callerName(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;)Lkotlinx/coroutines/flow/Flow;
    .registers 2
    .line 23
    invoke-direct {p0, p1}, Lcom/example/r30k2/FeedProvider;->callerName(Landroid/content/Context;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p0
    return-object p0
.end method

.method public static final synthetic access$nameOf(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;I)Lkotlinx/coroutines/flow/Flow;
    .registers 3
    .line 23
    invoke-direct {p0, p1, p2}, Lcom/example/r30k2/FeedProvider;->nameOf(Landroid/content/Context;I)Lkotlinx/coroutines/flow/Flow;
    move-result-object p0
    return-object p0
.end method

.method public static final synthetic access$pull(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;I)I
    .registers 3
    .line 23
    invoke-direct {p0, p1, p2}, Lcom/example/r30k2/FeedProvider;->pull(Landroid/content/Context;I)I
    move-result p0
    return p0
.end method

.method private final callerName(Landroid/content/Context;)Lkotlinx/coroutines/flow/Flow;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            ")",
            "Lkotlinx/coroutines/flow/Flow<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
    .line 42
    new-instance v0, Lcom/example/r30k2/FeedProvider$callerName$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, v1}, Lcom/example/r30k2/FeedProvider$callerName$1;-><init>(Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    .line 44
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    invoke-static {p1, v0}, Lkotlinx/coroutines/flow/FlowKt;->flowOn(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    return-object p1
.end method

.method private final nameOf(Landroid/content/Context;I)Lkotlinx/coroutines/flow/Flow;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "I)",
            "Lkotlinx/coroutines/flow/Flow<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
    .line 46
    new-instance v0, Lcom/example/r30k2/FeedProvider$nameOf$1;
    const/4 v1, 0x0
    invoke-direct {v0, p1, p2, v1}, Lcom/example/r30k2/FeedProvider$nameOf$1;-><init>(Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->flow(Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    .line 48
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object p2
    check-cast p2, Lkotlin/coroutines/CoroutineContext;
    invoke-static {p1, p2}, Lkotlinx/coroutines/flow/FlowKt;->flowOn(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/flow/Flow;
    move-result-object p1
    return-object p1
.end method

.method private final pull(Landroid/content/Context;I)I
    .registers 6
    .line 70
    new-instance v0, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object p1
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "feed-"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v1, ".json"
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-direct {v0, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 p1, 0x0
    const/4 p2, 0x1
    invoke-static {v0, p1, p2, p1}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result p1
    return p1
.end method

.method private final refresh(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 6
    .line 50
    new-instance v0, Lcom/example/r30k2/FeedProvider$refresh$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, p2, v1}, Lcom/example/r30k2/FeedProvider$refresh$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 p1, 0x1
    invoke-static {v1, v0, p1, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p1, Landroid/os/Bundle;
    .line 57
    return-object p1
.end method

.method private final refreshQuiet(Landroid/content/Context;I)Landroid/os/Bundle;
    .registers 6
    .line 59
    new-instance v0, Lcom/example/r30k2/FeedProvider$refreshQuiet$1;
    const/4 v1, 0x0
    invoke-direct {v0, p0, p1, p2, v1}, Lcom/example/r30k2/FeedProvider$refreshQuiet$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    const/4 p1, 0x1
    invoke-static {v1, v0, p1, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast p1, Landroid/os/Bundle;
    .line 67
    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 26
    invoke-virtual {p0}, Lcom/example/r30k2/FeedProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v4}, Lcom/example/r30k2/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r30k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {v4}, Lcom/example/r30k2/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r30k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v4}, Lcom/example/r30k2/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r30k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 29
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r30k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 30
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r30k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 31
    :cond_ok
    invoke-virtual {p0}, Lcom/example/r30k2/FeedProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 32
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-eqz p1, :cond_none
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p2
    sparse-switch p2, :sswitch_data
    goto :cond_none
    :sswitch_who
    const-string p2, "who_am_i"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_who
    goto :cond_none
    :sswitch_whois
    const-string p2, "who_is"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_whois
    goto :cond_none
    :sswitch_refresh
    const-string p2, "refresh_feed"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_refresh
    goto :cond_none
    :sswitch_quiet
    const-string p2, "refresh_quiet"
    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_quiet
    goto :cond_none
    .line 33
    :case_who
    new-instance p1, Lcom/example/r30k2/FeedProvider$call$1;
    invoke-direct {p1, p0, v5, v0}, Lcom/example/r30k2/FeedProvider$call$1;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/jvm/functions/Function2;
    const/4 p2, 0x1
    invoke-static {v0, p1, p2, v0}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    goto :goto_ret
    .line 34
    :case_whois
    new-instance p1, Lcom/example/r30k2/FeedProvider$call$2;
    invoke-direct {p1, p0, v5, v4, v0}, Lcom/example/r30k2/FeedProvider$call$2;-><init>(Lcom/example/r30k2/FeedProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)V
    check-cast p1, Lkotlin/jvm/functions/Function2;
    const/4 p2, 0x1
    invoke-static {v0, p1, p2, v0}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    goto :goto_ret
    .line 35
    :case_refresh
    invoke-direct {p0, v5, v4}, Lcom/example/r30k2/FeedProvider;->refresh(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 36
    :case_quiet
    invoke-direct {p0, v5, v4}, Lcom/example/r30k2/FeedProvider;->refreshQuiet(Landroid/content/Context;I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    .line 37
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r30k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    .line 32
    :goto_ret
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x75f9af09 -> :sswitch_who
        -0x5582b430 -> :sswitch_quiet
        -0x2f01dab5 -> :sswitch_whois
        -0x2c7637e -> :sswitch_refresh
    .end sparse-switch
.end method

.method public onCreate()Z
    .registers 2
    .line 72
    const/4 v0, 0x1
    return v0
.end method
