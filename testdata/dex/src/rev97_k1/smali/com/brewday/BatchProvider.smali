.class public final Lcom/brewday/BatchProvider;
.super Landroid/content/ContentProvider;
.source "BatchProvider.kt"

.field public static final Companion:Lcom/brewday/BatchProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private final brewers:Ljava/util/concurrent/ConcurrentHashMap;
.field private final mailbox:Lkotlinx/coroutines/channels/SendChannel;
.field private static final BREWERS:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"dump_batch\",\"archive_batch\",\"log_brew\",\"log_tasting\",\"by_style\",\"by_hop\"]"

.method public constructor <init>()V
    .registers 10
    .line 36
    invoke-direct {v9}, Landroid/content/ContentProvider;-><init>()V
    .line 38
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v1, v2, v3}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v1
    check-cast v1, Lkotlin/coroutines/CoroutineContext;
    invoke-virtual {v0, v1}, Lkotlinx/coroutines/CoroutineDispatcher;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;
    move-result-object v0
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    iput-object v0, v9, Lcom/brewday/BatchProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 39
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v9, Lcom/brewday/BatchProvider;->brewers:Ljava/util/concurrent/ConcurrentHashMap;
    .line 40
    iget-object v0, v9, Lcom/brewday/BatchProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    const/4 v1, 0x0
    const v2, 0x7fffffff
    const/4 v3, 0x0
    const/4 v4, 0x0
    new-instance v5, Lcom/brewday/BatchProvider$mailbox$1;
    const/4 v8, 0x0
    invoke-direct {v5, v9, v8}, Lcom/brewday/BatchProvider$mailbox$1;-><init>(Lcom/brewday/BatchProvider;Lkotlin/coroutines/Continuation;)V
    const/16 v6, 0xd
    const/4 v7, 0x0
    invoke-static/range {v0 .. v7}, Lkotlinx/coroutines/channels/ActorKt;->actor$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;ILkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function1;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/channels/SendChannel;
    move-result-object v0
    iput-object v0, v9, Lcom/brewday/BatchProvider;->mailbox:Lkotlinx/coroutines/channels/SendChannel;
    .line 36
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 52
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/brewday/BatchProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "batches.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/brewday/BatchProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 53
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 58
    invoke-virtual {v12}, Lcom/brewday/BatchProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 59
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
    .line 60
    if-eqz v8, :L69
    sget-object v0, Lcom/brewday/BatchProvider;->BREWERS:Ljava/util/Set;
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L77
    :L69
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a BrewDay app"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L77
    .line 61
    move-object v0, v15
    if-nez v15, :L90
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L90
    move-object v9, v0
    .line 62
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L118
    sget-object v0, Lcom/brewday/Sessions;->INSTANCE:Lcom/brewday/Sessions;
    invoke-virtual {v0, v6}, Lcom/brewday/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L118
    .line 63
    sget-object v0, Lcom/brewday/Sessions;->INSTANCE:Lcom/brewday/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/brewday/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L144
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L144
    .line 64
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L159
    const-string v0, "[\"dump_batch\",\"archive_batch\",\"log_brew\",\"log_tasting\",\"by_style\",\"by_hop\"]"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L159
    .line 65
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L176
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L176
    .line 66
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L194
    const-string v2, "{}"
    :L194
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 67
    invoke-static {v9}, Lcom/brewday/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L413
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_216
    goto :L413
    :L276
    const-string v1, "by_hop"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L404
    goto :L413
    :L289
    const-string v1, "log_brew"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L375
    goto :L413
    :L302
    const-string v1, "archive_batch"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L360
    goto :L413
    :L315
    const-string v1, "by_style"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L395
    goto :L413
    :L328
    const-string v1, "log_tasting"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L386
    goto :L413
    :L341
    const-string v1, "dump_batch"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L413
    .line 68
    invoke-direct {v12, v10}, Lcom/brewday/BatchProvider;->dumpBatch(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L422
    :L360
    .line 69
    invoke-direct {v12, v7, v6, v9, v10}, Lcom/brewday/BatchProvider;->archiveBatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L422
    :L375
    .line 70
    invoke-direct {v12, v6, v10}, Lcom/brewday/BatchProvider;->logBrew(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L422
    :L386
    .line 71
    invoke-direct {v12, v10}, Lcom/brewday/BatchProvider;->logTasting(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L422
    :L395
    .line 72
    invoke-direct {v12, v10}, Lcom/brewday/BatchProvider;->byStyle(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L422
    :L404
    .line 73
    invoke-direct {v12, v10}, Lcom/brewday/BatchProvider;->byHop(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L422
    :L413
    .line 74
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/brewday/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L422
    .line 67
    return-object v0
    :sw_216
    .sparse-switch
        -0x6b306a67 -> :L328
        -0x51ef339f -> :L276
        -0x2896fe83 -> :L302
        0x37402d2f -> :L341
        0x6dacafc9 -> :L315
        0x77fec51d -> :L289
    .end sparse-switch
.end method

.method private final dumpBatch(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .line 79
    iget-object v0, v5, Lcom/brewday/BatchProvider;->mailbox:Lkotlinx/coroutines/channels/SendChannel;
    new-instance v1, Lcom/brewday/BatchMsg$Dump;
    const-string v3, "batch"
    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "confirmed"
    invoke-virtual {v6, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v3
    invoke-direct {v1, v2, v3}, Lcom/brewday/BatchMsg$Dump;-><init>(Ljava/lang/String;Z)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/SendChannel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 80
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final archiveBatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 12
    .line 84
    sget-object v0, Lcom/brewday/ResumeBook;->INSTANCE:Lcom/brewday/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v9}, Lcom/brewday/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L67
    .line 85
    new-instance v0, Landroid/content/Intent;
    const-class v3, Lcom/brewday/ArchiveBatchActivity;
    invoke-direct {v0, v8, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v5, v0
    .line 86
    const/16 v1, 0x15
    const/high16 v3, 0x4000000
    invoke-static {v8, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 87
    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    sget-object v1, Lcom/brewday/ResumeBook;->INSTANCE:Lcom/brewday/ResumeBook;
    sget-object v2, Lcom/brewday/Tokens;->INSTANCE:Lcom/brewday/Tokens;
    invoke-virtual {v2}, Lcom/brewday/Tokens;->stamp()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2, v9}, Lcom/brewday/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/brewday/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L67
    .line 89
    const-string v1, "batch"
    invoke-virtual {v11, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 90
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/BatchProvider$archiveBatch$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v5, v4}, Lcom/brewday/BatchProvider$archiveBatch$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 91
    const-string v0, "{\"archived\":true}"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final logBrew(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 95
    iget-object v0, v5, Lcom/brewday/BatchProvider;->mailbox:Lkotlinx/coroutines/channels/SendChannel;
    new-instance v1, Lcom/brewday/BatchMsg$Brewed;
    const-string v3, "batch"
    invoke-virtual {v7, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2, v6}, Lcom/brewday/BatchMsg$Brewed;-><init>(Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/SendChannel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 96
    const-string v0, "{\"logged\":true}"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final logTasting(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7
    .line 100
    iget-object v0, v5, Lcom/brewday/BatchProvider;->mailbox:Lkotlinx/coroutines/channels/SendChannel;
    new-instance v1, Lcom/brewday/BatchMsg$Tasted;
    const-string v3, "batch"
    invoke-virtual {v6, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/brewday/BatchMsg$Tasted;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/SendChannel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 101
    const-string v0, "{\"logged\":true}"
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final namesByStyle(Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    .registers 10
    .line 104
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/brewday/BatchProvider$namesByStyle$1;
    const/4 v6, 0x0
    invoke-direct {v3, v7, v9, v6}, Lcom/brewday/BatchProvider$namesByStyle$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    move-object v0, v8
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/channels/ProduceKt;->produce$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;ILkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/channels/ReceiveChannel;
    move-result-object v0
    .line 108
    return-object v0
.end method

.method private final namesByHop(Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    .registers 10
    .line 110
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/brewday/BatchProvider$namesByHop$1;
    const/4 v6, 0x0
    invoke-direct {v3, v7, v9, v6}, Lcom/brewday/BatchProvider$namesByHop$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    move-object v0, v8
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/channels/ProduceKt;->produce$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;ILkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/channels/ReceiveChannel;
    move-result-object v0
    .line 114
    return-object v0
.end method

.method private final byStyle(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 117
    const-string v1, "style"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 118
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v6, v0
    .line 119
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/BatchProvider$byStyle$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v5, v6, v4}, Lcom/brewday/BatchProvider$byStyle$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lorg/json/JSONArray;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 120
    invoke-virtual {v6}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final byHop(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 124
    const-string v1, "hop"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v7, v0
    .line 125
    const/4 v0, 0x0
    new-instance v1, Lcom/brewday/BatchProvider$byHop$first$1;
    const/4 v4, 0x0
    invoke-direct {v1, v9, v7, v4}, Lcom/brewday/BatchProvider$byHop$first$1;-><init>(Lcom/brewday/BatchProvider;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v8, v0
    .line 129
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"first\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/brewday/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 133
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 134
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 135
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 136
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getMailbox$p(Lcom/brewday/BatchProvider;)Lkotlinx/coroutines/channels/SendChannel;
    .registers 2
    .line 36
    iget-object v0, v1, Lcom/brewday/BatchProvider;->mailbox:Lkotlinx/coroutines/channels/SendChannel;
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/brewday/BatchProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 36
    iget-object v0, v1, Lcom/brewday/BatchProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$namesByStyle(Lcom/brewday/BatchProvider;Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    .registers 4
    .line 36
    invoke-direct {v1, v2, v3}, Lcom/brewday/BatchProvider;->namesByStyle(Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$namesByHop(Lcom/brewday/BatchProvider;Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    .registers 4
    .line 36
    invoke-direct {v1, v2, v3}, Lcom/brewday/BatchProvider;->namesByHop(Lkotlinx/coroutines/CoroutineScope;Ljava/lang/String;)Lkotlinx/coroutines/channels/ReceiveChannel;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getBREWERS$cp()Ljava/util/Set;
    .registers 1
    .line 36
    sget-object v0, Lcom/brewday/BatchProvider;->BREWERS:Ljava/util/Set;
    return-object v0
.end method

.method public static final synthetic access$getBrewers$p(Lcom/brewday/BatchProvider;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 36
    iget-object v0, v1, Lcom/brewday/BatchProvider;->brewers:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/brewday/BatchProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/brewday/BatchProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/brewday/BatchProvider;->Companion:Lcom/brewday/BatchProvider$Companion;
    .line 139
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.brewday"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.brewday.companion"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/brewday/BatchProvider;->BREWERS:Ljava/util/Set;
    return-void
.end method

