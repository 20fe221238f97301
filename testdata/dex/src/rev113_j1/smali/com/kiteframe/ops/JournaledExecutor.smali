.class public final Lcom/kiteframe/ops/JournaledExecutor;
.super Ljava/lang/Object;
.source "JournaledExecutor.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

# instance fields
.field private final db:Lcom/kiteframe/data/KiteDb;
.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;

# direct methods
.method public constructor <init>(Lcom/kiteframe/data/KiteDb;)V
    .registers 5
    .line 22
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 20
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v3, Lcom/kiteframe/ops/JournaledExecutor;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    .line 23
    iput-object v4, v3, Lcom/kiteframe/ops/JournaledExecutor;->db:Lcom/kiteframe/data/KiteDb;
    .line 24
    return-void
.end method

.method private replay(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 15
    .line 56
    iget-object v0, v12, Lcom/kiteframe/ops/JournaledExecutor;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "journal"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "args_sha256"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v5, "operation_id"
    const/4 v4, 0x1
    aput-object v5, v2, v4
    const-string v3, "request_key = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v13, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    :L40
    .line 59
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L63
    const/4 v2, 0x0
    invoke-interface {v8, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v14, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L84
    :L63
    .line 60
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "INVALID_REQUEST"
    const-string v2, "request_id was used with other arguments"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v9
    :L75
    .line 68
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 60
    return-object v9
    :L84
    .line 62
    const/4 v1, 0x1
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v9
    .line 63
    if-nez v9, :L119
    .line 64
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-string v1, "CONFLICT"
    const-string v2, "the first call with this request_id is still running"
    invoke-virtual {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v10
    :L110
    .line 68
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 64
    return-object v10
    :L119
    .line 66
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const-wide/16 v2, 0x3e8
    invoke-virtual {v0, v9, v2, v3}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->accepted(Ljava/lang/String;J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v10
    :L132
    .line 68
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 66
    return-object v10
    :L141
    .line 68
    move-exception v11
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 69
    throw v11
    .catchall {:L40 .. :L75} :L141
    .catchall {:L84 .. :L110} :L141
    .catchall {:L119 .. :L132} :L141
.end method

# virtual methods
.method public execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 18
    .line 28
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I
    move-result v0
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, "/"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v8
    .line 29
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\n"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/kiteframe/ops/Digests;->sha256(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v9
    .line 30
    iget-object v0, v15, Lcom/kiteframe/ops/JournaledExecutor;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "#"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v10
    check-cast v10, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 31
    if-eqz v10, :L63
    .line 32
    return-object v10
    :L63
    .line 34
    iget-object v0, v15, Lcom/kiteframe/ops/JournaledExecutor;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v11
    .line 35
    new-instance v12, Landroid/content/ContentValues;
    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V
    .line 36
    const-string v1, "request_key"
    invoke-virtual {v12, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "tool"
    invoke-virtual/range {v16 .. v16}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    const-string v1, "args_sha256"
    invoke-virtual {v12, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 39
    const-string v1, "journal"
    const/4 v2, 0x0
    invoke-virtual {v11, v1, v2, v12}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    const-wide/16 v2, -0x1
    cmp-long v0, v0, v2
    if-nez v0, :L134
    .line 40
    invoke-direct {v15, v8, v9}, Lcom/kiteframe/ops/JournaledExecutor;->replay(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :L134
    .line 42
    invoke-interface/range {v17 .. v17}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v13
    check-cast v13, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 43
    instance-of v0, v13, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    if-eqz v0, :L218
    .line 44
    new-instance v14, Landroid/content/ContentValues;
    invoke-direct {v14}, Landroid/content/ContentValues;-><init>()V
    .line 45
    const-string v1, "operation_id"
    move-object v2, v13
    check-cast v2, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;
    invoke-virtual {v2}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Accepted;->getOperationId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v14, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    const-string v1, "journal"
    const-string v3, "request_key = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v8, v4, v6
    invoke-virtual {v11, v1, v14, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 47
    iget-object v0, v15, Lcom/kiteframe/ops/JournaledExecutor;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "#"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1, v13}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 48
    goto :L236
    :L218
    .line 50
    const-string v1, "journal"
    const-string v2, "request_key = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v8, v3, v5
    invoke-virtual {v11, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    :L236
    .line 52
    return-object v13
.end method
