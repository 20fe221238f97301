.class public final Lcom/plotshare/garden/PlotProvider;
.super Landroid/content/ContentProvider;
.source "PlotProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPlotProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PlotProvider.kt\ncom/plotshare/garden/PlotProvider\n+ 2 Mutex.kt\nkotlinx/coroutines/sync/MutexKt\n*L\n1#1,167:1\n12#2,6:168\n12#2,6:174\n*S KotlinDebug\n*F\n+ 1 PlotProvider.kt\ncom/plotshare/garden/PlotProvider\n*L\n84#1:168,6\n96#1:174,6\n*E\n"
.end annotation

.field public static final Companion:Lcom/plotshare/garden/PlotProvider$Companion;
.field private final repo$delegate:Lkotlin/Lazy;
.field private final sessions:Lcom/plotshare/garden/SessionBook;
.field private final resumes:Lcom/plotshare/garden/ResumeBook;
.field private final inviteTokens:Lcom/plotshare/garden/TokenSource;
.field private final transferTokens:Lcom/plotshare/garden/TokenSource;
.field private final ledgerLock:Lkotlinx/coroutines/sync/Mutex;
.field private static final TAG:Ljava/lang/String; = "PlotProvider"
.field public static final PHOTO_MODE:I = 0x10000000
.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"plots-4\",\"tools\":[]}"

.method public constructor <init>()V
    .registers 5
    .line 18
    invoke-direct {v4}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    new-instance v3, Lcom/plotshare/garden/PlotProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v4}, Lcom/plotshare/garden/PlotProvider$$ExternalSyntheticLambda0;-><init>(Lcom/plotshare/garden/PlotProvider;)V
    move-object v0, v3
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, v4, Lcom/plotshare/garden/PlotProvider;->repo$delegate:Lkotlin/Lazy;
    .line 22
    new-instance v0, Lcom/plotshare/garden/SessionBook;
    invoke-direct {v0}, Lcom/plotshare/garden/SessionBook;-><init>()V
    iput-object v0, v4, Lcom/plotshare/garden/PlotProvider;->sessions:Lcom/plotshare/garden/SessionBook;
    .line 23
    new-instance v0, Lcom/plotshare/garden/ResumeBook;
    invoke-direct {v0}, Lcom/plotshare/garden/ResumeBook;-><init>()V
    iput-object v0, v4, Lcom/plotshare/garden/PlotProvider;->resumes:Lcom/plotshare/garden/ResumeBook;
    .line 24
    sget-object v0, Lcom/plotshare/garden/ClockTokens;->INSTANCE:Lcom/plotshare/garden/ClockTokens;
    check-cast v0, Lcom/plotshare/garden/TokenSource;
    iput-object v0, v4, Lcom/plotshare/garden/PlotProvider;->inviteTokens:Lcom/plotshare/garden/TokenSource;
    .line 25
    sget-object v0, Lcom/plotshare/garden/SecureTokens;->INSTANCE:Lcom/plotshare/garden/SecureTokens;
    check-cast v0, Lcom/plotshare/garden/TokenSource;
    iput-object v0, v4, Lcom/plotshare/garden/PlotProvider;->transferTokens:Lcom/plotshare/garden/TokenSource;
    .line 26
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, v4, Lcom/plotshare/garden/PlotProvider;->ledgerLock:Lkotlinx/coroutines/sync/Mutex;
    .line 18
    return-void
.end method

