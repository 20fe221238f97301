.class public final Lcom/seedswap/SwapProvider;
.super Landroid/content/ContentProvider;
.source "SwapProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nSwapProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 SwapProvider.kt\ncom/seedswap/SwapProvider\n+ 2 Prefs.kt\nandroidx/core/content/SharedPreferencesKt\n*L\n1#1,156:1\n6#2,9:157\n6#2,9:166\n*S KotlinDebug\n*F\n+ 1 SwapProvider.kt\ncom/seedswap/SwapProvider\n*L\n134#1:157,9\n140#1:166,9\n*E\n"
.end annotation

.field public static final Companion:Lcom/seedswap/SwapProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private prefs:Landroid/content/SharedPreferences;
.field private store:Landroidx/datastore/core/DataStore;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final commands:Lkotlinx/coroutines/channels/Channel;
.field private final openOffers:Lkotlinx/coroutines/flow/MutableStateFlow;
.field private final notes:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final MEMBERS:Ljava/util/Set;
.field private static final OPEN_OFFERS:Landroidx/datastore/preferences/core/Preferences$Key;
.field public static final TOOLS:Ljava/lang/String; = "[\"drop_offer\",\"release_offer\",\"leave_note\",\"stamp_note\",\"count_offers\"]"

.method public constructor <init>()V
    .registers 6
    .line 35
    invoke-direct {v5}, Landroid/content/ContentProvider;-><init>()V
    .line 39
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
    iput-object v0, v5, Lcom/seedswap/SwapProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 40
    const v0, 0x7fffffff
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    iput-object v0, v5, Lcom/seedswap/SwapProvider;->commands:Lkotlinx/coroutines/channels/Channel;
    .line 41
    const/4 v0, 0x0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->MutableStateFlow(Ljava/lang/Object;)Lkotlinx/coroutines/flow/MutableStateFlow;
    move-result-object v0
    iput-object v0, v5, Lcom/seedswap/SwapProvider;->openOffers:Lkotlinx/coroutines/flow/MutableStateFlow;
    .line 42
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v5, Lcom/seedswap/SwapProvider;->notes:Ljava/util/concurrent/ConcurrentHashMap;
    .line 35
    return-void
.end method

