.class public final Lcom/seedswap/LibraryProvider;
.super Landroid/content/ContentProvider;
.source "LibraryProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLibraryProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LibraryProvider.kt\ncom/seedswap/LibraryProvider\n+ 2 _Arrays.kt\nkotlin/collections/ArraysKt___ArraysKt\n+ 3 Flow.kt\nkotlinx/coroutines/flow/FlowKt\n+ 4 Prefs.kt\nandroidx/core/content/SharedPreferencesKt\n*L\n1#1,151:1\n22324#2,2:152\n18#3,4:154\n18#3,4:158\n6#4,9:162\n*S KotlinDebug\n*F\n+ 1 LibraryProvider.kt\ncom/seedswap/LibraryProvider\n*L\n47#1:152,2\n67#1:154,4\n68#1:158,4\n134#1:162,9\n*E\n"
.end annotation

.field public static final Companion:Lcom/seedswap/LibraryProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private prefs:Landroid/content/SharedPreferences;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final kind:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final season:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final counts:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final GROWERS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"set_filter\",\"search_seeds\",\"browse_shelf\",\"lend_seed\",\"return_seed\",\"sync_catalog\",\"catalogue\"]"

.method public constructor <init>()V
    .registers 4
    .line 27
    invoke-direct {v3}, Landroid/content/ContentProvider;-><init>()V
    .line 30
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, v3, Lcom/seedswap/LibraryProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 31
    const-string v0, "tomato"
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, v3, Lcom/seedswap/LibraryProvider;->kind:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 32
    const-string v0, "spring"
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, v3, Lcom/seedswap/LibraryProvider;->season:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 33
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v3, Lcom/seedswap/LibraryProvider;->counts:Ljava/util/concurrent/ConcurrentHashMap;
    .line 27
    return-void
.end method

