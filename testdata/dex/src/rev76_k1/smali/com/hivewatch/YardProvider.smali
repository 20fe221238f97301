.class public final Lcom/hivewatch/YardProvider;
.super Landroid/content/ContentProvider;
.source "YardProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nYardProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 YardProvider.kt\ncom/hivewatch/YardProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,83:1\n1#2:84\n*E\n"
.end annotation

.field public static final Companion:Lcom/hivewatch/YardProvider$Companion;
.field public gate:Lcom/hivewatch/YardGate;
.field public sessions:Lcom/hivewatch/Sessions;
.field public holds:Lcom/hivewatch/YardHolds;
.field public tokens:Lcom/hivewatch/YardTokens;
.field public hives:Lcom/hivewatch/HiveDb;
.field public journal:Lcom/hivewatch/Journal;
.field public io:Ljava/util/concurrent/Executor;
.field public static final TOOLS:Ljava/lang/String; = "[\"move_yard\",\"log_visit\",\"log_swarm\"]"

.method public constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public final getGate()Lcom/hivewatch/YardGate;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->gate:Lcom/hivewatch/YardGate;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "gate"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setGate(Lcom/hivewatch/YardGate;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->gate:Lcom/hivewatch/YardGate;
    return-void
.end method

.method public final getSessions()Lcom/hivewatch/Sessions;
    .registers 2
    .line 18
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->sessions:Lcom/hivewatch/Sessions;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "sessions"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setSessions(Lcom/hivewatch/Sessions;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->sessions:Lcom/hivewatch/Sessions;
    return-void
.end method

.method public final getHolds()Lcom/hivewatch/YardHolds;
    .registers 2
    .line 19
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->holds:Lcom/hivewatch/YardHolds;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "holds"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setHolds(Lcom/hivewatch/YardHolds;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->holds:Lcom/hivewatch/YardHolds;
    return-void
.end method

.method public final getTokens()Lcom/hivewatch/YardTokens;
    .registers 2
    .line 20
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->tokens:Lcom/hivewatch/YardTokens;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "tokens"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setTokens(Lcom/hivewatch/YardTokens;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->tokens:Lcom/hivewatch/YardTokens;
    return-void
.end method

.method public final getHives()Lcom/hivewatch/HiveDb;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->hives:Lcom/hivewatch/HiveDb;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "hives"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setHives(Lcom/hivewatch/HiveDb;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->hives:Lcom/hivewatch/HiveDb;
    return-void
.end method

.method public final getJournal()Lcom/hivewatch/Journal;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->journal:Lcom/hivewatch/Journal;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "journal"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setJournal(Lcom/hivewatch/Journal;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->journal:Lcom/hivewatch/Journal;
    return-void
.end method

.method public final getIo()Ljava/util/concurrent/Executor;
    .registers 2
    .line 23
    iget-object v0, v1, Lcom/hivewatch/YardProvider;->io:Ljava/util/concurrent/Executor;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "io"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setIo(Ljava/util/concurrent/Executor;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    iput-object v2, v1, Lcom/hivewatch/YardProvider;->io:Ljava/util/concurrent/Executor;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 25
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 29
    invoke-virtual {v12}, Lcom/hivewatch/YardProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 30
    iget-object v0, v12, Lcom/hivewatch/YardProvider;->gate:Lcom/hivewatch/YardGate;
    if-nez v0, :L54
    invoke-virtual {v7}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-string v2, "null cannot be cast to non-null type com.hivewatch.HiveApp"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Lcom/hivewatch/HiveApp;
    invoke-virtual {v0}, Lcom/hivewatch/HiveApp;->getComponent()Lcom/hivewatch/AppComponent;
    move-result-object v0
    invoke-interface {v0, v12}, Lcom/hivewatch/AppComponent;->inject(Lcom/hivewatch/YardProvider;)V
    :L54
    .line 31
    invoke-virtual {v12}, Lcom/hivewatch/YardProvider;->getGate()Lcom/hivewatch/YardGate;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/hivewatch/YardGate;->admits(I)Z
    move-result v0
    if-nez v0, :L74
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a HiveWatch companion app"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L74
    .line 32
    move-object v0, v15
    if-nez v15, :L87
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L87
    move-object v8, v0
    .line 33
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L116
    invoke-virtual {v12}, Lcom/hivewatch/YardProvider;->getSessions()Lcom/hivewatch/Sessions;
    move-result-object v0
    invoke-virtual {v0, v6}, Lcom/hivewatch/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L116
    .line 34
    invoke-virtual {v12}, Lcom/hivewatch/YardProvider;->getSessions()Lcom/hivewatch/Sessions;
    move-result-object v0
    const-string v2, "session_token"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/hivewatch/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L143
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L143
    .line 35
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L158
    const-string v0, "[\"move_yard\",\"log_visit\",\"log_swarm\"]"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L158
    .line 36
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L175
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L175
    .line 37
    const-string v1, "deadline_at_ms"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gez v0, :L197
    const-string v0, "DEADLINE_EXCEEDED"
    const-string v1, "deadline passed"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L197
    .line 38
    new-instance v0, Lcom/hivewatch/ToolCtx;
    invoke-direct {v0, v7, v6, v8}, Lcom/hivewatch/ToolCtx;-><init>(Landroid/content/Context;ILandroid/os/Bundle;)V
    move-object v9, v0
    .line 39
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v8, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L230
    const-string v2, "{}"
    :L230
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 40
    const-string v1, "tool_name"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L358
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_254
    goto :L358
    :L288
    const-string v1, "log_swarm"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L347
    goto :L358
    :L301
    const-string v1, "move_yard"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L327
    goto :L358
    :L314
    const-string v1, "log_visit"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L338
    goto :L358
    :L327
    .line 41
    invoke-direct {v12, v9, v10}, Lcom/hivewatch/YardProvider;->moveYard(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L367
    :L338
    .line 42
    invoke-direct {v12, v10}, Lcom/hivewatch/YardProvider;->logVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L367
    :L347
    .line 43
    invoke-direct {v12, v9, v10}, Lcom/hivewatch/YardProvider;->logSwarm(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L367
    :L358
    .line 44
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L367
    .line 40
    return-object v0
    :sw_254
    .sparse-switch
        -0x77345b43 -> :L288
        -0x77102f70 -> :L314
        0x3fb1b2e8 -> :L301
    .end sparse-switch
.end method

.method private final moveYard(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 49
    invoke-virtual/range {v13 .. v13}, Lcom/hivewatch/YardProvider;->getGate()Lcom/hivewatch/YardGate;
    move-result-object v0
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v1
    invoke-virtual {v0, v1}, Lcom/hivewatch/YardGate;->admitsOne(I)Z
    move-result v0
    if-nez v0, :L23
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "ambiguous caller"
    invoke-static {v0, v1}, Lcom/hivewatch/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L23
    .line 50
    const-string v1, "yard"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v6, v0
    .line 51
    invoke-virtual/range {v13 .. v13}, Lcom/hivewatch/YardProvider;->getHolds()Lcom/hivewatch/YardHolds;
    move-result-object v0
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getResumeToken()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/hivewatch/YardHolds;->redeem(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L127
    .line 52
    invoke-virtual/range {v13 .. v13}, Lcom/hivewatch/YardProvider;->getHives()Lcom/hivewatch/HiveDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/hivewatch/HiveDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "hives"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v2
    move-object v8, v7
    .line 84
    move-object v11, v1
    move-object v10, v0
    const/4 v0, 0x0
    move v9, v0
    .line 52
    const-string v1, "yard"
    const-string v3, "to"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 52
    .line 52
    const-string v3, "yard = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v7
    move-object v7, v4
    const/4 v5, 0x0
    aput-object v6, v7, v5
    invoke-virtual {v10, v11, v2, v3, v7}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 53
    const-string v0, "{\"moved\":true}"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L127
    .line 55
    new-instance v0, Landroid/content/Intent;
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v2
    const-class v3, Lcom/hivewatch/MoveYardActivity;
    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "yard"
    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v7, v0
    .line 56
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x5
    const/high16 v3, 0x4000000
    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v8, v0
    .line 57
    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual/range {v13 .. v13}, Lcom/hivewatch/YardProvider;->getHolds()Lcom/hivewatch/YardHolds;
    move-result-object v1
    invoke-virtual/range {v13 .. v13}, Lcom/hivewatch/YardProvider;->getTokens()Lcom/hivewatch/YardTokens;
    move-result-object v2
    invoke-virtual {v2}, Lcom/hivewatch/YardTokens;->next()Ljava/lang/String;
    move-result-object v2
    invoke-virtual/range {v14 .. v14}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v3
    invoke-virtual {v1, v2, v3}, Lcom/hivewatch/YardHolds;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v8, v1}, Lcom/hivewatch/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final logVisit(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .line 61
    const-string v1, "hive"
    invoke-virtual {v5, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v3, v0
    .line 62
    invoke-virtual {v4}, Lcom/hivewatch/YardProvider;->getIo()Ljava/util/concurrent/Executor;
    move-result-object v0
    new-instance v2, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v4, v3}, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hivewatch/YardProvider;Ljava/lang/String;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 63
    const-string v0, "{\"logged\":true}"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final logSwarm(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .line 67
    invoke-virtual {v6}, Lcom/hivewatch/ToolCtx;->getUid()I
    move-result v0
    move v3, v0
    .line 68
    const-string v1, "yard"
    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    .line 69
    invoke-virtual {v5}, Lcom/hivewatch/YardProvider;->getIo()Ljava/util/concurrent/Executor;
    move-result-object v0
    new-instance v2, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v5, v3, v4}, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hivewatch/YardProvider;ILjava/lang/String;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 70
    const-string v0, "{\"logged\":true}"
    invoke-static {v0}, Lcom/hivewatch/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 73
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    const/4 v0, 0x0
    return v0
.end method

.method public static final logVisit$lambda$0(Lcom/hivewatch/YardProvider;Ljava/lang/String;)V
    .registers 7
    .line 62
    invoke-virtual {v5}, Lcom/hivewatch/YardProvider;->getJournal()Lcom/hivewatch/Journal;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "visit "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Lcom/hivewatch/Journal;->record(ILjava/lang/String;)V
    return-void
.end method

.method public static final logSwarm$lambda$0(Lcom/hivewatch/YardProvider;ILjava/lang/String;)V
    .registers 7
    .line 69
    invoke-virtual {v4}, Lcom/hivewatch/YardProvider;->getJournal()Lcom/hivewatch/Journal;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "swarm "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v5, v1}, Lcom/hivewatch/Journal;->record(ILjava/lang/String;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hivewatch/YardProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/hivewatch/YardProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hivewatch/YardProvider;->Companion:Lcom/hivewatch/YardProvider$Companion;
    return-void
.end method

