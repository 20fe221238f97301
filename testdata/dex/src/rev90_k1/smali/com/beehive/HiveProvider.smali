.class public final Lcom/beehive/HiveProvider;
.super Landroid/content/ContentProvider;
.source "HiveProvider.kt"

.field public static final Companion:Lcom/beehive/HiveProvider$Companion;
.field private final ops:Lkotlinx/coroutines/channels/Channel;
.field private final scope:Lkotlinx/coroutines/CoroutineScope;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private static final APIARY:Ljava/util/Set;
.field public static final TOOLS:Ljava/lang/String; = "[\"log_inspection\",\"remove_inspection\",\"forget_inspection\",\"find_inspections\",\"hive_notes\"]"

.method public constructor <init>()V
    .registers 6
    .line 22
    invoke-direct {v5}, Landroid/content/ContentProvider;-><init>()V
    .line 23
    const v0, 0x7fffffff
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x6
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/channels/ChannelKt;->Channel$default(ILkotlinx/coroutines/channels/BufferOverflow;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/coroutines/channels/Channel;
    move-result-object v0
    iput-object v0, v5, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    .line 24
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
    iput-object v0, v5, Lcom/beehive/HiveProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    .line 22
    return-void
.end method

.method public onCreate()Z
    .registers 8
    .line 28
    invoke-virtual {v7}, Lcom/beehive/HiveProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "beehive.db"
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-virtual {v1, v2, v3, v4}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v7, Lcom/beehive/HiveProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 29
    iget-object v0, v7, Lcom/beehive/HiveProvider;->scope:Lkotlinx/coroutines/CoroutineScope;
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;
    move-result-object v1
    const/4 v2, 0x0
    new-instance v3, Lcom/beehive/HiveProvider$onCreate$1;
    const/4 v6, 0x0
    invoke-direct {v3, v7, v6}, Lcom/beehive/HiveProvider$onCreate$1;-><init>(Lcom/beehive/HiveProvider;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x2
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 43
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    const-string v1, "method"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 47
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 48
    invoke-virtual {v10}, Lcom/beehive/HiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v5, v0
    .line 49
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L48
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-nez v0, :L57
    :L48
    .line 50
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown or shared caller"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L57
    .line 49
    move-object v6, v0
    .line 51
    sget-object v0, Lcom/beehive/HiveProvider;->APIARY:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not an apiary app"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 52
    move-object v0, v13
    if-nez v13, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v7, v0
    .line 53
    const-string v1, "negotiate"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L139
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    sget-object v1, Lcom/beehive/Sessions;->INSTANCE:Lcom/beehive/Sessions;
    invoke-virtual {v1, v4}, Lcom/beehive/Sessions;->open(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "\"}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L139
    .line 54
    sget-object v0, Lcom/beehive/Sessions;->INSTANCE:Lcom/beehive/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v7, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v4}, Lcom/beehive/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L165
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L165
    .line 55
    const-string v1, "list_tools"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L180
    const-string v0, "[\"log_inspection\",\"remove_inspection\",\"forget_inspection\",\"find_inspections\",\"hive_notes\"]"
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L180
    .line 56
    const-string v1, "execute_tool"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L197
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 57
    invoke-static {v7}, Lcom/beehive/ToolKt;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L213
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "too late"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L213
    .line 58
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L231
    const-string v2, "{}"
    :L231
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v8, v0
    .line 59
    invoke-static {v7}, Lcom/beehive/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v9, v0
    if-eqz v9, :L422
    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_253
    goto :L422
    :L304
    const-string v1, "find_inspections"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L404
    goto :L422
    :L317
    const-string v1, "remove_inspection"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L380
    goto :L422
    :L330
    const-string v1, "hive_notes"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L413
    goto :L422
    :L343
    const-string v1, "log_inspection"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L369
    goto :L422
    :L356
    const-string v1, "forget_inspection"
    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L391
    goto :L422
    :L369
    .line 60
    invoke-direct {v10, v4, v8}, Lcom/beehive/HiveProvider;->logInspection(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L431
    :L380
    .line 61
    invoke-direct {v10, v4, v8}, Lcom/beehive/HiveProvider;->removeInspection(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L431
    :L391
    .line 62
    invoke-direct {v10, v4, v7, v8}, Lcom/beehive/HiveProvider;->forgetInspection(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L431
    :L404
    .line 63
    invoke-direct {v10, v8}, Lcom/beehive/HiveProvider;->findInspections(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L431
    :L413
    .line 64
    invoke-direct {v10, v8}, Lcom/beehive/HiveProvider;->hiveNotes(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L431
    :L422
    .line 65
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/beehive/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L431
    .line 59
    return-object v0
    :sw_253
    .sparse-switch
        -0x41734ff1 -> :L317
        0x1558fb06 -> :L356
        0x737b27f9 -> :L304
        0x7623cd4f -> :L343
        0x76e63d32 -> :L330
    .end sparse-switch
.end method

.method private final logInspection(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 70
    iget-object v0, v6, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/beehive/DbOp$Insert;
    const-string v3, "hive"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v4, "note"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2, v3, v7}, Lcom/beehive/DbOp$Insert;-><init>(Ljava/lang/String;Ljava/lang/String;I)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 71
    const-string v0, "{\"queued\":true}"
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final removeInspection(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .line 75
    const-string v1, "id"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 76
    const-string v1, "confirmed"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L47
    .line 77
    iget-object v0, v6, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/beehive/DbOp$Delete;
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v1, v4}, Lcom/beehive/DbOp$Delete;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 78
    const-string v0, "{\"removed\":true}"
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 80
    sget-object v0, Lcom/beehive/ResumeBook;->INSTANCE:Lcom/beehive/ResumeBook;
    sget-object v1, Lcom/beehive/Tokens;->INSTANCE:Lcom/beehive/Tokens;
    invoke-virtual {v1}, Lcom/beehive/Tokens;->secure()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v7}, Lcom/beehive/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 81
    const-class v1, Lcom/beehive/ConfirmRemoveActivity;
    const/16 v2, 0xb
    const/high16 v3, 0x4000000
    invoke-direct {v6, v1, v2, v3}, Lcom/beehive/HiveProvider;->confirm(Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v5}, Lcom/beehive/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final forgetInspection(ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 85
    sget-object v0, Lcom/beehive/ResumeBook;->INSTANCE:Lcom/beehive/ResumeBook;
    const-string v2, "resume_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/beehive/ResumeBook;->take(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L50
    .line 86
    sget-object v0, Lcom/beehive/ResumeBook;->INSTANCE:Lcom/beehive/ResumeBook;
    sget-object v1, Lcom/beehive/Tokens;->INSTANCE:Lcom/beehive/Tokens;
    invoke-virtual {v1}, Lcom/beehive/Tokens;->secure()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v8}, Lcom/beehive/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 87
    const-class v1, Lcom/beehive/ConfirmRemoveActivity;
    const/16 v2, 0xc
    const/high16 v3, 0x8000000
    invoke-direct {v7, v1, v2, v3}, Lcom/beehive/HiveProvider;->confirm(Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v6}, Lcom/beehive/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L50
    .line 89
    iget-object v0, v7, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/beehive/DbOp$Delete;
    const-string v4, "id"
    invoke-virtual {v10, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v3}, Lcom/beehive/DbOp$Delete;-><init>(Ljava/lang/String;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 90
    const-string v0, "{\"forgotten\":true}"
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final findInspections(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10
    .line 94
    const-string v1, "hive"
    invoke-virtual {v9, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 95
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/CompletableDeferredKt;->CompletableDeferred$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableDeferred;
    move-result-object v0
    move-object v6, v0
    .line 96
    iget-object v0, v8, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/beehive/DbOp$Query;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT note FROM inspections WHERE hive = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    const/16 v4, 0x27
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-direct {v1, v3, v4, v6}, Lcom/beehive/DbOp$Query;-><init>(Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 97
    const/4 v0, 0x0
    new-instance v1, Lcom/beehive/HiveProvider$findInspections$notes$1;
    const/4 v4, 0x0
    invoke-direct {v1, v6, v4}, Lcom/beehive/HiveProvider$findInspections$notes$1;-><init>(Lkotlinx/coroutines/CompletableDeferred;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v7, v0
    .line 98
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0, v7}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v0}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final hiveNotes(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 11
    .line 102
    const-string v1, "hive"
    invoke-virtual {v10, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 103
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/CompletableDeferredKt;->CompletableDeferred$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableDeferred;
    move-result-object v0
    move-object v7, v0
    .line 104
    iget-object v0, v9, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    new-instance v1, Lcom/beehive/DbOp$Query;
    const-string v3, "SELECT note FROM inspections WHERE hive = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v8, v4
    const/4 v5, 0x0
    aput-object v6, v8, v5
    invoke-direct {v1, v3, v8, v7}, Lcom/beehive/DbOp$Query;-><init>(Ljava/lang/String;[Ljava/lang/String;Lkotlinx/coroutines/CompletableDeferred;)V
    invoke-interface {v0, v1}, Lkotlinx/coroutines/channels/Channel;->trySend-JP2dKIU(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 105
    const/4 v0, 0x0
    new-instance v1, Lcom/beehive/HiveProvider$hiveNotes$notes$1;
    const/4 v4, 0x0
    invoke-direct {v1, v7, v4}, Lcom/beehive/HiveProvider$hiveNotes$notes$1;-><init>(Lkotlinx/coroutines/CompletableDeferred;Lkotlin/coroutines/Continuation;)V
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v8, v0
    .line 106
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0, v8}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v0}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v2, "toString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/beehive/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final confirm(Ljava/lang/Class;II)Landroid/app/PendingIntent;
    .registers 9
    .line 110
    invoke-virtual {v5}, Lcom/beehive/HiveProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v3, v0
    .line 111
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v3, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "from"
    invoke-virtual {v3}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 112
    invoke-static {v3, v7, v4, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final readNotes(Landroid/database/Cursor;)Ljava/util/List;
    .registers 6
    .line 116
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    move-object v3, v0
    :L8
    .line 117
    invoke-interface {v5}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L32
    const/4 v2, 0x0
    invoke-interface {v5, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    move-result v0
    goto :L8
    :L32
    .line 118
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 119
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 122
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 123
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 124
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 125
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    const/4 v0, 0x0
    return v0
.end method

.method public static final synthetic access$getOps$p(Lcom/beehive/HiveProvider;)Lkotlinx/coroutines/channels/Channel;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/beehive/HiveProvider;->ops:Lkotlinx/coroutines/channels/Channel;
    return-object v0
.end method

.method public static final synthetic access$getDb$p(Lcom/beehive/HiveProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/beehive/HiveProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public static final synthetic access$readNotes(Lcom/beehive/HiveProvider;Landroid/database/Cursor;)Ljava/util/List;
    .registers 3
    .line 22
    invoke-direct {v1, v2}, Lcom/beehive/HiveProvider;->readNotes(Landroid/database/Cursor;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getAPIARY$cp()Ljava/util/Set;
    .registers 1
    .line 22
    sget-object v0, Lcom/beehive/HiveProvider;->APIARY:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/beehive/HiveProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/beehive/HiveProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/beehive/HiveProvider;->Companion:Lcom/beehive/HiveProvider$Companion;
    .line 129
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.beehive"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.beehive.companion"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/beehive/HiveProvider;->APIARY:Ljava/util/Set;
    return-void
.end method