.method private final getRepo()Lcom/plotshare/garden/PlotRepository;
    .registers 3
    .line 19
    iget-object v0, v2, Lcom/plotshare/garden/PlotProvider;->repo$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/plotshare/garden/PlotRepository;
    .line 19
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 28
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    const-string v1, "method"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v10, v0
    .line 32
    invoke-virtual {v13}, Lcom/plotshare/garden/PlotProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L31
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L31
    move-object v11, v0
    .line 33
    invoke-virtual {v13}, Lcom/plotshare/garden/PlotProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "requireContext(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0, v10, v11}, Lcom/plotshare/garden/TokensKt;->isGardenPartner(Landroid/content/Context;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L64
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a PlotShare partner"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L64
    .line 34
    move-object/from16 v0, v16
    if-nez v16, :L81
    const-string v0, "INVALID_REQUEST"
    const-string v1, "missing extras"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L81
    move-object v12, v0
    .line 35
    const-string v1, "negotiate"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L110
    iget-object v0, v13, Lcom/plotshare/garden/PlotProvider;->sessions:Lcom/plotshare/garden/SessionBook;
    invoke-virtual {v0, v10}, Lcom/plotshare/garden/SessionBook;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V
    const-string v9, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v9, "\"}"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/garden/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L110
    .line 36
    iget-object v0, v13, Lcom/plotshare/garden/PlotProvider;->sessions:Lcom/plotshare/garden/SessionBook;
    invoke-static {v12}, Lcom/plotshare/garden/EnvelopesKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v10}, Lcom/plotshare/garden/SessionBook;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L136
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L136
    .line 37
    const-string v1, "list_tools"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L151
    const-string v0, "{\"revision\":\"plots-4\",\"tools\":[]}"
    invoke-static {v0}, Lcom/plotshare/garden/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L151
    .line 38
    const-string v1, "execute_tool"
    invoke-static {v14, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L171
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L171
    .line 39
    invoke-static {v12}, Lcom/plotshare/garden/EnvelopesKt;->getDeadlineAt(Landroid/os/Bundle;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L194
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L194
    .line 40
    const/4 v0, 0x0
    new-instance v1, Lcom/plotshare/garden/PlotProvider$call$1;
    const/4 v7, 0x0
    move-object v2, v1
    move-object v3, v13
    move v4, v10
    move-object v5, v11
    move-object v6, v12
    invoke-direct/range {v2 .. v7}, Lcom/plotshare/garden/PlotProvider$call$1;-><init>(Lcom/plotshare/garden/PlotProvider;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 51
    invoke-static {v10}, Lcom/plotshare/garden/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    move-object v5, v0
    .line 52
    invoke-static {v10}, Lcom/plotshare/garden/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_17
    goto :L291
    :L92
    const-string v1, "release_plot"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    goto :L291
    :L105
    const-string v1, "plot_map"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L254
    goto :L291
    :L119
    const-string v1, "invite_gardener"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L263
    goto :L291
    :L133
    const-string v1, "transfer_plot"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L277
    goto :L291
    :L147
    const-string v1, "book_plot"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L203
    goto :L291
    :L161
    const-string v1, "swap_plot"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L226
    goto :L291
    :L175
    const-string v1, "plot_photo"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L245
    goto :L291
    :L189
    const-string v1, "log_watering"
    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L235
    goto :L291
    :L203
    .line 53
    invoke-direct {v7, v5, v11}, Lcom/plotshare/garden/PlotProvider;->bookPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L212
    .line 54
    invoke-static {v10}, Lcom/plotshare/garden/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3, v11}, Lcom/plotshare/garden/PlotProvider;->releasePlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L226
    .line 55
    invoke-direct {v7, v5, v11}, Lcom/plotshare/garden/PlotProvider;->swapPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L235
    .line 56
    invoke-direct {v7, v9, v5, v11}, Lcom/plotshare/garden/PlotProvider;->logWatering(Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L245
    .line 57
    invoke-direct {v7, v5, v11}, Lcom/plotshare/garden/PlotProvider;->plotPhoto(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L254
    .line 58
    invoke-direct {v7, v5, v11}, Lcom/plotshare/garden/PlotProvider;->plotMap(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L263
    .line 59
    invoke-static {v10}, Lcom/plotshare/garden/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3, v11}, Lcom/plotshare/garden/PlotProvider;->inviteGardener(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L277
    .line 60
    invoke-static {v10}, Lcom/plotshare/garden/EnvelopesKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v7, v8, v5, v3, v11}, Lcom/plotshare/garden/PlotProvider;->transferPlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 63
    return-object v0
    :L291
    .line 61
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "no such tool"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    .line 52
    return-object v0
    :sw_17
    .sparse-switch
        -0x7861f702 -> :L105
        -0x780c374b -> :L133
        -0x7526f5e7 -> :L92
        -0x4bcbc7f3 -> :L161
        0x186d4154 -> :L175
        0x3dac2206 -> :L189
        0x78ae7477 -> :L147
        0x7d9b9618 -> :L119
    .end sparse-switch
.end method

.method private final bookPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    instance-of v0, v12, Lcom/plotshare/garden/PlotProvider$bookPlot$1;
    if-eqz v0, :L41
    check-cast v12, Lcom/plotshare/garden/PlotProvider$bookPlot$1;
    move-object v8, v12
    iget v0, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/PlotProvider$bookPlot$1;
    invoke-direct {v0, v10, v12}, Lcom/plotshare/garden/PlotProvider$bookPlot$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v8, v0
    :L52
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 65
    move-object v9, v0
    iget v0, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->label:I
    packed-switch v0, :sw_69
    goto :L195
    :L92
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 66
    invoke-static {v11}, Lcom/plotshare/garden/EnvelopesKt;->plotId(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 67
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;
    const/4 v4, 0x0
    invoke-direct {v1, v10, v5, v4}, Lcom/plotshare/garden/PlotProvider$bookPlot$result$1;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->L$0:Ljava/lang/Object;
    invoke-static {v5}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->L$1:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->label:I
    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L184
    .line 65
    return-object v9
    :L159
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$bookPlot$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v11, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L184
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    move-object v6, v0
    .line 68
    invoke-static {v6}, Lcom/plotshare/garden/GardenKt;->toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L195
    .line 65
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L159
    .end packed-switch
.end method

.method private final releasePlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    instance-of v0, v15, Lcom/plotshare/garden/PlotProvider$releasePlot$1;
    if-eqz v0, :L43
    check-cast v15, Lcom/plotshare/garden/PlotProvider$releasePlot$1;
    move-object v9, v15
    iget v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L43
    iget v1, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->label:I
    goto :L55
    :L43
    new-instance v0, Lcom/plotshare/garden/PlotProvider$releasePlot$1;
    move-object v1, v0
    move-object v2, v11
    move-object v3, v15
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/PlotProvider$releasePlot$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v9, v0
    :L55
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->result:Ljava/lang/Object;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 71
    move-object v10, v0
    iget v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->label:I
    packed-switch v0, :sw_72
    goto :L288
    :L96
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 72
    invoke-static/range {v13 .. v13}, Lcom/plotshare/garden/EnvelopesKt;->plotId(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 73
    const-string v1, "confirmed"
    move-object v0, v13
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L161
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider;->resumes:Lcom/plotshare/garden/ResumeBook;
    const-string v3, "release_plot"
    move-object v1, v14
    move v2, v12
    invoke-virtual/range {v0 .. v3}, Lcom/plotshare/garden/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L161
    .line 74
    const-string v1, "release_plot"
    const/high16 v2, 0xc000000
    invoke-direct {v11, v1, v2}, Lcom/plotshare/garden/PlotProvider;->resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 75
    const-string v2, "release_plot"
    iget-object v4, v11, Lcom/plotshare/garden/PlotProvider;->transferTokens:Lcom/plotshare/garden/TokenSource;
    invoke-interface {v4}, Lcom/plotshare/garden/TokenSource;->next()Ljava/lang/String;
    move-result-object v4
    invoke-direct {v11, v7, v2, v12, v4}, Lcom/plotshare/garden/PlotProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L161
    .line 77
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$releasePlot$result$1;
    const/4 v5, 0x0
    invoke-direct {v1, v11, v6, v12, v5}, Lcom/plotshare/garden/PlotProvider$releasePlot$result$1;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v13 .. v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v14 .. v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->L$1:Ljava/lang/Object;
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->L$2:Ljava/lang/Object;
    iput v12, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->label:I
    invoke-static {v0, v1, v9}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L277
    .line 71
    return-object v10
    :L236
    iget v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->I$0:I
    move v12, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v6, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v14, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$releasePlot$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v13, v0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L277
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    move-object v7, v0
    .line 78
    invoke-static {v7}, Lcom/plotshare/garden/GardenKt;->toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L288
    .line 71
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_72
    .packed-switch 0x0
        :L96
        :L236
    .end packed-switch
.end method

.method private final swapPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 25
    move-object/from16 v14, v22
    move-object/from16 v10, v24
    instance-of v0, v10, Lcom/plotshare/garden/PlotProvider$swapPlot$1;
    if-eqz v0, :L41
    check-cast v10, Lcom/plotshare/garden/PlotProvider$swapPlot$1;
    move-object v9, v10
    iget v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/PlotProvider$swapPlot$1;
    move-object v1, v0
    move-object v2, v14
    move-object v3, v10
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/PlotProvider$swapPlot$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v9, v0
    :L52
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->result:Ljava/lang/Object;
    move-object/16 v17, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 81
    move-object v15, v0
    iget v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->label:I
    packed-switch v0, :sw_69
    goto :L331
    :L92
    invoke-static/range {v17 .. v17}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 82
    const-string v1, "from_plot"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 83
    const-string v1, "to_plot"
    move-object/from16 v0, v23
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 84
    iget-object v0, v14, Lcom/plotshare/garden/PlotProvider;->ledgerLock:Lkotlinx/coroutines/sync/Mutex;
    move-object v7, v0
    .line 168
    const/4 v0, 0x0
    move-object v8, v0
    const/4 v0, 0x0
    move/16 v18, v0
    .line 169
    invoke-static/range {v23 .. v23}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$0:Ljava/lang/Object;
    iput-object v5, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$1:Ljava/lang/Object;
    iput-object v6, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$2:Ljava/lang/Object;
    iput-object v7, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->label:I
    move-object v0, v7
    move-object v1, v8
    move-object v2, v9
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v15, :L232
    .line 81
    return-object v15
    :L181
    const/4 v0, 0x0
    move/16 v18, v0
    const/4 v0, 0x0
    move-object v8, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$3:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v7, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v6, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider$swapPlot$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v23, v0
    invoke-static/range {v17 .. v17}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v17
    :L232
    .line 170
    :t_233
    nop
    .line 171
    const/4 v0, 0x0
    move/16 v21, v0
    .line 85
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v11, v0
    :t_242
    .line 86
    nop
    .line 87
    invoke-direct/range {v14 .. v14}, Lcom/plotshare/garden/PlotProvider;->getRepo()Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual/range {v14 .. v14}, Lcom/plotshare/garden/PlotProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v3
    move-object v1, v5
    move-object v2, v6
    if-nez v3, :L271
    const-string v3, ""
    :L271
    .line 87
    invoke-virtual {v0, v1, v2, v3}, Lcom/plotshare/garden/PlotRepository;->swap(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/plotshare/garden/PlotResult;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/garden/GardenKt;->toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    move-result-object v0
    move-object v13, v0
    :t_279
    .line 89
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 90
    goto :L297
    :L287
    .line 89
    move-exception v0
    move-object/16 v20, v0
    invoke-static {v11, v12}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v20
    :L297
    .line 90
    nop
    .line 171
    move-object/16 v19, v13
    :t_302
    .line 173
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 171
    move-object/from16 v0, v19
    goto :L330
    :L316
    .line 173
    move-exception v0
    move-object/16 v16, v0
    invoke-interface {v7, v8}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v16
    :L330
    .line 84
    return-object v0
    :L331
    .line 81
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_242 .. :t_279} :L287
    .catchall {:t_233 .. :t_242} :L316
    .catchall {:t_279 .. :t_302} :L316
    :sw_69
    .packed-switch 0x0
        :L92
        :L181
    .end packed-switch
.end method

.method private final logWatering(Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 26
    move-object/from16 v9, v22
    move-object/from16 v13, v23
    move-object/from16 v8, v25
    instance-of v0, v8, Lcom/plotshare/garden/PlotProvider$logWatering$1;
    if-eqz v0, :L41
    check-cast v8, Lcom/plotshare/garden/PlotProvider$logWatering$1;
    move-object v3, v8
    iget v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/PlotProvider$logWatering$1;
    move-object v1, v0
    move-object v2, v9
    move-object/16 v17, v8
    invoke-direct/range {v1 .. v17}, Lcom/plotshare/garden/PlotProvider$logWatering$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v3, v0
    :L52
    iget-object v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->result:Ljava/lang/Object;
    move-object/16 v16, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 94
    move-object v14, v0
    iget v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->label:I
    packed-switch v0, :sw_69
    goto :L299
    :L92
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 95
    invoke-static/range {v24 .. v24}, Lcom/plotshare/garden/EnvelopesKt;->plotId(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 96
    iget-object v0, v9, Lcom/plotshare/garden/PlotProvider;->ledgerLock:Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    .line 174
    const/4 v0, 0x0
    move-object v7, v0
    const/4 v0, 0x0
    move/16 v21, v0
    .line 175
    iput-object v13, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v24 .. v24}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$1:Ljava/lang/Object;
    iput-object v5, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$2:Ljava/lang/Object;
    iput-object v6, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$3:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->label:I
    move-object v0, v6
    move-object v1, v7
    move-object v2, v3
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v14, :L221
    .line 94
    return-object v14
    :L170
    const/4 v0, 0x0
    move/16 v21, v0
    const/4 v0, 0x0
    move-object v7, v0
    iget-object v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$3:Ljava/lang/Object;
    check-cast v0, Lkotlinx/coroutines/sync/Mutex;
    move-object v6, v0
    iget-object v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    iget-object v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$1:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v24, v0
    iget-object v0, v3, Lcom/plotshare/garden/PlotProvider$logWatering$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v13, v0
    invoke-static/range {v16 .. v16}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v0, v16
    :L221
    .line 176
    :t_222
    nop
    .line 177
    const/4 v0, 0x0
    move/16 v19, v0
    .line 97
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v10, v0
    :t_231
    .line 98
    nop
    .line 99
    invoke-direct/range {v9 .. v9}, Lcom/plotshare/garden/PlotProvider;->getRepo()Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    move-object v1, v5
    move-object v2, v13
    invoke-virtual/range {v0 .. v2}, Lcom/plotshare/garden/PlotRepository;->water(Ljava/lang/String;Ljava/lang/String;)Lcom/plotshare/garden/PlotResult;
    move-result-object v0
    invoke-static {v0}, Lcom/plotshare/garden/GardenKt;->toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    move-result-object v0
    move-object v12, v0
    :t_247
    .line 101
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 102
    goto :L265
    :L255
    .line 101
    move-exception v0
    move-object/16 v20, v0
    invoke-static {v10, v11}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v20
    :L265
    .line 102
    nop
    .line 177
    move-object/16 v18, v12
    :t_270
    .line 179
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    .line 177
    move-object/from16 v0, v18
    goto :L298
    :L284
    .line 179
    move-exception v0
    move-object v15, v0
    invoke-interface {v6, v7}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v15
    :L298
    .line 96
    return-object v0
    :L299
    .line 94
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    .catchall {:t_231 .. :t_247} :L255
    .catchall {:t_222 .. :t_231} :L284
    .catchall {:t_247 .. :t_270} :L284
    :sw_69
    .packed-switch 0x0
        :L92
        :L170
    .end packed-switch
.end method

.method private final plotPhoto(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    instance-of v0, v12, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;
    if-eqz v0, :L41
    check-cast v12, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;
    move-object v8, v12
    iget v0, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;
    invoke-direct {v0, v10, v12}, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v8, v0
    :L52
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->result:Ljava/lang/Object;
    move-object v7, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 106
    move-object v9, v0
    iget v0, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->label:I
    packed-switch v0, :sw_69
    goto :L219
    :L92
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 107
    const-string v1, "photo"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 108
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$plotPhoto$dir$1;
    const/4 v3, 0x0
    invoke-direct {v1, v10, v3}, Lcom/plotshare/garden/PlotProvider$plotPhoto$dir$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v11}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->L$0:Ljava/lang/Object;
    iput-object v4, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->L$1:Ljava/lang/Object;
    const/4 v3, 0x1
    iput v3, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->label:I
    invoke-static {v0, v1, v8}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L183
    .line 106
    return-object v9
    :L158
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v4, v0
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider$plotPhoto$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v11, v0
    invoke-static {v7}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v7
    :L183
    check-cast v0, Ljava/io/File;
    move-object v5, v0
    .line 109
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v5, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v6, v0
    .line 110
    const/high16 v1, 0x10000000
    invoke-static {v6, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/plotshare/garden/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L219
    .line 106
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L158
    .end packed-switch
.end method

.method private final plotMap(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    instance-of v0, v14, Lcom/plotshare/garden/PlotProvider$plotMap$1;
    if-eqz v0, :L41
    check-cast v14, Lcom/plotshare/garden/PlotProvider$plotMap$1;
    move-object v10, v14
    iget v0, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/plotshare/garden/PlotProvider$plotMap$1;
    invoke-direct {v0, v12, v14}, Lcom/plotshare/garden/PlotProvider$plotMap$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v10, v0
    :L52
    iget-object v0, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->result:Ljava/lang/Object;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 113
    move-object v11, v0
    iget v0, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->label:I
    packed-switch v0, :sw_69
    goto :L269
    :L92
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 114
    const-string v1, "map"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 115
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;
    const/4 v4, 0x0
    invoke-direct {v1, v12, v4}, Lcom/plotshare/garden/PlotProvider$plotMap$dir$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->L$0:Ljava/lang/Object;
    iput-object v6, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->label:I
    invoke-static {v0, v1, v10}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L183
    .line 113
    return-object v11
    :L158
    iget-object v0, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v6, v0
    iget-object v0, v10, Lcom/plotshare/garden/PlotProvider$plotMap$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v13, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L183
    check-cast v0, Ljava/io/File;
    move-object v7, v0
    .line 116
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v7, v6}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalFile()Ljava/io/File;
    move-result-object v0
    move-object v8, v0
    .line 117
    invoke-virtual {v8}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    const-string v2, "getPath(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v7}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v1
    sget-object v2, Ljava/io/File;->separator:Ljava/lang/String;
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    if-nez v0, :L250
    const-string v0, "INVALID_ARGUMENT"
    const-string v1, "no such map"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L250
    .line 118
    const/high16 v1, 0x10000000
    invoke-static {v8, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/plotshare/garden/EnvelopesKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L269
    .line 113
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L158
    .end packed-switch
.end method

.method private final inviteGardener(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v13, v18
    instance-of v0, v13, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;
    if-eqz v0, :L43
    check-cast v13, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;
    move-object v11, v13
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L43
    iget v1, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    goto :L55
    :L43
    new-instance v0, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;
    move-object v1, v0
    move-object v2, v14
    move-object v3, v13
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v11, v0
    :L55
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->result:Ljava/lang/Object;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 121
    move-object v12, v0
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    packed-switch v0, :sw_72
    goto :L528
    :L104
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 122
    invoke-static/range {v16 .. v16}, Lcom/plotshare/garden/EnvelopesKt;->plotId(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 123
    iget-object v0, v14, Lcom/plotshare/garden/PlotProvider;->resumes:Lcom/plotshare/garden/ResumeBook;
    const-string v3, "invite_gardener"
    move-object/from16 v1, v17
    move v2, v15
    invoke-virtual/range {v0 .. v3}, Lcom/plotshare/garden/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L253
    .line 124
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;
    const/4 v6, 0x0
    move-object v2, v1
    move-object v3, v14
    move-object v4, v7
    move-object/from16 v5, v16
    invoke-direct/range {v2 .. v6}, Lcom/plotshare/garden/PlotProvider$inviteGardener$2;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$2:Ljava/lang/Object;
    iput v15, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    invoke-static {v0, v1, v11}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L246
    .line 121
    return-object v12
    :L205
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$0:I
    move v15, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/16 v17, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v16, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L246
    .line 124
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    invoke-static {v0}, Lcom/plotshare/garden/GardenKt;->toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L253
    .line 126
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$inviteGardener$flags$1;
    const/4 v5, 0x0
    invoke-direct {v1, v14, v7, v5}, Lcom/plotshare/garden/PlotProvider$inviteGardener$flags$1;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$2:Ljava/lang/Object;
    iput v15, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$0:I
    const/4 v4, 0x2
    iput v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    invoke-static {v0, v1, v11}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L368
    .line 121
    return-object v12
    :L327
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$0:I
    move v15, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/16 v17, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v16, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L368
    .line 126
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v8, v0
    .line 130
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$inviteGardener$token$1;
    const/4 v4, 0x0
    invoke-direct {v1, v14, v4}, Lcom/plotshare/garden/PlotProvider$inviteGardener$token$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$2:Ljava/lang/Object;
    iput v15, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$0:I
    iput v8, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$1:I
    const/4 v4, 0x3
    iput v4, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->label:I
    invoke-static {v0, v1, v11}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L503
    .line 121
    return-object v12
    :L455
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$1:I
    move v8, v0
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->I$0:I
    move v15, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/16 v17, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$inviteGardener$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v16, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L503
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 131
    const-string v2, "invite_gardener"
    invoke-direct {v14, v2, v8}, Lcom/plotshare/garden/PlotProvider;->resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "invite_gardener"
    move-object v0, v14
    move v3, v15
    move-object v4, v9
    invoke-direct/range {v0 .. v4}, Lcom/plotshare/garden/PlotProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L528
    .line 121
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_72
    .packed-switch 0x0
        :L104
        :L205
        :L327
        :L455
    .end packed-switch
.end method

.method private final transferPlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19
    move-object/from16 v13, v18
    instance-of v0, v13, Lcom/plotshare/garden/PlotProvider$transferPlot$1;
    if-eqz v0, :L43
    check-cast v13, Lcom/plotshare/garden/PlotProvider$transferPlot$1;
    move-object v11, v13
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L43
    iget v1, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    goto :L55
    :L43
    new-instance v0, Lcom/plotshare/garden/PlotProvider$transferPlot$1;
    move-object v1, v0
    move-object v2, v14
    move-object v3, v13
    invoke-direct/range {v1 .. v3}, Lcom/plotshare/garden/PlotProvider$transferPlot$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    move-object v11, v0
    :L55
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->result:Ljava/lang/Object;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 134
    move-object v12, v0
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    packed-switch v0, :sw_72
    goto :L548
    :L104
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 135
    invoke-static/range {v16 .. v16}, Lcom/plotshare/garden/EnvelopesKt;->plotId(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 136
    const-string v1, "confirmed"
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L135
    const-string v0, "PlotProvider"
    const-string v1, "transfer_plot ignores a consumer-side confirmation"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    :L135
    .line 137
    iget-object v0, v14, Lcom/plotshare/garden/PlotProvider;->resumes:Lcom/plotshare/garden/ResumeBook;
    const-string v3, "transfer_plot"
    move-object/from16 v1, v17
    move v2, v15
    invoke-virtual/range {v0 .. v3}, Lcom/plotshare/garden/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-eqz v0, :L273
    .line 138
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$transferPlot$2;
    const/4 v6, 0x0
    move-object v2, v1
    move-object v3, v14
    move-object v4, v7
    move v5, v15
    invoke-direct/range {v2 .. v6}, Lcom/plotshare/garden/PlotProvider$transferPlot$2;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$2:Ljava/lang/Object;
    iput v15, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    invoke-static {v0, v1, v11}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L266
    .line 134
    return-object v12
    :L225
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$0:I
    move v15, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/16 v17, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v16, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L266
    .line 138
    check-cast v0, Lcom/plotshare/garden/PlotResult;
    invoke-static {v0}, Lcom/plotshare/garden/GardenKt;->toBundle(Lcom/plotshare/garden/PlotResult;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L273
    .line 140
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;
    const/4 v5, 0x0
    invoke-direct {v1, v14, v7, v5}, Lcom/plotshare/garden/PlotProvider$transferPlot$flags$1;-><init>(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$2:Ljava/lang/Object;
    iput v15, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$0:I
    const/4 v4, 0x2
    iput v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    invoke-static {v0, v1, v11}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L388
    .line 134
    return-object v12
    :L347
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$0:I
    move v15, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/16 v17, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v16, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L388
    .line 140
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    move v8, v0
    .line 144
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    new-instance v1, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;
    const/4 v4, 0x0
    invoke-direct {v1, v14, v4}, Lcom/plotshare/garden/PlotProvider$transferPlot$token$1;-><init>(Lcom/plotshare/garden/PlotProvider;Lkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    invoke-static/range {v16 .. v16}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$0:Ljava/lang/Object;
    invoke-static/range {v17 .. v17}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$1:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$2:Ljava/lang/Object;
    iput v15, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$0:I
    iput v8, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$1:I
    const/4 v4, 0x3
    iput v4, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->label:I
    invoke-static {v0, v1, v11}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L523
    .line 134
    return-object v12
    :L475
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$1:I
    move v8, v0
    iget v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->I$0:I
    move v15, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$2:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object/16 v17, v0
    iget-object v0, v11, Lcom/plotshare/garden/PlotProvider$transferPlot$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object/16 v16, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L523
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    .line 145
    const-string v2, "transfer_plot"
    invoke-direct {v14, v2, v8}, Lcom/plotshare/garden/PlotProvider;->resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "transfer_plot"
    move-object v0, v14
    move v3, v15
    move-object v4, v9
    invoke-direct/range {v0 .. v4}, Lcom/plotshare/garden/PlotProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L548
    .line 134
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_72
    .packed-switch 0x0
        :L104
        :L225
        :L347
        :L475
    .end packed-switch
.end method

.method private final resolution(Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 8
    .line 149
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {v5}, Lcom/plotshare/garden/PlotProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/plotshare/garden/ConfirmPlotActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "tool"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 150
    invoke-virtual {v5}, Lcom/plotshare/garden/PlotProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v0, v1, v4, v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 13
    .line 154
    iget-object v0, v8, Lcom/plotshare/garden/PlotProvider;->resumes:Lcom/plotshare/garden/ResumeBook;
    invoke-virtual {v0, v12, v11, v10}, Lcom/plotshare/garden/ResumeBook;->hold(Ljava/lang/String;ILjava/lang/String;)V
    .line 155
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in PlotShare"
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/plotshare/garden/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 156
    const-string v1, "resolution"
    check-cast v9, Landroid/os/Parcelable;
    invoke-virtual {v6, v1, v9}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 157
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v12}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 158
    nop
    .line 155
    .line 155
    return-object v5
.end method

.method public static final repo_delegate$lambda$0(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/PlotRepository;
    .registers 6
    .line 20
    sget-object v0, Lcom/plotshare/garden/PlotRepository_Factory;->Companion:Lcom/plotshare/garden/PlotRepository_Factory$Companion;
    new-instance v1, Lcom/plotshare/garden/PlotDao_Impl;
    sget-object v2, Lcom/plotshare/garden/GardenDb;->INSTANCE:Lcom/plotshare/garden/GardenDb;
    invoke-virtual {v5}, Lcom/plotshare/garden/PlotProvider;->requireContext()Landroid/content/Context;
    move-result-object v3
    const-string v4, "requireContext(...)"
    invoke-static {v3, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v2, v3}, Lcom/plotshare/garden/GardenDb;->support(Landroid/content/Context;)Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/plotshare/garden/PlotDao_Impl;-><init>(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    check-cast v1, Lcom/plotshare/garden/PlotDao;
    invoke-virtual {v0, v1}, Lcom/plotshare/garden/PlotRepository_Factory$Companion;->newInstance(Lcom/plotshare/garden/PlotDao;)Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$execute(Lcom/plotshare/garden/PlotProvider;ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 18
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/plotshare/garden/PlotProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$bookPlot(Lcom/plotshare/garden/PlotProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider;->bookPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getRepo(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/PlotRepository;
    .registers 2
    .line 18
    invoke-direct {v1}, Lcom/plotshare/garden/PlotProvider;->getRepo()Lcom/plotshare/garden/PlotRepository;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$releasePlot(Lcom/plotshare/garden/PlotProvider;ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 18
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/plotshare/garden/PlotProvider;->releasePlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$swapPlot(Lcom/plotshare/garden/PlotProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider;->swapPlot(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$logWatering(Lcom/plotshare/garden/PlotProvider;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 18
    invoke-direct {v1, v2, v3, v4}, Lcom/plotshare/garden/PlotProvider;->logWatering(Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$plotPhoto(Lcom/plotshare/garden/PlotProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider;->plotPhoto(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$plotMap(Lcom/plotshare/garden/PlotProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 18
    invoke-direct {v1, v2, v3}, Lcom/plotshare/garden/PlotProvider;->plotMap(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$inviteGardener(Lcom/plotshare/garden/PlotProvider;ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 18
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/plotshare/garden/PlotProvider;->inviteGardener(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getInviteTokens$p(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/TokenSource;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/plotshare/garden/PlotProvider;->inviteTokens:Lcom/plotshare/garden/TokenSource;
    return-object v0
.end method

.method public static final synthetic access$transferPlot(Lcom/plotshare/garden/PlotProvider;ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6
    .line 18
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/plotshare/garden/PlotProvider;->transferPlot(ILorg/json/JSONObject;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getTransferTokens$p(Lcom/plotshare/garden/PlotProvider;)Lcom/plotshare/garden/TokenSource;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/plotshare/garden/PlotProvider;->transferTokens:Lcom/plotshare/garden/TokenSource;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/plotshare/garden/PlotProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/plotshare/garden/PlotProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/plotshare/garden/PlotProvider;->Companion:Lcom/plotshare/garden/PlotProvider$Companion;
    return-void
.end method

