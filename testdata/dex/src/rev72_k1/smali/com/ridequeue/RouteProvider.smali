.class public final Lcom/ridequeue/RouteProvider;
.super Landroid/content/ContentProvider;
.source "RouteProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRouteProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RouteProvider.kt\ncom/ridequeue/RouteProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n+ 3 Mutex.kt\nkotlinx/coroutines/sync/MutexKt\n*L\n1#1,140:1\n1#2:141\n5#3,3:142\n*S KotlinDebug\n*F\n+ 1 RouteProvider.kt\ncom/ridequeue/RouteProvider\n*L\n118#1:142,3\n*E\n"
.end annotation

.field public static final Companion:Lcom/ridequeue/RouteProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final reports:Lkotlinx/coroutines/channels/Channel;
.field private final mutex:Lkotlinx/coroutines/sync/Mutex;
.field private ticket:I
.field public static final TOOLS:Ljava/lang/String; = "[\"find_riders\",\"riders_near\",\"join_stop\",\"leave_stop\",\"report_stop\",\"waitlist\",\"swap_route\"]"

.method public constructor <init>()V
    .registers 6
    .line 29
    invoke-direct {v5}, Landroid/content/ContentProvider;-><init>()V
    .line 31
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, v5, Lcom/ridequeue/RouteProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 32
    const v0, 0x7fffffff
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    iput-object v0, v5, Lcom/ridequeue/RouteProvider;->reports:Lkotlinx/coroutines/channels/Channel;
    .line 33
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/sync/MutexKt;->Mutex$default(ZILjava/lang/Object;)Lkotlinx/coroutines/sync/Mutex;
    move-result-object v0
    iput-object v0, v5, Lcom/ridequeue/RouteProvider;->mutex:Lkotlinx/coroutines/sync/Mutex;
    .line 29
    return-void
.end method