.method public onCreate()Z
    .registers 10
    .line 45
    invoke-virtual {v9}, Lcom/seedswap/SwapProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v8, v0
    .line 46
    new-instance v1, Ljava/io/File;
    invoke-virtual {v8}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "swaps.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v9, Lcom/seedswap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 47
    const-string v2, "swap_holds"
    const/4 v3, 0x0
    invoke-virtual {v8, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    const-string v3, "getSharedPreferences(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v9, Lcom/seedswap/SwapProvider;->prefs:Landroid/content/SharedPreferences;
    .line 48
    sget-object v1, Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;->INSTANCE:Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;
    new-instance v7, Lcom/seedswap/SwapProvider$$ExternalSyntheticLambda0;
    invoke-direct {v7, v8}, Lcom/seedswap/SwapProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;)V
    move-object v2, v7
    invoke-virtual {v1, v2}, Landroidx/datastore/preferences/core/PreferenceDataStoreFactory;->create(Lkotlin/jvm/functions/Function0;)Landroidx/datastore/core/DataStore;
    move-result-object v1
    iput-object v1, v9, Lcom/seedswap/SwapProvider;->store:Landroidx/datastore/core/DataStore;
    .line 49
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->commands:Lkotlinx/coroutines/channels/Channel;
    check-cast v0, Lkotlinx/coroutines/channels/ReceiveChannel;
    invoke-static {v0}, Lkotlinx/coroutines/flow/FlowKt;->receiveAsFlow(Lkotlinx/coroutines/channels/ReceiveChannel;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    new-instance v1, Lcom/seedswap/SwapProvider$onCreate$2;
    const/4 v4, 0x0
    invoke-direct {v1, v9, v4}, Lcom/seedswap/SwapProvider$onCreate$2;-><init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->onEach(Lkotlinx/coroutines/flow/Flow;Lkotlin/jvm/functions/Function2;)Lkotlinx/coroutines/flow/Flow;
    move-result-object v0
    .line 62
    iget-object v1, v9, Lcom/seedswap/SwapProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-static {v0, v1}, Lkotlinx/coroutines/flow/FlowKt;->launchIn(Lkotlinx/coroutines/flow/Flow;Lkotlinx/coroutines/CoroutineScope;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 63
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/seedswap/SwapProvider$onCreate$3;
    const/4 v6, 0x0
    invoke-direct {v3, v9, v6}, Lcom/seedswap/SwapProvider$onCreate$3;-><init>(Lcom/seedswap/SwapProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 68
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 73
    invoke-virtual {v12}, Lcom/seedswap/SwapProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 74
    invoke-virtual {v7}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L47
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    goto :L49
    :L47
    const/4 v0, 0x0
    :L49
    move-object v8, v0
    .line 75
    if-eqz v8, :L69
    sget-object v0, Lcom/seedswap/SwapProvider;->MEMBERS:Ljava/util/Set;
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a SeedSwap app"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 76
    move-object v0, v15
    if-nez v15, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v9, v0
    .line 77
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/seedswap/Sessions;->INSTANCE:Lcom/seedswap/Sessions;
    invoke-virtual {v0, v6}, Lcom/seedswap/Sessions;->open(I)Ljava/lang/String;
    move-result-object v0
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "\"}"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 78
    sget-object v0, Lcom/seedswap/Sessions;->INSTANCE:Lcom/seedswap/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/seedswap/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L147
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L147
    .line 79
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L164
    const-string v0, "[\"drop_offer\",\"release_offer\",\"leave_note\",\"stamp_note\",\"count_offers\"]"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L164
    .line 80
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L184
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L184
    .line 81
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L204
    const-string v2, "{}"
    :L204
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 82
    invoke-static {v9}, Lcom/seedswap/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L399
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_226
    goto :L399
    :L276
    const-string v1, "drop_offer"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L346
    goto :L399
    :L290
    const-string v1, "release_offer"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L355
    goto :L399
    :L304
    const-string v1, "count_offers"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L390
    goto :L399
    :L318
    const-string v1, "stamp_note"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L379
    goto :L399
    :L332
    const-string v1, "leave_note"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L370
    goto :L399
    :L346
    .line 83
    invoke-direct {v12, v10}, Lcom/seedswap/SwapProvider;->dropOffer(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L408
    :L355
    .line 84
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/seedswap/SwapProvider;->releaseOffer(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L408
    :L370
    .line 85
    invoke-direct {v12, v10}, Lcom/seedswap/SwapProvider;->leaveNote(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L408
    :L379
    .line 86
    invoke-direct {v12, v6, v10}, Lcom/seedswap/SwapProvider;->stampNote(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L408
    :L390
    .line 87
    invoke-direct {v12, v6}, Lcom/seedswap/SwapProvider;->countOffers(I)Landroid/os/Bundle;
    move-result-object v0
    goto :L408
    :L399
    .line 88
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L408
    .line 82
    return-object v0
    :sw_226
    .sparse-switch
        -0x6d197912 -> :L318
        -0x2fc8bbdc -> :L290
        -0x1cb4b86 -> :L332
        0x4aee7d0c -> :L276
        0x5a845ec7 -> :L304
    .end sparse-switch
.end method

.method private final dropOffer(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .line 93
    iget-object v0, v5, Lcom/seedswap/SwapProvider;->commands:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/seedswap/Cmd$Drop;
    const-string v3, "id"
    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "confirmed"
    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v3
    invoke-direct {v1, v2, v3}, Lcom/seedswap/Cmd$Drop;-><init>(Ljava/lang/String;Z)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 94
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final releaseOffer(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 98
    const-string v1, "resume_token"
    invoke-virtual {v9, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L28
    .line 99
    const-class v1, Lcom/seedswap/ReleaseOfferActivity;
    invoke-static {v7, v1}, Lcom/seedswap/ToolKt;->confirm(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-direct {v6, v8}, Lcom/seedswap/SwapProvider;->hold(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L28
    .line 98
    move-object v5, v0
    .line 100
    iget-object v0, v6, Lcom/seedswap/SwapProvider;->commands:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/seedswap/Cmd$Release;
    const-string v3, "id"
    invoke-virtual {v10, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2, v5, v8}, Lcom/seedswap/Cmd$Release;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 101
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final leaveNote(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .line 105
    iget-object v0, v5, Lcom/seedswap/SwapProvider;->commands:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/seedswap/Cmd$Note;
    const-string v3, "text"
    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/seedswap/Cmd$Note;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 106
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final stampNote(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 110
    iget-object v0, v5, Lcom/seedswap/SwapProvider;->commands:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/seedswap/Cmd$Stamp;
    const-string v3, "text"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2, v6}, Lcom/seedswap/Cmd$Stamp;-><init>(Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 111
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final countOffers(I)Landroid/os/Bundle;
    .registers 11
    .line 115
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v5, v0
    :t_4
    .line 116
    nop
    .line 117
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->notes:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "counted"
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    :t_25
    .line 119
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 120
    goto :L41
    :L32
    .line 119
    move-exception v0
    move-object v7, v0
    invoke-static {v5, v6}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v7
    :t_41
    :L41
    .line 121
    nop
    .line 122
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L58
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L58
    const-string v1, "SELECT COUNT(*) FROM offers"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v7, v0
    .line 123
    invoke-interface {v7}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v8, v0
    .line 124
    invoke-interface {v7}, Landroid/database/Cursor;->close()V
    .line 125
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"offers\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/seedswap/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_95
    goto :L126
    :L98
    .line 126
    move-exception v0
    move-object v8, v0
    .line 127
    const-string v0, "SwapProvider"
    const-string v1, "count_offers"
    check-cast v8, Ljava/lang/Throwable;
    invoke-static {v0, v1, v8}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 128
    const-string v0, "INTERNAL_ERROR"
    const-string v1, "offers unavailable"
    invoke-static {v0, v1}, Lcom/seedswap/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L126
    .line 121
    return-object v7
    .catchall {:t_4 .. :t_25} :L32
    .catch Landroid/database/sqlite/SQLiteException; {:t_41 .. :t_95} :L98
.end method

.method private final hold(I)Ljava/lang/String;
    .registers 11
    .line 133
    sget-object v0, Lcom/seedswap/Tokens;->INSTANCE:Lcom/seedswap/Tokens;
    invoke-virtual {v0}, Lcom/seedswap/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    .line 134
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L23
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L23
    move-object v3, v0
    .line 157
    const/4 v0, 0x0
    move v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 158
    invoke-interface {v3}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    move-object v6, v0
    .line 159
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 134
    invoke-static {v10}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v7, v2, v1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    .line 159
    nop
    .line 160
    nop
    .line 163
    invoke-interface {v6}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 165
    nop
    .line 135
    return-object v2
.end method

.method private final redeem(Ljava/lang/String;I)Z
    .registers 12
    .line 139
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L16
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L16
    const/4 v2, 0x0
    invoke-interface {v0, v10, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v11}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L35
    const/4 v0, 0x0
    return v0
    :L35
    .line 140
    iget-object v0, v9, Lcom/seedswap/SwapProvider;->prefs:Landroid/content/SharedPreferences;
    if-nez v0, :L51
    const-string v0, "prefs"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L51
    move-object v3, v0
    .line 166
    const/4 v0, 0x0
    move v4, v0
    const/4 v0, 0x0
    move v5, v0
    .line 167
    invoke-interface {v3}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    move-object v6, v0
    .line 168
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v7, v6
    const/4 v0, 0x0
    move v8, v0
    .line 140
    invoke-interface {v7, v10}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    .line 168
    nop
    .line 169
    nop
    .line 172
    invoke-interface {v6}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 174
    nop
    .line 141
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 144
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 145
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 146
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 147
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 148
    const/4 v0, 0x0
    return v0
.end method

.method public static final onCreate$lambda$0(Landroid/content/Context;)Ljava/io/File;
    .registers 4
    .line 48
    new-instance v0, Ljava/io/File;
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "swaps.preferences_pb"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/seedswap/SwapProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 35
    iget-object v0, v1, Lcom/seedswap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$getOpenOffers$p(Lcom/seedswap/SwapProvider;)Lkotlinx/coroutines/flow/MutableStateFlow;
    .registers 2
    .line 35
    iget-object v0, v1, Lcom/seedswap/SwapProvider;->openOffers:Lkotlinx/coroutines/flow/MutableStateFlow;
    return-object v0
.end method

.method public static final synthetic access$redeem(Lcom/seedswap/SwapProvider;Ljava/lang/String;I)Z
    .registers 4
    .line 35
    invoke-direct {v1, v2, v3}, Lcom/seedswap/SwapProvider;->redeem(Ljava/lang/String;I)Z
    move-result v0
    return v0
.end method

.method public static final synthetic access$getNotes$p(Lcom/seedswap/SwapProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 35
    iget-object v0, v1, Lcom/seedswap/SwapProvider;->notes:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method public static final synthetic access$getStore$p(Lcom/seedswap/SwapProvider;)Landroidx/datastore/core/DataStore;
    .registers 2
    .line 35
    iget-object v0, v1, Lcom/seedswap/SwapProvider;->store:Landroidx/datastore/core/DataStore;
    return-object v0
.end method

.method public static final synthetic access$getMEMBERS$cp()Ljava/util/Set;
    .registers 1
    .line 35
    sget-object v0, Lcom/seedswap/SwapProvider;->MEMBERS:Ljava/util/Set;
    return-object v0
.end method

.method public static final synthetic access$getOPEN_OFFERS$cp()Landroidx/datastore/preferences/core/Preferences$Key;
    .registers 1
    .line 35
    sget-object v0, Lcom/seedswap/SwapProvider;->OPEN_OFFERS:Landroidx/datastore/preferences/core/Preferences$Key;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/seedswap/SwapProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/seedswap/SwapProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/seedswap/SwapProvider;->Companion:Lcom/seedswap/SwapProvider$Companion;
    .line 151
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
    sput-object v0, Lcom/seedswap/SwapProvider;->MEMBERS:Ljava/util/Set;
    .line 152
    const-string v0, "open_offers"
    invoke-static {v0}, Landroidx/datastore/preferences/core/PreferencesKeys;->stringPreferencesKey(Ljava/lang/String;)Landroidx/datastore/preferences/core/Preferences$Key;
    move-result-object v0
    sput-object v0, Lcom/seedswap/SwapProvider;->OPEN_OFFERS:Landroidx/datastore/preferences/core/Preferences$Key;
    return-void
.end method

