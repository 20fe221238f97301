.class public final Lcom/plotshare/RotaProvider;
.super Landroid/content/ContentProvider;
.source "RotaProvider.kt"

# interfaces
.implements Lcom/plotshare/Resolutions;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRotaProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RotaProvider.kt\ncom/plotshare/RotaProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,75:1\n1#2:76\n*E\n"
.end annotation

.field private final db$delegate:Lkotlin/Lazy;
.field private final pool:Ljava/util/concurrent/ExecutorService;
.field private final lastSeen:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 3
    .line 16
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 17
    new-instance v1, Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda0;-><init>(Lcom/plotshare/RotaProvider;)V
    move-object v0, v1
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v2, Lcom/plotshare/RotaProvider;->db$delegate:Lkotlin/Lazy;
    .line 18
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, v2, Lcom/plotshare/RotaProvider;->pool:Ljava/util/concurrent/ExecutorService;
    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v2, Lcom/plotshare/RotaProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    .line 16
    return-void
.end method

.method private final getDb()Lcom/plotshare/PlotDb;
    .registers 3
    .line 17
    iget-object v0, v2, Lcom/plotshare/RotaProvider;->db$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/plotshare/PlotDb;
    .line 17
    return-object v0
.end method

.method public getHost()Landroid/content/Context;
    .registers 2
    .line 20
    invoke-virtual {v1}, Lcom/plotshare/RotaProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v7, v0
    .line 24
    invoke-virtual {v12}, Lcom/plotshare/RotaProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L41
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L50
    :L41
    .line 25
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L50
    .line 26
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L77
    sget-object v0, Lcom/plotshare/Sessions;->INSTANCE:Lcom/plotshare/Sessions;
    invoke-virtual {v0, v7}, Lcom/plotshare/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"session_token\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 27
    move-object v0, v15
    if-nez v15, :L91
    const-string v0, "INVALID_REQUEST"
    const-string v1, "no extras"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L91
    move-object v8, v0
    .line 28
    move-object v10, v12
    const/4 v0, 0x0
    move v11, v0
    .line 29
    sget-object v0, Lcom/plotshare/Sessions;->INSTANCE:Lcom/plotshare/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/plotshare/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L128
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L128
    .line 30
    nop
    .line 28
    nop
    .line 31
    move-object v9, v13
    .line 32
    const-string v1, "list_tools"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L151
    const-string v0, "{\"tools\":[]}"
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L196
    :L151
    .line 33
    const-string v1, "execute_tool"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L189
    const/4 v0, 0x0
    new-instance v1, Lcom/plotshare/RotaProvider$call$2;
    const/4 v4, 0x0
    invoke-direct {v1, v12, v8, v7, v4}, Lcom/plotshare/RotaProvider$call$2;-><init>(Lcom/plotshare/RotaProvider;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    goto :L196
    :L189
    .line 34
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L196
    .line 31
    return-object v0
.end method

.method private final execute(Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 14
    .line 39
    const-string v1, "deadline_at_ms"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L21
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L21
    .line 40
    new-instance v0, Lcom/plotshare/WaterArgs;
    new-instance v2, Lorg/json/JSONObject;
    const-string v5, "args"
    invoke-virtual {v11, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    move-object v1, v0
    move-object v3, v2
    if-nez v4, :L42
    const-string v4, "{}"
    :L42
    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v2}, Lcom/plotshare/ArgsKt;->toMap(Lorg/json/JSONObject;)Ljava/util/Map;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/plotshare/WaterArgs;-><init>(Ljava/util/Map;)V
    move-object v8, v0
    .line 41
    const-string v1, "tool_name"
    invoke-virtual {v11, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L363
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_71
    goto :L363
    :L136
    const-string v1, "checkin"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L357
    goto :L363
    :L149
    const-string v1, "skip_turn"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L288
    goto :L363
    :L163
    const-string v1, "bed_history"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L242
    goto :L363
    :L177
    const-string v1, "ping"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L350
    goto :L363
    :L191
    const-string v1, "log_watering"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L233
    goto :L363
    :L205
    const-string v1, "plot_history"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L265
    goto :L363
    :L219
    const-string v1, "swap_turn"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L319
    goto :L363
    :L233
    .line 42
    invoke-direct {v10, v8}, Lcom/plotshare/RotaProvider;->logWatering(Lcom/plotshare/WaterArgs;)Landroid/os/Bundle;
    move-result-object v0
    goto :L372
    :L242
    .line 43
    invoke-direct {v10}, Lcom/plotshare/RotaProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v8}, Lcom/plotshare/WaterArgs;->getBed()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/plotshare/PlotDb;->byBed(Ljava/lang/String;)I
    move-result v0
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"days\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L372
    :L265
    .line 44
    invoke-direct {v10}, Lcom/plotshare/RotaProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v8}, Lcom/plotshare/WaterArgs;->getPlot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/plotshare/PlotDb;->history(Ljava/lang/String;)I
    move-result v0
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"days\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L372
    :L288
    .line 45
    const-class v1, Lcom/plotshare/SkipTurnActivity;
    const/16 v2, 0xb
    invoke-virtual {v10, v1, v2}, Lcom/plotshare/RotaProvider;->sealedResolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v3, "skip_turn"
    sget-object v4, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v4}, Lcom/plotshare/Tokens$Companion;->weak()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v12, v3, v4}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L372
    :L319
    .line 46
    const-class v1, Lcom/plotshare/SwapTurnActivity;
    const/16 v2, 0xc
    invoke-virtual {v10, v1, v2}, Lcom/plotshare/RotaProvider;->sealedResolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    move-result-object v0
    sget-object v1, Lcom/plotshare/ResumeBook;->INSTANCE:Lcom/plotshare/ResumeBook;
    const-string v3, "swap_turn"
    sget-object v4, Lcom/plotshare/Tokens;->Companion:Lcom/plotshare/Tokens$Companion;
    invoke-virtual {v4}, Lcom/plotshare/Tokens$Companion;->strong()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v12, v3, v4}, Lcom/plotshare/ResumeBook;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L372
    :L350
    .line 47
    invoke-direct {v10}, Lcom/plotshare/RotaProvider;->ping()Landroid/os/Bundle;
    move-result-object v0
    goto :L372
    :L357
    .line 48
    invoke-direct {v10, v13}, Lcom/plotshare/RotaProvider;->checkin(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 51
    return-object v0
    :L363
    .line 49
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L372
    .line 41
    return-object v0
    :sw_71
    .sparse-switch
        -0x4bc9d457 -> :L219
        0x348172 -> :L177
        0xcdda736 -> :L205
        0xf10f6d6 -> :L163
        0x2c3ed02d -> :L136
        0x3dac2206 -> :L191
        0x7cd9eb3d -> :L149
    .end sparse-switch
.end method

.method private final logWatering(Lcom/plotshare/WaterArgs;)Landroid/os/Bundle;
    .registers 12
    .line 54
    move-object v4, v10
    :t_2
    nop
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v5, v4
    .line 76
    const/4 v0, 0x0
    move v6, v0
    .line 54
    invoke-direct {v5}, Lcom/plotshare/RotaProvider;->getDb()Lcom/plotshare/PlotDb;
    move-result-object v0
    invoke-virtual {v11}, Lcom/plotshare/WaterArgs;->getPlot()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/plotshare/PlotDb;->logWater(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    .line 54
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :t_33
    goto :L51
    :L36
    move-exception v0
    move-object v6, v0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    :L51
    move-object v4, v5
    .line 54
    invoke-static {v4}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :L85
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    move-wide v5, v0
    const/4 v0, 0x0
    move v7, v0
    .line 55
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"row\":"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v3, "}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 54
    goto :L107
    :L85
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    .line 56
    const-string v0, "INTERNAL_ERROR"
    invoke-virtual {v8}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "watering failed: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/plotshare/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 54
    nop
    :L107
    .line 56
    return-object v0
    .catch Ljava/lang/Throwable; {:t_2 .. :t_33} :L36
.end method

.method private final ping()Landroid/os/Bundle;
    .registers 4
    .line 59
    iget-object v0, v3, Lcom/plotshare/RotaProvider;->pool:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v3}, Lcom/plotshare/RotaProvider$$ExternalSyntheticLambda1;-><init>(Lcom/plotshare/RotaProvider;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 60
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final checkin(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 64
    iget-object v0, v4, Lcom/plotshare/RotaProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Lkotlin/coroutines/jvm/internal/Boxing;->boxLong(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 65
    const-string v0, "{\"checked_in\":true}"
    invoke-static {v0}, Lcom/plotshare/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 68
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 71
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 73
    const/4 v0, 0x0
    return v0
.end method

.method public static final db_delegate$lambda$0(Lcom/plotshare/RotaProvider;)Lcom/plotshare/PlotDb;
    .registers 3
    .line 17
    new-instance v0, Lcom/plotshare/PlotDb;
    invoke-virtual {v2}, Lcom/plotshare/RotaProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, Lcom/plotshare/PlotDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final ping$lambda$0(Lcom/plotshare/RotaProvider;)V
    .registers 5
    .line 59
    iget-object v0, v4, Lcom/plotshare/RotaProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 59
    return-void
.end method

.method public static final synthetic access$execute(Lcom/plotshare/RotaProvider;Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 16
    invoke-direct {v1, v2, v3, v4}, Lcom/plotshare/RotaProvider;->execute(Landroid/os/Bundle;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$checkin(Lcom/plotshare/RotaProvider;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    .line 16
    invoke-direct {v1, v2}, Lcom/plotshare/RotaProvider;->checkin(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