.method public onCreate()Z
    .registers 7
    .line 36
    invoke-virtual {v6}, Lcom/seedswap/LibraryProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v5, v0
    .line 37
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "library.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v6, Lcom/seedswap/LibraryProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 38
    const-string v2, "library_holds"
    const/4 v3, 0x0
    invoke-virtual {v5, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v3, "getSharedPreferences(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v6, Lcom/seedswap/LibraryProvider;->prefs:Landroid/content/SharedPreferences;
    .line 39
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 22
    const-string v1, "method"
    move-object/from16 v0, v19
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v8, v0
    .line 44
    invoke-virtual/range {v18 .. v18}, Lcom/seedswap/LibraryProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v9, v0
    .line 45
    invoke-virtual {v9}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L47
    .line 46
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown caller"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 45
    move-object v10, v0
    .line 47
    move-object v11, v10
    const/4 v0, 0x0
    move v12, v0
    .line 152
    const/4 v0, 0x0
    move v13, v0
    array-length v0, v11
    move v14, v0
    :L64
    if-ge v13, v14, :L108
    aget-object v0, v11, v13
    move-object v15, v0
    move-object/16 v16, v15
    const/4 v0, 0x0
    move/16 v17, v0
    .line 47
    sget-object v0, Lcom/seedswap/LibraryProvider;->GROWERS:Ljava/util/Set;
    move-object/from16 v1, v16
    invoke-interface/range {v0 .. v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 152
    if-eqz v0, :L102
    const/4 v0, 0x0
    goto :L109
    :L102
    add-int/lit8 v13, v13, 0x1
    goto :L64
    :L108
    .line 153
    const/4 v0, 0x1
    :L109
    .line 47
    if-eqz v0, :L120
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a SeedSwap app"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L120
    .line 48
    move-object/from16 v0, v21
    if-nez v21, :L133
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L133
    move-object v11, v0
    .line 49
    const-string v1, "negotiate"
    move-object/from16 v0, v19
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L161
    sget-object v0, Lcom/seedswap/Sessions;->INSTANCE:Lcom/seedswap/Sessions;
    invoke-virtual {v0, v8}, Lcom/seedswap/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v7, "\"}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L161
    .line 50
    sget-object v0, Lcom/seedswap/Sessions;->INSTANCE:Lcom/seedswap/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v11, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/seedswap/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L187
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L187
    .line 51
    const-string v1, "list_tools"
    move-object/from16 v0, v19
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L202
    const-string v0, "[\"set_filter\",\"search_seeds\",\"browse_shelf\",\"lend_seed\",\"return_seed\",\"sync_catalog\",\"catalogue\"]"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L202
    .line 52
    const-string v1, "execute_tool"
    move-object/from16 v0, v19
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L219
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L219
    .line 53
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L237
    const-string v2, "{}"
    :L237
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v12, v0
    .line 54
    invoke-static {v11}, Lcom/seedswap/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v13, v0
    if-eqz v13, :L497
    invoke-virtual {v13}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_259
    goto :L497
    :L324
    const-string v1, "lend_seed"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L448
    goto :L497
    :L337
    const-string v1, "return_seed"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L474
    goto :L497
    :L350
    const-string v1, "search_seeds"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L426
    goto :L497
    :L363
    const-string v1, "set_filter"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L417
    goto :L497
    :L376
    const-string v1, "browse_shelf"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L437
    goto :L497
    :L389
    const-string v1, "catalogue"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L490
    goto :L497
    :L403
    const-string v1, "sync_catalog"
    invoke-virtual {v13, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L483
    goto :L497
    :L417
    .line 55
    move-object/from16 v0, v18
    move-object v1, v12
    invoke-direct/range {v0 .. v1}, Lcom/seedswap/LibraryProvider;->setFilter(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L426
    .line 56
    move-object/from16 v0, v18
    move v1, v8
    move-object v2, v12
    invoke-direct/range {v0 .. v2}, Lcom/seedswap/LibraryProvider;->searchSeeds(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L437
    .line 57
    move-object/from16 v0, v18
    move v1, v8
    move-object v2, v12
    invoke-direct/range {v0 .. v2}, Lcom/seedswap/LibraryProvider;->browseShelf(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L448
    .line 58
    const/4 v4, 0x0
    aget-object v3, v10, v4
    const-string v5, "get(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, v18
    move-object v1, v9
    move v2, v8
    move-object v4, v11
    move-object v5, v12
    invoke-direct/range {v0 .. v5}, Lcom/seedswap/LibraryProvider;->lendSeed(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L474
    .line 59
    move-object/from16 v0, v18
    move-object v1, v12
    invoke-direct/range {v0 .. v1}, Lcom/seedswap/LibraryProvider;->returnSeed(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L483
    .line 60
    invoke-direct/range {v18 .. v18}, Lcom/seedswap/LibraryProvider;->syncCatalog()Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L490
    .line 61
    invoke-direct/range {v18 .. v18}, Lcom/seedswap/LibraryProvider;->catalogue()Landroid/os/Bundle;
    move-result-object v0
    goto :L506
    :L497
    .line 62
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L506
    .line 54
    return-object v0
    :sw_259
    .sparse-switch
        -0x5c81460b -> :L363
        -0x5896f7e0 -> :L337
        -0x2f65a98b -> :L403
        -0xc47dc3f -> :L324
        0x1b91eacb -> :L350
        0x491ed835 -> :L376
        0x56c7cc69 -> :L389
    .end sparse-switch
.end method

.method private final setFilter(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 67
    iget-object v0, v8, Lcom/seedswap/LibraryProvider;->kind:Lkotlinx/coroutines/flow/MutableStateFlow;
    move-object v3, v0
    const/4 v0, 0x0
    move v4, v0
    :L7
    .line 154
    nop
    .line 155
    invoke-interface {v3}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    .line 156
    check-cast v5, Ljava/lang/String;
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 67
    const-string v1, "kind"
    invoke-virtual {v9, v1, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 156
    move-object v6, v0
    .line 157
    invoke-interface {v3, v5, v6}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L7
    .line 68
    iget-object v0, v8, Lcom/seedswap/LibraryProvider;->season:Lkotlinx/coroutines/flow/MutableStateFlow;
    move-object v3, v0
    const/4 v0, 0x0
    move v4, v0
    :L64
    .line 158
    nop
    .line 159
    invoke-interface {v3}, Lkotlinx/coroutines/flow/MutableStateFlow;->getValue()Ljava/lang/Object;
    move-result-object v0
    move-object v5, v0
    .line 160
    check-cast v5, Ljava/lang/String;
    move-object v6, v5
    const/4 v0, 0x0
    move v7, v0
    .line 68
    const-string v1, "season"
    invoke-virtual {v9, v1, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "optString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 160
    move-object v6, v0
    .line 161
    invoke-interface {v3, v5, v6}, Lkotlinx/coroutines/flow/MutableStateFlow;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L64
    .line 69
    const-string v0, "{\"filtered\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final searchSeeds(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 73
    const-string v1, "term"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 74
    iget-object v0, v5, Lcom/seedswap/LibraryProvider;->kind:Lkotlinx/coroutines/flow/MutableStateFlow;
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    iget-object v1, v5, Lcom/seedswap/LibraryProvider;->season:Lkotlinx/coroutines/flow/MutableStateFlow;
    check-cast v1, Lkotlinx/coroutines/flow/Flow;
    new-instance v2, Lcom/seedswap/LibraryProvider$searchSeeds$1;
    const/4 v3, 0x0
    invoke-direct {v2, v5, v4, v6, v3}, Lcom/seedswap/LibraryProvider$searchSeeds$1;-><init>(Lcom/seedswap/LibraryProvider;Ljava/lang/String;ILkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/flow/FlowKt;->combine(Lkotlinx/coroutines/flow/Flow;Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function3;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 78
    iget-object v1, v5, Lcom/seedswap/LibraryProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->launchIn(Lkotlinx/coroutines/flow/Flow;Lkotlinx/coroutines/CoroutineScope;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 79
    const-string v0, "{\"searching\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final browseShelf(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .line 83
    const-string v1, "shelf"
    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 84
    iget-object v0, v4, Lcom/seedswap/LibraryProvider;->kind:Lkotlinx/coroutines/flow/MutableStateFlow;
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    new-instance v1, Lcom/seedswap/LibraryProvider$browseShelf$1;
    const/4 v2, 0x0
    invoke-direct {v1, v4, v3, v2}, Lcom/seedswap/LibraryProvider$browseShelf$1;-><init>(Lcom/seedswap/LibraryProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->flatMapLatest(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 89
    iget-object v1, v4, Lcom/seedswap/LibraryProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->launchIn(Lkotlinx/coroutines/flow/Flow;Lkotlinx/coroutines/CoroutineScope;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 90
    const-string v0, "{\"browsing\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final lendSeed(Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    .line 94
    const-string v2, "resume_token"
    move-object v1, v15
    invoke-virtual/range {v1 .. v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v11, v1}, Lcom/seedswap/LibraryProvider;->redeem(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :L31
    .line 95
    const-class v1, Lcom/seedswap/LendSeedActivity;
    invoke-static {v12, v1}, Lcom/seedswap/ToolKt;->confirm(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v1, v11
    move v2, v13
    invoke-direct/range {v1 .. v2}, Lcom/seedswap/LibraryProvider;->hold(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L31
    .line 97
    iget-object v0, v11, Lcom/seedswap/LibraryProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L47
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L47
    const-string v1, "loans"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 98
    const-string v1, "seed"
    const-string v3, "seed"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 99
    const-string v1, "borrower"
    move-object v0, v5
    move-object v2, v14
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 100
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 97
    .line 97
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 101
    const-string v0, "{\"lent\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final returnSeed(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 105
    const-string v1, "calling_package"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 106
    sget-object v0, Lcom/seedswap/LibraryProvider;->GROWERS:Ljava/util/Set;
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L29
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a grower"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L29
    .line 107
    iget-object v0, v9, Lcom/seedswap/LibraryProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L45
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L45
    const-string v1, "loans"
    const-string v2, "seed = ? AND borrower = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v8, v3
    const/4 v4, 0x0
    const-string v6, "seed"
    invoke-virtual {v10, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    aput-object v5, v8, v4
    const/4 v4, 0x1
    aput-object v7, v8, v4
    invoke-virtual {v0, v1, v2, v8}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 108
    const-string v0, "{\"returned\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final syncCatalog()Landroid/os/Bundle;
    .registers 7
    .line 112
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v3, v0
    :t_4
    .line 113
    nop
    .line 114
    iget-object v0, v6, Lcom/seedswap/LibraryProvider;->counts:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const/4 v2, 0x0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_28
    .line 116
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 117
    goto :L42
    :L35
    .line 116
    move-exception v0
    move-object v5, v0
    invoke-static {v3, v4}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v5
    :L42
    .line 118
    const-string v0, "{\"synced\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_28} :L35
.end method

.method private final catalogue()Landroid/os/Bundle;
    .registers 8
    :t_0
    .line 122
    nop
    .line 123
    iget-object v0, v7, Lcom/seedswap/LibraryProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L17
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L17
    const-string v1, "SELECT COUNT(*) FROM seeds"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 124
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 125
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 126
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"seeds\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :t_48
    goto :L68
    :L51
    .line 127
    move-exception v0
    move-object v6, v0
    .line 128
    const-string v0, "INTERNAL_ERROR"
    invoke-virtual {v6}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "catalogue failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v5, v0
    :L68
    .line 122
    return-object v5
    .catch Landroid/database/sqlite/SQLiteException; {:t_0 .. :t_48} :L51
.end method

.method private final hold(I)Ljava/lang/String;
    .registers 11
    .line 133
    sget-object v0, Lcom/seedswap/Tokens;->INSTANCE:Lcom/seedswap/Tokens;
    invoke-virtual {v0}, Lcom/seedswap/Tokens;->quick()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    .line 134
    iget-object v0, v9, Lcom/seedswap/LibraryProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L23
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    move-object v3, v0
    .line 162
    const/4 v0, 0x0
    move v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 163
    invoke-interface {v3}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    move-object v6, v0
    .line 164
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 134
    invoke-static {v10}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v7, v2, v1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    .line 164
    nop
    .line 165
    nop
    .line 168
    invoke-interface {v6}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 170
    nop
    .line 135
    return-object v2
.end method

.method private final redeem(Ljava/lang/String;)Z
    .registers 4
    .line 138
    if-eqz v3, :L34
    iget-object v0, v2, Lcom/seedswap/LibraryProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L20
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L20
    const/4 v1, 0x0
    invoke-interface {v0, v3, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L34
    const/4 v0, 0x1
    goto :L35
    :L34
    const/4 v0, 0x0
    :L35
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 140
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 141
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 142
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 143
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 144
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getDb$p(Lcom/seedswap/LibraryProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/seedswap/LibraryProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$getCounts$p(Lcom/seedswap/LibraryProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/seedswap/LibraryProvider;->counts:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method public static final synthetic access$getGROWERS$cp()Ljava/util/Set;
    .registers 1
    .line 27
    sget-object v0, Lcom/seedswap/LibraryProvider;->GROWERS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/seedswap/LibraryProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/seedswap/LibraryProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/seedswap/LibraryProvider;->Companion:Lcom/seedswap/LibraryProvider$Companion;
    .line 147
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.seedswap"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.seedswap.garden"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/seedswap/LibraryProvider;->GROWERS:Ljava/util/Set;
    return-void
.end method