.method public onCreate()Z
    .registers 8
    .line 37
    new-instance v1, Ljava/io/File;
    invoke-virtual {v7}, Lcom/ridequeue/RouteProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "routes.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v7, Lcom/ridequeue/RouteProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 38
    iget-object v0, v7, Lcom/ridequeue/RouteProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/ridequeue/RouteProvider$onCreate$1;
    const/4 v6, 0x0
    invoke-direct {v3, v7, v6}, Lcom/ridequeue/RouteProvider$onCreate$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 43
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 20
    const-string v1, "method"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v11, v0
    .line 48
    invoke-virtual/range {v16 .. v16}, Lcom/ridequeue/RouteProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v12, v0
    .line 49
    invoke-virtual {v12}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v11}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L43
    const/4 v1, 0x0
    aget-object v0, v0, v1
    goto :L45
    :L43
    const/4 v0, 0x0
    :L45
    move-object v13, v0
    .line 50
    if-eqz v13, :L68
    sget-object v0, Lcom/ridequeue/SeatProvider;->Companion:Lcom/ridequeue/SeatProvider$Companion;
    invoke-virtual {v0}, Lcom/ridequeue/SeatProvider$Companion;->getSCHOOL_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L76
    :L68
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a RideQueue app"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L76
    .line 51
    move-object/from16 v0, v19
    if-nez v19, :L89
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L89
    move-object v14, v0
    .line 52
    const-string v1, "negotiate"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L117
    sget-object v0, Lcom/ridequeue/Sessions;->INSTANCE:Lcom/ridequeue/Sessions;
    invoke-virtual {v0, v11}, Lcom/ridequeue/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v9, Ljava/lang/StringBuilder;
    invoke-direct {v9}, Ljava/lang/StringBuilder;-><init>()V
    const-string v10, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v10, "\"}"
    invoke-virtual {v9, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v9}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L117
    .line 53
    sget-object v0, Lcom/ridequeue/Sessions;->INSTANCE:Lcom/ridequeue/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/ridequeue/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L143
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L143
    .line 54
    const-string v1, "list_tools"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L158
    const-string v0, "[\"find_riders\",\"riders_near\",\"join_stop\",\"leave_stop\",\"report_stop\",\"waitlist\",\"swap_route\"]"
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L158
    .line 55
    const-string v1, "execute_tool"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L175
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L175
    .line 56
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v14, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L193
    const-string v2, "{}"
    :L193
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v15, v0
    .line 57
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    new-instance v1, Lcom/ridequeue/RouteProvider$call$1;
    const/4 v8, 0x0
    move-object v2, v1
    move-object/from16 v3, v16
    move-object v4, v12
    move v5, v11
    move-object v6, v14
    move-object v7, v15
    invoke-direct/range {v2 .. v8}, Lcom/ridequeue/RouteProvider$call$1;-><init>(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 61
    invoke-static {v9}, Lcom/ridequeue/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    if-eqz v5, :L286
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_16
    goto :L286
    :L84
    const-string v1, "report_stop"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L245
    goto :L286
    :L98
    const-string v1, "find_riders"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L182
    goto :L286
    :L112
    const-string v1, "riders_near"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L191
    goto :L286
    :L126
    const-string v1, "waitlist"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L268
    goto :L286
    :L140
    const-string v1, "join_stop"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L200
    goto :L286
    :L154
    const-string v1, "leave_stop"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L222
    goto :L286
    :L168
    const-string v1, "swap_route"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L277
    goto :L286
    :L182
    .line 62
    invoke-direct {v6, v10, v11}, Lcom/ridequeue/RouteProvider;->findRiders(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L191
    .line 63
    invoke-direct {v6, v10, v11}, Lcom/ridequeue/RouteProvider;->ridersNear(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L200
    .line 64
    const-string v2, "stop"
    invoke-virtual {v10, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v1, v11}, Lcom/ridequeue/RouteProvider;->joinStop(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L222
    .line 65
    const-string v3, "stop"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v8, v2, v11}, Lcom/ridequeue/RouteProvider;->leaveStop(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L245
    .line 66
    const-string v3, "stop"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v6, v8, v2, v11}, Lcom/ridequeue/RouteProvider;->reportStop(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L268
    .line 67
    invoke-direct {v6, v7, v8, v11}, Lcom/ridequeue/RouteProvider;->waitlist(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L277
    .line 68
    invoke-direct {v6, v7, v8, v11}, Lcom/ridequeue/RouteProvider;->swapRoute(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    .line 70
    return-object v0
    :L286
    .line 69
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 70
    return-object v0
    :sw_16
    .sparse-switch
        -0x4144fc92 -> :L112
        -0x2d8f9363 -> :L168
        -0x1d737209 -> :L140
        -0xeb273d3 -> :L84
        -0x1c8f376 -> :L154
        0xeaa7f93 -> :L126
        0x388aee7f -> :L98
    .end sparse-switch
.end method

.method private final routeOpen(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 73
    new-instance v0, Lcom/ridequeue/RouteProvider$routeOpen$2;
    const/4 v1, 0x0
    invoke-direct {v0, v2, v3, v1}, Lcom/ridequeue/RouteProvider$routeOpen$2;-><init>(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v4}, Lkotlinx/coroutines/CoroutineScopeKt;->coroutineScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method private final count(Ljava/lang/String;Ljava/lang/String;)I
    .registers 8
    .line 76
    iget-object v0, v5, Lcom/ridequeue/RouteProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L16
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L16
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    move-object v4, v1
    const/4 v2, 0x0
    aput-object v7, v4, v2
    invoke-virtual {v0, v6, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v3, v0
    .line 77
    invoke-interface {v3}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v4, v0
    .line 78
    invoke-interface {v3}, Landroid/database/Cursor;->close()V
    .line 79
    return v4
.end method

.method private final findRiders(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 16
    instance-of v0, v15, Lcom/ridequeue/RouteProvider$findRiders$1;
    if-eqz v0, :L41
    check-cast v15, Lcom/ridequeue/RouteProvider$findRiders$1;
    move-object v11, v15
    iget v0, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/RouteProvider$findRiders$1;
    invoke-direct {v0, v13, v15}, Lcom/ridequeue/RouteProvider$findRiders$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object v11, v0
    :L52
    iget-object v0, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->result:Ljava/lang/Object;
    move-object v10, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 82
    move-object v12, v0
    iget v0, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->label:I
    packed-switch v0, :sw_69
    goto :L254
    :L92
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 83
    const-string v1, "stop"
    invoke-virtual {v14, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 84
    const-string v2, "route"
    invoke-virtual {v14, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v14}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->L$0:Ljava/lang/Object;
    iput-object v7, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->label:I
    invoke-direct {v13, v1, v11}, Lcom/ridequeue/RouteProvider;->routeOpen(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L180
    .line 82
    return-object v12
    :L155
    iget-object v0, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v11, Lcom/ridequeue/RouteProvider$findRiders$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v14, v0
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    :L180
    .line 84
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-nez v0, :L199
    const-string v0, "CONFLICT"
    const-string v1, "route closed"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L199
    .line 85
    iget-object v0, v13, Lcom/ridequeue/RouteProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L215
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L215
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "SELECT name FROM riders WHERE stop = \'"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\'"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v8, v0
    .line 86
    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v9, v0
    .line 87
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 88
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"riders\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L254
    .line 82
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L155
    .end packed-switch
.end method

.method private final ridersNear(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    instance-of v0, v14, Lcom/ridequeue/RouteProvider$ridersNear$1;
    if-eqz v0, :L41
    check-cast v14, Lcom/ridequeue/RouteProvider$ridersNear$1;
    move-object v10, v14
    iget v0, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/RouteProvider$ridersNear$1;
    invoke-direct {v0, v12, v14}, Lcom/ridequeue/RouteProvider$ridersNear$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object v10, v0
    :L52
    iget-object v0, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->result:Ljava/lang/Object;
    move-object v9, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 91
    move-object v11, v0
    iget v0, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->label:I
    packed-switch v0, :sw_69
    goto :L224
    :L92
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 92
    const-string v1, "stop"
    invoke-virtual {v13, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 93
    const-string v2, "route"
    invoke-virtual {v13, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v13}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->L$0:Ljava/lang/Object;
    iput-object v7, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->label:I
    invoke-direct {v12, v1, v10}, Lcom/ridequeue/RouteProvider;->routeOpen(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v11, :L180
    .line 91
    return-object v11
    :L155
    iget-object v0, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->L$1:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v7, v0
    iget-object v0, v10, Lcom/ridequeue/RouteProvider$ridersNear$1;->L$0:Ljava/lang/Object;
    check-cast v0, Lorg/json/JSONObject;
    move-object v13, v0
    invoke-static {v9}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v9
    :L180
    .line 93
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-nez v0, :L199
    const-string v0, "CONFLICT"
    const-string v1, "route closed"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L199
    .line 94
    const-string v1, "SELECT name FROM riders WHERE stop = ?"
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v12, v1, v7}, Lcom/ridequeue/RouteProvider;->count(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    move v8, v0
    .line 95
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"riders\":"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, "}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L224
    .line 91
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L155
    .end packed-switch
.end method

.method private final joinStop(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 24
    move-object/from16 v0, v23
    instance-of v4, v0, Lcom/ridequeue/RouteProvider$joinStop$1;
    if-eqz v4, :L41
    check-cast v23, Lcom/ridequeue/RouteProvider$joinStop$1;
    move-object/16 v19, v23
    move-object/from16 v0, v19
    iget v4, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    const/high16 v5, -0x80000000
    and-int v4, v4, v5
    if-eqz v4, :L41
    move-object/from16 v0, v19
    iget v5, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    const/high16 v6, -0x80000000
    sub-int v5, v5, v6
    move-object/from16 v0, v19
    iput v5, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    goto :L52
    :L41
    new-instance v4, Lcom/ridequeue/RouteProvider$joinStop$1;
    move-object v5, v4
    move-object/from16 v6, v21
    move-object/from16 v7, v23
    invoke-direct/range {v5 .. v7}, Lcom/ridequeue/RouteProvider$joinStop$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object/16 v19, v4
    :L52
    move-object/from16 v0, v19
    iget-object v4, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->result:Ljava/lang/Object;
    move-object/16 v18, v4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    .line 98
    move-object/16 v20, v4
    move-object/from16 v0, v19
    iget v4, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    packed-switch v4, :sw_69
    goto :L268
    :L92
    invoke-static/range {v18 .. v18}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 99
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v4
    new-instance v5, Lcom/ridequeue/RouteProvider$joinStop$known$1;
    const/4 v9, 0x0
    move-object v6, v5
    move-object/from16 v7, v21
    move-object/from16 v8, v22
    invoke-direct/range {v6 .. v9}, Lcom/ridequeue/RouteProvider$joinStop$known$1;-><init>(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    move-object/from16 v0, v22
    move-object/from16 v1, v19
    iput-object v0, v1, Lcom/ridequeue/RouteProvider$joinStop$1;->L$0:Ljava/lang/Object;
    const/4 v8, 0x1
    move-object/from16 v0, v19
    iput v8, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->label:I
    move-object/from16 v6, v19
    invoke-static/range {v4 .. v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v0, v20
    if-ne v4, v0, :L158
    .line 98
    return-object v20
    :L142
    move-object/from16 v0, v19
    iget-object v4, v0, Lcom/ridequeue/RouteProvider$joinStop$1;->L$0:Ljava/lang/Object;
    check-cast v4, Ljava/lang/String;
    move-object/16 v22, v4
    invoke-static/range {v18 .. v18}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v4, v18
    :L158
    .line 99
    check-cast v4, Ljava/lang/Boolean;
    invoke-virtual {v4}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v4
    move v10, v4
    .line 100
    if-nez v10, :L179
    const-string v4, "INVALID_ARGS"
    const-string v5, "unknown stop"
    invoke-static {v4, v5}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L179
    .line 101
    move-object/from16 v0, v21
    iget-object v4, v0, Lcom/ridequeue/RouteProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v4, :L195
    const-string v4, "db"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
    :L195
    const-string v5, "riders"
    const/4 v6, 0x0
    new-instance v7, Landroid/content/ContentValues;
    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V
    move-object v11, v7
    move-object v12, v11
    .line 141
    move-object/16 v16, v6
    move-object v15, v5
    move-object v14, v4
    const/4 v4, 0x0
    move v13, v4
    .line 101
    const-string v5, "uid"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/Boxing;->boxInt(I)Ljava/lang/Integer;
    move-result-object v6
    invoke-virtual {v12, v5, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v5, "stop"
    move-object v4, v12
    move-object/from16 v6, v22
    invoke-virtual/range {v4 .. v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v4, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object/16 v17, v4
    .line 101
    .line 101
    move-object v0, v14
    move-object v1, v15
    move-object/from16 v2, v16
    move-object v3, v11
    invoke-virtual/range {v0 .. v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v4
    .line 102
    const-string v4, "{\"joined\":true}"
    invoke-static {v4}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L268
    .line 98
    new-instance v4, Ljava/lang/IllegalStateException;
    const-string v6, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v4, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v4
    :sw_69
    .packed-switch 0x0
        :L92
        :L142
    .end packed-switch
.end method

.method private final leaveStop(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 15
    instance-of v0, v14, Lcom/ridequeue/RouteProvider$leaveStop$1;
    if-eqz v0, :L41
    check-cast v14, Lcom/ridequeue/RouteProvider$leaveStop$1;
    move-object v9, v14
    iget v0, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/RouteProvider$leaveStop$1;
    move-object v1, v0
    move-object v2, v11
    move-object v3, v14
    invoke-direct/range {v1 .. v3}, Lcom/ridequeue/RouteProvider$leaveStop$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object v9, v0
    :L52
    iget-object v0, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->result:Ljava/lang/Object;
    move-object v8, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 105
    move-object v10, v0
    iget v0, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->label:I
    packed-switch v0, :sw_69
    goto :L247
    :L92
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 106
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    new-instance v1, Lcom/ridequeue/RouteProvider$leaveStop$known$1;
    const/4 v5, 0x0
    invoke-direct {v1, v11, v13, v5}, Lcom/ridequeue/RouteProvider$leaveStop$known$1;-><init>(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    iput-object v13, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->L$0:Ljava/lang/Object;
    iput v12, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->I$0:I
    const/4 v4, 0x1
    iput v4, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->label:I
    invoke-static {v0, v1, v9}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v10, :L170
    .line 105
    return-object v10
    :L148
    iget v0, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->I$0:I
    move v12, v0
    iget-object v0, v9, Lcom/ridequeue/RouteProvider$leaveStop$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v13, v0
    invoke-static {v8}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v8
    :L170
    .line 106
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    move v6, v0
    .line 107
    if-nez v6, :L193
    const-string v0, "INVALID_ARGS"
    const-string v1, "unknown stop"
    invoke-static {v0, v1}, Lcom/ridequeue/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L193
    .line 108
    iget-object v0, v11, Lcom/ridequeue/RouteProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L209
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L209
    const-string v1, "riders"
    const-string v2, "uid = ? AND stop = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v7, v3
    const/4 v4, 0x0
    invoke-static {v12}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v7, v4
    const/4 v4, 0x1
    aput-object v13, v7, v4
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 109
    const-string v0, "{\"left\":true}"
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L247
    .line 105
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L148
    .end packed-switch
.end method

.method private final reportStop(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 11
    instance-of v0, v10, Lcom/ridequeue/RouteProvider$reportStop$1;
    if-eqz v0, :L41
    check-cast v10, Lcom/ridequeue/RouteProvider$reportStop$1;
    move-object v5, v10
    iget v0, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/RouteProvider$reportStop$1;
    invoke-direct {v0, v7, v10}, Lcom/ridequeue/RouteProvider$reportStop$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
    :L52
    iget-object v0, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->result:Ljava/lang/Object;
    move-object v4, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 112
    move-object v6, v0
    iget v0, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->label:I
    packed-switch v0, :sw_69
    goto :L177
    :L92
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 113
    iget-object v0, v7, Lcom/ridequeue/RouteProvider;->reports:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/ridequeue/StopReport;
    invoke-direct {v1, v8, v9}, Lcom/ridequeue/StopReport;-><init>(ILjava/lang/String;)V
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->L$0:Ljava/lang/Object;
    iput v8, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->label:I
    invoke-interface {v0, v1, v5}, Lkotlinx/coroutines/channels/Channel;->send(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v6, :L169
    .line 112
    return-object v6
    :L147
    iget v0, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->I$0:I
    move v8, v0
    iget-object v0, v5, Lcom/ridequeue/RouteProvider$reportStop$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v9, v0
    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v4
    :L169
    .line 114
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/ridequeue/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L177
    .line 112
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L147
    .end packed-switch
.end method

.method private final waitlist(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 25
    move-object/from16 v0, v24
    instance-of v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;
    if-eqz v4, :L41
    check-cast v24, Lcom/ridequeue/RouteProvider$waitlist$1;
    move-object/16 v19, v24
    move-object/from16 v0, v19
    iget v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->label:I
    const/high16 v5, -0x80000000
    and-int v4, v4, v5
    if-eqz v4, :L41
    move-object/from16 v0, v19
    iget v5, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->label:I
    const/high16 v6, -0x80000000
    sub-int v5, v5, v6
    move-object/from16 v0, v19
    iput v5, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->label:I
    goto :L52
    :L41
    new-instance v4, Lcom/ridequeue/RouteProvider$waitlist$1;
    move-object v5, v4
    move-object/from16 v6, v21
    move-object/from16 v7, v24
    invoke-direct/range {v5 .. v7}, Lcom/ridequeue/RouteProvider$waitlist$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object/16 v19, v4
    :L52
    move-object/from16 v0, v19
    iget-object v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->result:Ljava/lang/Object;
    move-object/16 v18, v4
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v4
    .line 117
    move-object/16 v20, v4
    move-object/from16 v0, v19
    iget v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->label:I
    packed-switch v4, :sw_69
    goto :L290
    :L92
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 118
    move-object/from16 v0, v21
    iget-object v4, v0, Lcom/ridequeue/RouteProvider;->mutex:Lkotlinx/coroutines/sync/Mutex;
    move-object v13, v4
    .line 142
    const/4 v4, 0x0
    move-object v14, v4
    const/4 v4, 0x0
    move v15, v4
    .line 143
    move-object/from16 v0, v22
    move-object/from16 v1, v19
    iput-object v0, v1, Lcom/ridequeue/RouteProvider$waitlist$1;->L$0:Ljava/lang/Object;
    move-object/from16 v0, v19
    iput-object v13, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->L$1:Ljava/lang/Object;
    move/from16 v0, v23
    move-object/from16 v1, v19
    iput v0, v1, Lcom/ridequeue/RouteProvider$waitlist$1;->I$0:I
    const/4 v8, 0x1
    move-object/from16 v0, v19
    iput v8, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->label:I
    move-object v0, v13
    move-object v1, v14
    move-object/from16 v2, v19
    invoke-interface/range {v0 .. v2}, Lkotlinx/coroutines/sync/Mutex;->lock(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v4
    move-object/from16 v0, v20
    if-ne v4, v0, :L192
    .line 117
    return-object v20
    :L154
    const/4 v4, 0x0
    move v15, v4
    move-object/from16 v0, v19
    iget v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->I$0:I
    move/16 v23, v4
    const/4 v4, 0x0
    move-object v14, v4
    move-object/from16 v0, v19
    iget-object v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->L$1:Ljava/lang/Object;
    check-cast v4, Lkotlinx/coroutines/sync/Mutex;
    move-object v13, v4
    move-object/from16 v0, v19
    iget-object v4, v0, Lcom/ridequeue/RouteProvider$waitlist$1;->L$0:Ljava/lang/Object;
    check-cast v4, Landroid/content/Context;
    move-object/16 v22, v4
    move-object/from16 v0, v18
    invoke-static/range {v0 .. v0}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object/from16 v4, v18
    :L192
    .line 144
    :t_193
    nop
    const/4 v4, 0x0
    move/16 v16, v4
    .line 118
    move-object/from16 v0, v21
    iget v5, v0, Lcom/ridequeue/RouteProvider;->ticket:I
    const/4 v6, 0x1
    add-int v5, v5, v6
    move-object/from16 v0, v21
    iput v5, v0, Lcom/ridequeue/RouteProvider;->ticket:I
    move-object/from16 v0, v21
    iget v4, v0, Lcom/ridequeue/RouteProvider;->ticket:I
    .line 144
    move/16 v17, v4
    :t_213
    invoke-interface {v13, v14}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    move/from16 v4, v17
    goto :L241
    :L227
    move-exception v4
    move-object/16 v16, v4
    invoke-interface {v13, v14}, Lkotlinx/coroutines/sync/Mutex;->unlock(Ljava/lang/Object;)V
    throw v16
    :L241
    .line 118
    move v12, v4
    .line 119
    const/4 v5, 0x7
    new-instance v6, Landroid/content/Intent;
    const-class v9, Lcom/ridequeue/WaitlistActivity;
    move-object v7, v6
    move-object/from16 v8, v22
    invoke-direct/range {v7 .. v9}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v7, 0x4000000
    move-object/from16 v4, v22
    invoke-static/range {v4 .. v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v4
    move-object v13, v4
    .line 120
    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v5, Lcom/ridequeue/ResumeBook;->INSTANCE:Lcom/ridequeue/ResumeBook;
    new-instance v10, Ljava/lang/StringBuilder;
    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V
    const-string v11, "wl-"
    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v10, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v6
    move/from16 v7, v23
    invoke-virtual/range {v5 .. v7}, Lcom/ridequeue/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v5
    invoke-static {v13, v5}, Lcom/ridequeue/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v4
    return-object v4
    :L290
    .line 117
    new-instance v4, Ljava/lang/IllegalStateException;
    const-string v6, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v4, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v4
    .catchall {:t_193 .. :t_213} :L227
    :sw_69
    .packed-switch 0x0
        :L92
        :L154
    .end packed-switch
.end method

.method private final swapRoute(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    instance-of v0, v11, Lcom/ridequeue/RouteProvider$swapRoute$1;
    if-eqz v0, :L41
    check-cast v11, Lcom/ridequeue/RouteProvider$swapRoute$1;
    move-object v6, v11
    iget v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L41
    iget v1, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->label:I
    goto :L52
    :L41
    new-instance v0, Lcom/ridequeue/RouteProvider$swapRoute$1;
    invoke-direct {v0, v8, v11}, Lcom/ridequeue/RouteProvider$swapRoute$1;-><init>(Lcom/ridequeue/RouteProvider;Lkotlin/coroutines/Continuation;)V
    move-object v6, v0
    :L52
    iget-object v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->result:Ljava/lang/Object;
    move-object v5, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v0
    .line 123
    move-object v7, v0
    iget v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->label:I
    packed-switch v0, :sw_69
    goto :L201
    :L92
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 124
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    new-instance v1, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;
    const/4 v3, 0x0
    invoke-direct {v1, v9, v3}, Lcom/ridequeue/RouteProvider$swapRoute$pi$1;-><init>(Landroid/content/Context;Lkotlin/coroutines/Continuation;)V
    invoke-static {v9}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    iput-object v3, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->L$0:Ljava/lang/Object;
    iput v10, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->label:I
    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L172
    .line 123
    return-object v7
    :L150
    iget v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->I$0:I
    move v10, v0
    iget-object v0, v6, Lcom/ridequeue/RouteProvider$swapRoute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/content/Context;
    move-object v9, v0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v5
    :L172
    check-cast v0, Landroid/app/PendingIntent;
    move-object v4, v0
    .line 127
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/ridequeue/ResumeBook;->INSTANCE:Lcom/ridequeue/ResumeBook;
    sget-object v2, Lcom/ridequeue/Tokens;->INSTANCE:Lcom/ridequeue/Tokens;
    invoke-virtual {v2}, Lcom/ridequeue/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v10}, Lcom/ridequeue/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v4, v1}, Lcom/ridequeue/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L201
    .line 123
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :sw_69
    .packed-switch 0x0
        :L92
        :L150
    .end packed-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 130
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 131
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 133
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 134
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getReports$p(Lcom/ridequeue/RouteProvider;)Lkotlinx/coroutines/channels/Channel;
    .registers 2
    .line 29
    iget-object v0, v1, Lcom/ridequeue/RouteProvider;->reports:Lkotlinx/coroutines/channels/Channel;
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/ridequeue/RouteProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 29
    iget-object v0, v1, Lcom/ridequeue/RouteProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$execute(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    .line 29
    invoke-direct/range {v1 .. v6}, Lcom/ridequeue/RouteProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$routeOpen(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 29
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/RouteProvider;->routeOpen(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$count(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Ljava/lang/String;)I
    .registers 4
    .line 29
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/RouteProvider;->count(Ljava/lang/String;Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public static final synthetic access$findRiders(Lcom/ridequeue/RouteProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 29
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/RouteProvider;->findRiders(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$ridersNear(Lcom/ridequeue/RouteProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 29
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/RouteProvider;->ridersNear(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$joinStop(Lcom/ridequeue/RouteProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 29
    invoke-direct {v1, v2, v3}, Lcom/ridequeue/RouteProvider;->joinStop(Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$leaveStop(Lcom/ridequeue/RouteProvider;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 29
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/RouteProvider;->leaveStop(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$reportStop(Lcom/ridequeue/RouteProvider;ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 29
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/RouteProvider;->reportStop(ILjava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$waitlist(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 29
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/RouteProvider;->waitlist(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$swapRoute(Lcom/ridequeue/RouteProvider;Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    .line 29
    invoke-direct {v1, v2, v3, v4}, Lcom/ridequeue/RouteProvider;->swapRoute(Landroid/content/Context;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/ridequeue/RouteProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/ridequeue/RouteProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/ridequeue/RouteProvider;->Companion:Lcom/ridequeue/RouteProvider$Companion;
    return-void
.end method

