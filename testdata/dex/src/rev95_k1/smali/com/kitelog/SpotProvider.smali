.class public final Lcom/kitelog/SpotProvider;
.super Landroid/content/ContentProvider;
.source "SpotProvider.kt"

# interfaces
.implements Lorg/koin/core/component/KoinComponent;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSpotProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SpotProvider.kt\ncom/kitelog/SpotProvider\n+ 2 KoinComp.kt\norg/koin/core/component/KoinComponentKt\n+ 3 KoinCore.kt\norg/koin/core/Koin\n*L\n1#1,127:1\n7#2,2:128\n7#2,2:130\n7#2,2:132\n7#3,2:134\n7#3,2:136\n*S KotlinDebug\n*F\n+ 1 SpotProvider.kt\ncom/kitelog/SpotProvider\n*L\n24#1:128,2\n25#1:130,2\n26#1:132,2\n35#1:134,2\n69#1:136,2\n*E\n"
.end annotation

.field public static final Companion:Lcom/kitelog/SpotProvider$Companion;
.field private final repo$delegate:Lkotlin/Lazy;
.field private final policy$delegate:Lkotlin/Lazy;
.field private final exporter$delegate:Lkotlin/Lazy;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final started:Ljava/util/concurrent/atomic/AtomicBoolean;
.field private final lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"find_spot\",\"effect\":\"read\"},{\"name\":\"spots_in\",\"effect\":\"read\"},{\"name\":\"purge_spot\",\"effect\":\"delete\"},{\"name\":\"archive_spot\",\"effect\":\"write\"},{\"name\":\"check_in\",\"effect\":\"write\"},{\"name\":\"visit\",\"effect\":\"write\"},{\"name\":\"export_spots\",\"effect\":\"read\"}]"

