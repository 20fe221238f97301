.class public final Lcom/lockerloop/DropProvider;
.super Landroid/content/ContentProvider;
.source "DropProvider.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nDropProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 DropProvider.kt\ncom/lockerloop/DropProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,121:1\n1#2:122\n*E\n"
.end annotation

.field public static final Companion:Lcom/lockerloop/DropProvider$Companion;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final audit:Ljava/util/concurrent/ExecutorService;
.field public static final TOOLS:Ljava/lang/String; = "[{\"name\":\"drop_off\"},{\"name\":\"collect\"},{\"name\":\"reassign_drop\"},{\"name\":\"hand_over\"},{\"name\":\"nudge_courier\"},{\"name\":\"remind_courier\"}]"

.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, v1, Lcom/lockerloop/DropProvider;->audit:Ljava/util/concurrent/ExecutorService;
    .line 16
    return-void
.end method

.method public onCreate()Z
    .registers 6
    .line 21
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/lockerloop/DropProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "drops.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 22
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string v1, "method"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 27
    invoke-virtual {v12}, Lcom/lockerloop/DropProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    const/4 v0, 0x0
    return-object v0
    :L22
    move-object v7, v0
    .line 28
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
    .line 29
    if-eqz v8, :L72
    sget-object v0, Lcom/lockerloop/PickupProvider;->Companion:Lcom/lockerloop/PickupProvider$Companion;
    invoke-virtual {v0}, Lcom/lockerloop/PickupProvider$Companion;->getCAMPUS_APPS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v8}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L80
    :L72
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "not a campus app"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L80
    .line 30
    move-object v0, v15
    if-nez v15, :L93
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :L93
    move-object v9, v0
    .line 31
    const-string v1, "negotiate"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L121
    sget-object v0, Lcom/lockerloop/Sessions;->INSTANCE:Lcom/lockerloop/Sessions;
    invoke-virtual {v0, v6}, Lcom/lockerloop/Sessions;->open(I)Ljava/lang/String;
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
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L121
    .line 32
    sget-object v0, Lcom/lockerloop/Sessions;->INSTANCE:Lcom/lockerloop/Sessions;
    const-string v2, "session_token"
    invoke-virtual {v9, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v6}, Lcom/lockerloop/Sessions;->owns(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :L147
    const-string v0, "NEGOTIATION_REQUIRED"
    const-string v1, "negotiate first"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L147
    .line 33
    const-string v1, "list_tools"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L162
    const-string v0, "[{\"name\":\"drop_off\"},{\"name\":\"collect\"},{\"name\":\"reassign_drop\"},{\"name\":\"hand_over\"},{\"name\":\"nudge_courier\"},{\"name\":\"remind_courier\"}]"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L162
    .line 34
    const-string v1, "execute_tool"
    invoke-static {v13, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L179
    const-string v0, "METHOD_NOT_FOUND"
    const-string v1, "unknown method"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L179
    .line 35
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    invoke-virtual {v9, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    move-object v1, v0
    if-nez v2, :L197
    const-string v2, "{}"
    :L197
    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v10, v0
    .line 36
    invoke-static {v9}, Lcom/lockerloop/ToolKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    move-object v11, v0
    if-eqz v11, :L422
    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_219
    goto :L422
    :L276
    const-string v1, "nudge_courier"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L402
    goto :L422
    :L289
    const-string v1, "reassign_drop"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L376
    goto :L422
    :L302
    const-string v1, "drop_off"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L354
    goto :L422
    :L315
    const-string v1, "hand_over"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L389
    goto :L422
    :L328
    const-string v1, "remind_courier"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L411
    goto :L422
    :L341
    const-string v1, "collect"
    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L365
    goto :L422
    :L354
    .line 37
    invoke-direct {v12, v6, v9}, Lcom/lockerloop/DropProvider;->dropOff(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L365
    .line 38
    invoke-direct {v12, v6, v9}, Lcom/lockerloop/DropProvider;->collect(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L376
    .line 39
    invoke-direct {v12, v8, v9, v10}, Lcom/lockerloop/DropProvider;->reassignDrop(Ljava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L389
    .line 40
    invoke-direct {v12, v8, v9, v10}, Lcom/lockerloop/DropProvider;->handOver(Ljava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L402
    .line 41
    invoke-direct {v12, v10}, Lcom/lockerloop/DropProvider;->nudgeCourier(Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L411
    .line 42
    invoke-direct {v12, v6, v10}, Lcom/lockerloop/DropProvider;->remindCourier(ILorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object v0
    goto :L429
    :L422
    .line 43
    const-string v0, "TOOL_NOT_FOUND"
    const-string v1, "unknown tool"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :L429
    .line 36
    return-object v0
    :sw_219
    .sparse-switch
        -0x591137d4 -> :L289
        -0x51274f0d -> :L328
        -0x47f7d8f7 -> :L276
        -0x19c303e1 -> :L302
        0x32022a4 -> :L315
        0x3897612a -> :L341
    .end sparse-switch
.end method

.method private final dropOff(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17
    .line 48
    const-string v1, "ticket"
    const-class v2, Lcom/lockerloop/DropTicket;
    move-object/from16 v0, v16
    invoke-virtual/range {v0 .. v2}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lockerloop/DropTicket;
    if-nez v0, :L26
    const-string v0, "INVALID_ARGUMENTS"
    const-string v1, "ticket missing"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L26
    move-object v6, v0
    .line 49
    iget-object v0, v14, Lcom/lockerloop/DropProvider;->audit:Ljava/util/concurrent/ExecutorService;
    new-instance v4, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;
    invoke-direct {v4, v14, v6}, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda0;-><init>(Lcom/lockerloop/DropProvider;Lcom/lockerloop/DropTicket;)V
    move-object v1, v4
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    :t_43
    .line 53
    nop
    .line 54
    iget-object v0, v14, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L60
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L60
    const-string v1, "drops"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v3
    move-object v8, v7
    .line 122
    move-object v12, v2
    move-object v11, v1
    move-object v10, v0
    const/4 v0, 0x0
    move v9, v0
    .line 54
    const-string v1, "locker"
    invoke-virtual {v6}, Lcom/lockerloop/DropTicket;->getLockerId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "count"
    invoke-virtual {v6}, Lcom/lockerloop/DropTicket;->getParcelCount()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v13, v0
    .line 54
    .line 54
    invoke-virtual {v10, v11, v12, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 55
    const-string v0, "{\"dropped\":true}"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :t_138
    goto :L161
    :L141
    .line 56
    move-exception v0
    move-object v8, v0
    .line 57
    const-string v0, "INTERNAL"
    invoke-virtual {v8}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "drop failed: "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v7, v0
    :L161
    .line 53
    return-object v7
    .catch Ljava/lang/Exception; {:t_43 .. :t_138} :L141
.end method

.method private final collect(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15
    .line 62
    const-string v1, "ticket"
    const-class v2, Lcom/lockerloop/DropTicket;
    invoke-virtual {v14, v1, v2}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lockerloop/DropTicket;
    if-nez v0, :L26
    const-string v0, "INVALID_ARGUMENTS"
    const-string v1, "ticket missing"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L26
    move-object v9, v0
    .line 63
    const/4 v0, 0x0
    const/4 v1, 0x0
    const/4 v2, 0x0
    const-string v3, "collect-audit"
    const/4 v4, 0x0
    new-instance v8, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;
    invoke-direct {v8, v12, v13, v9}, Lcom/lockerloop/DropProvider$$ExternalSyntheticLambda1;-><init>(Lcom/lockerloop/DropProvider;ILcom/lockerloop/DropTicket;)V
    move-object v5, v8
    const/16 v6, 0x17
    const/4 v7, 0x0
    invoke-static/range {v0 .. v7}, Lkotlin/concurrent/ThreadsKt;->thread$default(ZZLjava/lang/ClassLoader;Ljava/lang/String;ILkotlin/jvm/functions/Function0;ILjava/lang/Object;)Ljava/lang/Thread;
    move-result-object v0
    :t_49
    .line 66
    nop
    .line 67
    iget-object v0, v12, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L66
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L66
    const-string v1, "drops"
    const-string v2, "locker = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v10, v3
    const/4 v4, 0x0
    invoke-virtual {v9}, Lcom/lockerloop/DropTicket;->getLockerId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v10, v4
    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 68
    const-string v0, "{\"collected\":true}"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v10, v0
    :t_100
    goto :L131
    :L103
    .line 69
    move-exception v0
    move-object v11, v0
    .line 70
    const-string v0, "DropProvider"
    const-string v1, "collect failed"
    check-cast v11, Ljava/lang/Throwable;
    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    move-result v0
    .line 71
    const-string v0, "INTERNAL"
    const-string v1, "collect failed"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    move-object v10, v0
    :L131
    .line 66
    return-object v10
    .catch Ljava/lang/Exception; {:t_49 .. :t_100} :L103
.end method

.method private final reassignDrop(Ljava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    .line 76
    const-string v1, "meta"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    if-eqz v0, :L21
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L23
    :L21
    move-object v0, v14
    :L23
    move-object v8, v0
    .line 77
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v0
    move-object v11, v10
    .line 122
    const/4 v0, 0x0
    move v12, v0
    .line 77
    const-string v1, "courier"
    const-string v3, "to"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 77
    .line 77
    move-object v9, v10
    .line 78
    iget-object v0, v13, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L76
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L76
    const-string v1, "drops"
    const-string v3, "courier = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v11, v4
    const/4 v5, 0x0
    aput-object v8, v11, v5
    invoke-virtual {v0, v1, v9, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v10, v0
    .line 79
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"reassigned\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final handOver(Ljava/lang/String;Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 17
    .line 83
    const-string v1, "meta"
    move-object v0, v15
    invoke-virtual/range {v0 .. v1}, Landroid/os/Bundle;->getBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    if-eqz v0, :L20
    const-string v1, "calling_package"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    goto :L22
    :L20
    const/4 v0, 0x0
    :L22
    move-object v8, v0
    .line 84
    if-eqz v8, :L47
    invoke-static {v8, v14}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L47
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "caller mismatch"
    invoke-static {v0, v1}, Lcom/lockerloop/ToolKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L47
    .line 85
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v10, v0
    move-object v11, v10
    .line 122
    const/4 v0, 0x0
    move v12, v0
    .line 85
    const-string v1, "courier"
    const-string v3, "to"
    move-object/from16 v2, v16
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 85
    .line 85
    move-object v9, v10
    .line 86
    iget-object v0, v13, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L98
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L98
    const-string v1, "drops"
    const-string v3, "courier = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v11, v4
    const/4 v5, 0x0
    aput-object v14, v11, v5
    invoke-virtual {v0, v1, v9, v3, v11}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    move v10, v0
    .line 87
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "{\"handed\":"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v7, "}"
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private final nudgeCourier(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 91
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v4, v0
    :t_4
    .line 92
    nop
    .line 93
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v6, v0
    .line 94
    iget-object v0, v14, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L26
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L26
    const-string v1, "nudges"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v3
    move-object v8, v7
    .line 122
    move-object v12, v2
    move-object v11, v1
    move-object v10, v0
    const/4 v0, 0x0
    move v9, v0
    .line 94
    const-string v1, "from_uid"
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "locker"
    const-string v3, "locker"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v13, v0
    .line 94
    .line 94
    invoke-virtual {v10, v11, v12, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    :t_97
    .line 96
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 97
    goto :L113
    :L104
    .line 96
    move-exception v0
    move-object v8, v0
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v8
    :L113
    .line 98
    const-string v0, "{\"nudged\":true}"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_97} :L104
.end method

.method private final remindCourier(ILorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 16
    .line 102
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    move-wide v4, v0
    :t_4
    .line 103
    nop
    .line 104
    iget-object v0, v13, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L21
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L21
    const-string v1, "nudges"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v3
    move-object v7, v6
    .line 122
    move-object v11, v2
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 104
    const-string v1, "from_uid"
    invoke-static/range {v14 .. v14}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "locker"
    const-string v3, "locker"
    move-object v2, v15
    invoke-virtual/range {v2 .. v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v12, v0
    .line 104
    .line 104
    invoke-virtual {v9, v10, v11, v6}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    :t_91
    .line 106
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 107
    goto :L107
    :L98
    .line 106
    move-exception v0
    move-object v8, v0
    invoke-static {v4, v5}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw v8
    :L107
    .line 108
    const-string v0, "{\"reminded\":true}"
    invoke-static {v0}, Lcom/lockerloop/ToolKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    .catchall {:t_4 .. :t_91} :L98
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 111
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 112
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 113
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 115
    const/4 v0, 0x0
    return v0
.end method

.method public static final dropOff$lambda$0(Lcom/lockerloop/DropProvider;Lcom/lockerloop/DropTicket;)V
    .registers 14
    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    move v4, v0
    .line 51
    iget-object v0, v12, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L20
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L20
    const-string v1, "audit"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v3
    move-object v6, v5
    .line 122
    move-object v10, v2
    move-object v9, v1
    move-object v8, v0
    const/4 v0, 0x0
    move v7, v0
    .line 51
    const-string v1, "uid"
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "locker"
    invoke-virtual/range {v13 .. v13}, Lcom/lockerloop/DropTicket;->getLockerId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 51
    .line 51
    invoke-virtual {v8, v9, v10, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 52
    return-void
.end method

.method public static final collect$lambda$0(Lcom/lockerloop/DropProvider;ILcom/lockerloop/DropTicket;)Lkotlin/Unit;
    .registers 14
    .line 64
    iget-object v0, v11, Lcom/lockerloop/DropProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :L16
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :L16
    const-string v1, "audit"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    .line 122
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 64
    const-string v1, "uid"
    invoke-static {v12}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    const-string v1, "locker"
    invoke-virtual/range {v13 .. v13}, Lcom/lockerloop/DropTicket;->getLockerId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 64
    .line 64
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 65
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/lockerloop/DropProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/lockerloop/DropProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/lockerloop/DropProvider;->Companion:Lcom/lockerloop/DropProvider$Companion;
    return-void
.end method

