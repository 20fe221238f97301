.class public final Lcom/pawsbook/clinic/RecordJournal;
.super Ljava/lang/Object;
.source "RecordsProvider.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field public static final INSTANCE:Lcom/pawsbook/clinic/RecordJournal;

.method private constructor <init>()V
    .registers 1
    .line 92
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 18
    const-string v1, "context"
    move-object v0, v15
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    move-object/from16 v0, v16
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    move-object/from16 v0, v17
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 94
    const-string v1, "journal.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    move-object v0, v15
    invoke-virtual/range {v0 .. v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v4, v0
    .line 95
    const-string v1, "SELECT result FROM journal WHERE request_id = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v6, v2
    const/4 v3, 0x0
    aput-object v16, v6, v3
    invoke-virtual {v4, v1, v6}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    check-cast v0, Ljava/io/Closeable;
    move-object v6, v0
    const/4 v0, 0x0
    move-object v7, v0
    :t_56
    nop
    check-cast v6, Landroid/database/Cursor;
    move-object v8, v6
    const/4 v0, 0x0
    move v9, v0
    .line 96
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L88
    const/4 v1, 0x0
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :L89
    :L88
    const/4 v0, 0x0
    :L89
    .line 95
    move-object v8, v0
    :t_91
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v8
    goto :L124
    :t_103
    :L103
    move-exception v0
    move-object v9, v0
    move-object v7, v9
    throw v9
    :t_112
    :L112
    move-exception v0
    move-object v9, v0
    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v9
    :L124
    .line 95
    move-object v5, v0
    .line 98
    if-eqz v5, :L141
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    invoke-direct {v0, v5}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;)V
    return-object v0
    :L141
    .line 99
    invoke-interface/range {v17 .. v17}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v6, v0
    .line 100
    const-string v1, "journal"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v3
    move-object v8, v7
    move-object v12, v2
    move-object v11, v1
    move-object v10, v4
    const/4 v0, 0x0
    move v9, v0
    .line 101
    const-string v1, "request_id"
    move-object v0, v8
    move-object/from16 v2, v16
    invoke-virtual/range {v0 .. v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 102
    const-string v1, "result"
    invoke-virtual {v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 103
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v13, v0
    .line 100
    .line 100
    invoke-virtual {v10, v11, v12, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 104
    return-object v6
    .catch Ljava/lang/Throwable; {:t_56 .. :t_91} :L103
    .catchall {:t_56 .. :t_91} :L112
    .catchall {:t_103 .. :t_112} :L112
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/pawsbook/clinic/RecordJournal;
    invoke-direct {v0}, Lcom/pawsbook/clinic/RecordJournal;-><init>()V
    sput-object v0, Lcom/pawsbook/clinic/RecordJournal;->INSTANCE:Lcom/pawsbook/clinic/RecordJournal;
    return-void
.end method