.method public constructor <init>()V
    .registers 9
    .line 23
    invoke-direct {v8}, Landroid/content/ContentProvider;-><init>()V
    .line 24
    move-object v3, v8
    .line 128
    const/4 v0, 0x0
    move-object v4, v0
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->SYNCHRONIZED:Lkotlin/LazyThreadSafetyMode;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .line 129
    new-instance v1, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;
    invoke-direct {v1, v3, v4, v6}, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$1;-><init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    invoke-static {v5, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    .line 24
    iput-object v0, v8, Lcom/kitelog/SpotProvider;->repo$delegate:Lkotlin/Lazy;
    .line 25
    move-object v3, v8
    .line 130
    const/4 v0, 0x0
    move-object v4, v0
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->SYNCHRONIZED:Lkotlin/LazyThreadSafetyMode;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .line 131
    new-instance v1, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$2;
    invoke-direct {v1, v3, v4, v6}, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$2;-><init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    invoke-static {v5, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    .line 25
    iput-object v0, v8, Lcom/kitelog/SpotProvider;->policy$delegate:Lkotlin/Lazy;
    .line 26
    move-object v3, v8
    .line 132
    const/4 v0, 0x0
    move-object v4, v0
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->SYNCHRONIZED:Lkotlin/LazyThreadSafetyMode;
    move-object v5, v0
    const/4 v0, 0x0
    move-object v6, v0
    const/4 v0, 0x0
    move v7, v0
    .line 133
    new-instance v1, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$3;
    invoke-direct {v1, v3, v4, v6}, Lcom/kitelog/SpotProvider$special$$inlined$inject$default$3;-><init>(Lorg/koin/core/component/KoinComponent;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)V
    invoke-static {v5, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    .line 26
    iput-object v0, v8, Lcom/kitelog/SpotProvider;->exporter$delegate:Lkotlin/Lazy;
    .line 27
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
    iput-object v0, v8, Lcom/kitelog/SpotProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 28
    new-instance v0, Ljava/util/concurrent/atomic/AtomicBoolean;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>(Z)V
    iput-object v0, v8, Lcom/kitelog/SpotProvider;->started:Ljava/util/concurrent/atomic/AtomicBoolean;
    .line 29
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v8, Lcom/kitelog/SpotProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    .line 23
    return-void
.end method

.method private final getRepo()Lcom/kitelog/SpotRepo;
    .registers 3
    .line 24
    iget-object v0, v2, Lcom/kitelog/SpotProvider;->repo$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kitelog/SpotRepo;
    .line 24
    return-object v0
.end method

.method private final getPolicy()Lcom/kitelog/Policy;
    .registers 3
    .line 25
    iget-object v0, v2, Lcom/kitelog/SpotProvider;->policy$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kitelog/Policy;
    .line 25
    return-object v0
.end method

.method private final getExporter()Lcom/kitelog/Exporter;
    .registers 3
    .line 26
    iget-object v0, v2, Lcom/kitelog/SpotProvider;->exporter$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kitelog/Exporter;
    .line 26
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 31
    const/4 v0, 0x1
    return v0
.end method

.method private final startCollector(Lcom/kitelog/CommandBus;)V
    .registers 16
    .line 34
    iget-object v0, v14, Lcom/kitelog/SpotProvider;->started:Ljava/util/concurrent/atomic/AtomicBoolean;
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicBoolean;->compareAndSet(ZZ)Z
    move-result v0
    if-nez v0, :L13
    return-void
    :L13
    .line 35
    sget-object v0, Lorg/koin/core/context/GlobalContext;->INSTANCE:Lorg/koin/core/context/GlobalContext;
    invoke-virtual {v0}, Lorg/koin/core/context/GlobalContext;->get()Lorg/koin/core/Koin;
    move-result-object v0
    move-object v10, v0
    .line 134
    const/4 v0, 0x0
    move-object v11, v0
    const/4 v0, 0x0
    move-object v12, v0
    const/4 v0, 0x0
    move v13, v0
    .line 135
    const-class v1, Lcom/kitelog/SpotRepo;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    invoke-virtual {v10, v1, v11, v12}, Lorg/koin/core/Koin;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    .line 35
    check-cast v0, Lcom/kitelog/SpotRepo;
    move-object v9, v0
    .line 36
    iget-object v0, v14, Lcom/kitelog/SpotProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/kitelog/SpotProvider$startCollector$1;
    const/4 v8, 0x0
    move-object v4, v3
    move-object v5, v15
    move-object v6, v9
    move-object v7, v14
    invoke-direct/range {v4 .. v8}, Lcom/kitelog/SpotProvider$startCollector$1;-><init>(Lcom/kitelog/CommandBus;Lcom/kitelog/SpotRepo;Lcom/kitelog/SpotProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 53
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 27
    const-string v1, "method"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v11, v0
    .line 57
    invoke-virtual/range {v23 .. v23}, Lcom/kitelog/SpotProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v12, v0
    .line 58
    invoke-virtual {v12}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v11}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v13, v0
    .line 59
    if-eqz v13, :L72
    sget-object v0, Lcom/kitelog/PartnerPolicy;->Companion:Lcom/kitelog/PartnerPolicy$Companion;
    invoke-virtual {v0}, Lcom/kitelog/PartnerPolicy$Companion;->getPARTNERS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v13}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a KiteLog app"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 60
    move-object/from16 v0, v26
    if-nez v26, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v14, v0
    .line 61
    const-string v1, "negotiate"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L121
    sget-object v0, Lcom/kitelog/Sessions;->INSTANCE:Lcom/kitelog/Sessions;
    invoke-virtual {v0, v11}, Lcom/kitelog/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L121
    .line 62
    sget-object v0, Lcom/kitelog/Sessions;->INSTANCE:Lcom/kitelog/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v14, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/kitelog/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L150
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L150
    .line 63
    const-string v1, "list_tools"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L167
    const-string v0, "[{\"name\":\"find_spot\",\"effect\":\"read\"},{\"name\":\"spots_in\",\"effect\":\"read\"},{\"name\":\"purge_spot\",\"effect\":\"delete\"},{\"name\":\"archive_spot\",\"effect\":\"write\"},{\"name\":\"check_in\",\"effect\":\"write\"},{\"name\":\"visit\",\"effect\":\"write\"},{\"name\":\"export_spots\",\"effect\":\"read\"}]"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L167
    .line 64
    const-string v1, "execute_tool"
    move-object/from16 v0, v24
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L187
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L187
    .line 65
    const-string v1, "deadline_at_ms"
    invoke-virtual {v14, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    move-wide v15, v0
    .line 66
    const-wide/16 v2, 0x0L
    cmp-long v0, v15, v2
    if-eqz v0, :L223
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v0, v0, v15
    if-lez v0, :L223
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L223
    .line 67
    invoke-static {v14}, Lcom/kitelog/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L243
    const-string v0, "INVALID_ARGS"
    const-string v1, "tool_name missing"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L243
    move-object/16 v17, v0
    .line 68
    invoke-direct/range {v23 .. v23}, Lcom/kitelog/SpotProvider;->getPolicy()Lcom/kitelog/Policy;
    move-result-object v0
    move v1, v11
    move-object/from16 v2, v17
    invoke-interface/range {v0 .. v2}, Lcom/kitelog/Policy;->authorize(ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L270
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not allowed"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L270
    .line 69
    sget-object v0, Lorg/koin/core/context/GlobalContext;->INSTANCE:Lorg/koin/core/context/GlobalContext;
    invoke-virtual {v0}, Lorg/koin/core/context/GlobalContext;->get()Lorg/koin/core/Koin;
    move-result-object v0
    move-object/16 v19, v0
    .line 136
    const/4 v0, 0x0
    move-object/16 v20, v0
    const/4 v0, 0x0
    move-object/16 v21, v0
    const/4 v0, 0x0
    move/16 v22, v0
    .line 137
    const-class v1, Lcom/kitelog/CommandBus;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->getOrCreateKotlinClass(Ljava/lang/Class;)Lkotlin/reflect/KClass;
    move-result-object v1
    move-object/from16 v0, v19
    move-object/from16 v2, v20
    move-object/from16 v3, v21
    invoke-virtual/range {v0 .. v3}, Lorg/koin/core/Koin;->get(Lkotlin/reflect/KClass;Lorg/koin/core/qualifier/Qualifier;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    move-result-object v0
    .line 69
    check-cast v0, Lcom/kitelog/CommandBus;
    move-object/16 v18, v0
    .line 70
    move-object/from16 v0, v23
    move-object/from16 v1, v18
    invoke-direct/range {v0 .. v1}, Lcom/kitelog/SpotProvider;->startCollector(Lcom/kitelog/CommandBus;)V
    .line 71
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v14, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L333
    const-string v2, "{}"
    :L333
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object/16 v19, v0
    .line 72
    move-object/16 v20, v17
    invoke-virtual/range {v20 .. v20}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_347
    goto :L685
    :L412
    const-string v1, "spots_in"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L568
    goto :L685
    :L426
    const-string v1, "archive_spot"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L637
    goto :L685
    :L440
    const-string v1, "export_spots"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L678
    goto :L685
    :L454
    const-string v1, "check_in"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L654
    goto :L685
    :L468
    const-string v1, "find_spot"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L510
    goto :L685
    :L482
    const-string v1, "visit"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L665
    goto :L685
    :L496
    const-string v1, "purge_spot"
    move-object/from16 v0, v20
    invoke-virtual/range {v0 .. v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L626
    goto :L685
    :L510
    .line 73
    invoke-direct/range {v23 .. v23}, Lcom/kitelog/SpotProvider;->getRepo()Lcom/kitelog/SpotRepo;
    move-result-object v0
    const-string v2, "name"
    move-object/from16 v1, v19
    invoke-virtual/range {v1 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotRepo;->findByName(Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    const-string v1, ","
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/16 v7, 0x3e
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "quote(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L568
    .line 74
    invoke-direct/range {v23 .. v23}, Lcom/kitelog/SpotProvider;->getRepo()Lcom/kitelog/SpotRepo;
    move-result-object v0
    const-string v2, "country"
    move-object/from16 v1, v19
    invoke-virtual/range {v1 .. v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "optString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Lcom/kitelog/SpotRepo;->inCountry(Ljava/lang/String;)Ljava/util/List;
    move-result-object v0
    const-string v1, ","
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/16 v7, 0x3e
    const/4 v8, 0x0
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "quote(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L626
    .line 75
    move-object/from16 v0, v23
    move-object/from16 v1, v18
    move-object/from16 v2, v19
    invoke-direct/range {v0 .. v2}, Lcom/kitelog/SpotProvider;->purgeSpot(Lcom/kitelog/CommandBus;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L637
    .line 76
    move-object/from16 v0, v23
    move-object v1, v12
    move-object/from16 v2, v18
    move v3, v11
    move-object v4, v14
    move-object/from16 v5, v19
    invoke-direct/range {v0 .. v5}, Lcom/kitelog/SpotProvider;->archiveSpot(Landroid/content/Context;Lcom/kitelog/CommandBus;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L654
    .line 77
    move-object/from16 v0, v23
    move-object/from16 v1, v18
    move-object/from16 v2, v19
    invoke-direct/range {v0 .. v2}, Lcom/kitelog/SpotProvider;->checkIn(Lcom/kitelog/CommandBus;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L665
    .line 78
    move-object/from16 v0, v23
    move-object/from16 v1, v18
    move v2, v11
    move-object/from16 v3, v19
    invoke-direct/range {v0 .. v3}, Lcom/kitelog/SpotProvider;->visit(Lcom/kitelog/CommandBus;ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L678
    .line 79
    invoke-direct/range {v23 .. v23}, Lcom/kitelog/SpotProvider;->exportSpots()Landroid/os/Bundle;
    move-result-object v0
    goto :L694
    :L685
    .line 80
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L694
    .line 72
    return-object v0
    :sw_347
    .sparse-switch
        -0x6d1c9f8d -> :L412
        -0x646005a1 -> :L426
        -0x1fe5cbea -> :L496
        -0x1ea9f89a -> :L440
        0x6b04d4b -> :L482
        0x19a267c8 -> :L468
        0x5b9b0fbc -> :L454
    .end sparse-switch
.end method

.method private final purgeSpot(Lcom/kitelog/CommandBus;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 85
    const-string v1, "spot"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 86
    invoke-virtual {v6}, Lcom/kitelog/CommandBus;->getCommands()Lkotlinx/coroutines/flow/MutableSharedFlow;
    move-result-object v0
    new-instance v1, Lcom/kitelog/Command$Purge;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v3, "confirmed"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v2
    invoke-direct {v1, v4, v2}, Lcom/kitelog/Command$Purge;-><init>(Ljava/lang/String;Z)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableSharedFlow;->tryEmit(Ljava/lang/Object;)Z
    move-result v0
    .line 87
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final archiveSpot(Landroid/content/Context;Lcom/kitelog/CommandBus;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 91
    const-string v1, "spot"
    move-object v0, v13
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 92
    sget-object v0, Lcom/kitelog/ResumeBook;->INSTANCE:Lcom/kitelog/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v12, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v11}, Lcom/kitelog/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    move v6, v0
    .line 93
    if-nez v6, :L78
    .line 94
    const/4 v1, 0x7
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/kitelog/ConfirmActivity;
    invoke-direct {v2, v9, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    invoke-static {v9, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 95
    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/kitelog/ResumeBook;->INSTANCE:Lcom/kitelog/ResumeBook;
    sget-object v2, Lcom/kitelog/Tokens;->INSTANCE:Lcom/kitelog/Tokens;
    invoke-virtual {v2}, Lcom/kitelog/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v11}, Lcom/kitelog/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/kitelog/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L78
    .line 97
    invoke-virtual {v10}, Lcom/kitelog/CommandBus;->getCommands()Lkotlinx/coroutines/flow/MutableSharedFlow;
    move-result-object v0
    new-instance v1, Lcom/kitelog/Command$Archive;
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v5, v6}, Lcom/kitelog/Command$Archive;-><init>(Ljava/lang/String;Z)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableSharedFlow;->tryEmit(Ljava/lang/Object;)Z
    move-result v0
    .line 98
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final checkIn(Lcom/kitelog/CommandBus;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 102
    invoke-virtual {v6}, Lcom/kitelog/CommandBus;->getCommands()Lkotlinx/coroutines/flow/MutableSharedFlow;
    move-result-object v0
    new-instance v1, Lcom/kitelog/Command$Checkin;
    const-string v3, "spot"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/kitelog/Command$Checkin;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableSharedFlow;->tryEmit(Ljava/lang/Object;)Z
    move-result v0
    .line 103
    const-string v0, "{\"checked_in\":true}"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final visit(Lcom/kitelog/CommandBus;ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 107
    invoke-virtual {v6}, Lcom/kitelog/CommandBus;->getCommands()Lkotlinx/coroutines/flow/MutableSharedFlow;
    move-result-object v0
    new-instance v1, Lcom/kitelog/Command$Visit;
    const-string v3, "spot"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v7, v2}, Lcom/kitelog/Command$Visit;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/flow/MutableSharedFlow;->tryEmit(Ljava/lang/Object;)Z
    move-result v0
    .line 108
    const-string v0, "{\"visited\":true}"
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final exportSpots()Landroid/os/Bundle;
    .registers 8
    :t_0
    .line 111
    nop
    .line 112
    invoke-direct {v7}, Lcom/kitelog/SpotProvider;->getExporter()Lcom/kitelog/Exporter;
    move-result-object v0
    invoke-direct {v7}, Lcom/kitelog/SpotProvider;->getRepo()Lcom/kitelog/SpotRepo;
    move-result-object v1
    invoke-virtual {v1}, Lcom/kitelog/SpotRepo;->names()Ljava/util/List;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/kitelog/Exporter;->export(Ljava/util/List;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lorg/json/JSONObject;->quote(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "quote(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/kitelog/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :t_31
    goto :L51
    :L34
    .line 113
    move-exception v0
    move-object v6, v0
    .line 114
    const-string v0, "INTERNAL_ERROR"
    invoke-virtual {v6}, Ljava/lang/IllegalStateException;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "export failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/kitelog/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :L51
    .line 115
    return-object v5
    .catch Ljava/lang/IllegalStateException; {:t_0 .. :t_31} :L34
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 117
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 118
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 119
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 120
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 121
    const/4 v0, 0x0
    return v0
.end method

.method public bridge getKoin()Lorg/koin/core/Koin;
    .registers 2
    .line 23
    invoke-super {v1}, Lorg/koin/core/component/KoinComponent;->getKoin()Lorg/koin/core/Koin;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getLastSeen$p(Lcom/kitelog/SpotProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 23
    iget-object v0, v1, Lcom/kitelog/SpotProvider;->lastSeen:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/kitelog/SpotProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/kitelog/SpotProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/kitelog/SpotProvider;->Companion:Lcom/kitelog/SpotProvider$Companion;
    return-void
.end method

