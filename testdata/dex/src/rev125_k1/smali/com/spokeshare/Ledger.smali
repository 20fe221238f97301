.class public final Lcom/spokeshare/Ledger;
.super Ljava/lang/Object;
.source "Ledger.kt"

# instance fields
.field private final db:Lcom/spokeshare/SpokeDb;


# direct methods
.method public constructor <init>(Lcom/spokeshare/SpokeDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    return-void
.end method

.method private final record(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;I)V
    .registers 13
    .line 68
    new-instance v6, Landroid/content/ContentValues;
    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V
    .line 69
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v1, "id"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 70
    const-string v1, "account"
    invoke-virtual {v6, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 71
    const-string v1, "merchant"
    invoke-virtual {v6, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 72
    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "cents"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 73
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "at"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 74
    invoke-static {p5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "by_uid"
    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 75
    iget-object v0, p0, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "payments"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 76
    return-void
.end method

.method private final setBalance(Ljava/lang/String;J)V
    .registers 9
    .line 61
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    .line 62
    const-string v1, "pkg"
    invoke-virtual {v4, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    const-string v1, "balance_cents"
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 64
    iget-object v0, p0, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "accounts"
    const/4 v2, 0x0
    const/4 v3, 0x5
    invoke-virtual {v0, v1, v2, v4, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J
    .line 65
    return-void
.end method


# virtual methods
.method public final balance-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    .registers 15
    const-string v1, "account"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    move-object v5, p0
:L8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v5
    check-cast v0, Lcom/spokeshare/Ledger;
    move-object v6, v0
    const/4 v7, 0x0
    .line 17
    iget-object v0, v6, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const/4 v2, 0x1
    new-array v8, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v8, v3
    const-string v1, "SELECT balance_cents FROM accounts WHERE pkg = ?"
    invoke-virtual {v0, v1, v8}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
    check-cast v8, Ljava/io/Closeable;
    const/4 v9, 0x0
:L54
    move-object v0, v8
    check-cast v0, Landroid/database/Cursor;
    move-object v10, v0
    const/4 v12, 0x0
    .line 18
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L86
    const/4 v1, 0x0
    invoke-interface {v10, v1}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v0
    goto :L103
:L86
    new-instance v0, Ljava/lang/IllegalStateException;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "no wallet for "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L103
    .line 17
    move-wide v10, v0
:L105
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-wide v0, v10
    goto :L138
:L117
    move-exception v12
    move-object v9, v12
    throw v12
:L126
    move-exception v12
:L128
    invoke-static {v8, v9}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v12
:L138
    .line 19
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    .line 16
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
:L146
    goto :L164
:L149
    move-exception v7
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v7}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v6
:L164
    .line 20
    return-object v6
    .catch Ljava/lang/Throwable; {:L54 .. :L105} :L117
    .catchall {:L54 .. :L105} :L126
    .catchall {:L117 .. :L126} :L126
    .catch Ljava/lang/Throwable; {:L8 .. :L146} :L149
.end method

.method public final credit-BWLJW6A(Ljava/lang/String;ILjava/lang/String;I)Ljava/lang/Object;
    .registers 17
    const-string v1, "account"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    move-object v6, p0
:L15
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v6
    check-cast v0, Lcom/spokeshare/Ledger;
    move-object v7, v0
    const/4 v8, 0x0
    .line 32
    iget-object v0, v7, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v9
    .line 33
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L45
    .line 35
    invoke-virtual {v7, p1}, Lcom/spokeshare/Ledger;->balance-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v10
    const-wide/16 v2, 0x0
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v11
    invoke-static {v10}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v2
    move-object v0, v7
    move-object v1, p1
    if-eqz v2, :L76
    move-object v2, v11
    goto :L78
:L76
    move-object v2, v10
:L78
    check-cast v2, Ljava/lang/Number;
    invoke-virtual {v2}, Ljava/lang/Number;->longValue()J
    move-result-wide v2
    int-to-long v4, p2
    add-long/2addr v2, v4
    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshare/Ledger;->setBalance(Ljava/lang/String;J)V
    .line 36
    move-object v0, v7
    move-object v1, p1
    move v3, p2
    move-object v4, p3
    move/from16 v5, p4
    const-string v2, "top-up"
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Ledger;->record(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;I)V
    .line 37
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L107
    .line 39
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 40
    goto :L125
:L115
    .line 39
    move-exception v10
:L117
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v10
:L125
    .line 41
    invoke-virtual {v7, p1}, Lcom/spokeshare/Ledger;->balance-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v10
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v0
    .line 31
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L155
    goto :L174
:L158
    move-exception v8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L174
    .line 42
    return-object v7
    .catchall {:L45 .. :L107} :L115
    .catch Ljava/lang/Throwable; {:L15 .. :L155} :L158
.end method

.method public final payments-gIAlu-s(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "account"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "merchant"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    move-object/from16 v8, p0
:L14
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v8
    check-cast v0, Lcom/spokeshare/Ledger;
    move-object v9, v0
    const/4 v10, 0x0
    .line 23
    iget-object v0, v9, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 25
    const/4 v2, 0x2
    new-array v11, v2, [Ljava/lang/String;
    const/4 v3, 0x0
    aput-object p1, v11, v3
    move-object/from16 v4, p2
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "%"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "%"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    const/4 v3, 0x1
    aput-object v4, v11, v3
    .line 23
    const-string v1, "SELECT id, merchant, cents, at FROM payments WHERE account = ? AND merchant LIKE ? ORDER BY at DESC LIMIT 50"
    invoke-virtual {v0, v1, v11}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v11
    check-cast v11, Ljava/io/Closeable;
    .line 26
    const/4 v12, 0x0
:L72
    move-object v0, v11
    check-cast v0, Landroid/database/Cursor;
    move-object v13, v0
    const/4 v14, 0x0
    .line 27
    invoke-static {}, Lkotlin/collections/CollectionsKt;->createListBuilder()Ljava/util/List;
    move-result-object v15
    move-object/from16 v16, v15
    .line 79
    const/16 v17, 0x0
:L95
    .line 27
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L167
    new-instance v1, Lcom/spokeshare/Payment;
    const/4 v4, 0x0
    invoke-interface {v13, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    const-string v5, "getString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v5, 0x1
    invoke-interface {v13, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    const-string v6, "getString(...)"
    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v6, 0x2
    invoke-interface {v13, v6}, Landroid/database/Cursor;->getInt(I)I
    move-result v5
    const/4 v7, 0x3
    invoke-interface {v13, v7}, Landroid/database/Cursor;->getLong(I)J
    move-result-wide v6
    move-object v2, v3
    move-object v3, v4
    move v4, v5
    move-wide v5, v6
    invoke-direct/range {v1 .. v6}, Lcom/spokeshare/Payment;-><init>(Ljava/lang/String;Ljava/lang/String;IJ)V
    move-object/from16 v0, v16
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L95
:L167
    invoke-static {v15}, Lkotlin/collections/CollectionsKt;->build(Ljava/util/List;)Ljava/util/List;
    move-result-object v13
:L175
    .line 26
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    move-object v0, v13
    goto :L208
:L187
    move-exception v14
    move-object v12, v14
    throw v14
:L196
    move-exception v14
:L198
    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v14
:L208
    .line 22
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
:L214
    goto :L233
:L217
    move-exception v10
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v9
:L233
    .line 29
    return-object v9
    .catch Ljava/lang/Throwable; {:L72 .. :L175} :L187
    .catchall {:L72 .. :L175} :L196
    .catchall {:L187 .. :L196} :L196
    .catch Ljava/lang/Throwable; {:L14 .. :L214} :L217
.end method

.method public final transfer-yxL6bBk(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;I)Ljava/lang/Object;
    .registers 21
    move-object/from16 v0, p1
    const-string v1, "from"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p2
    const-string v1, "to"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    move-object/from16 v0, p4
    const-string v1, "requestId"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    move-object v6, p0
:L22
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, v6
    check-cast v0, Lcom/spokeshare/Ledger;
    move-object v7, v0
    const/4 v8, 0x0
    .line 45
    iget-object v0, v7, Lcom/spokeshare/Ledger;->db:Lcom/spokeshare/SpokeDb;
    invoke-virtual {v0}, Lcom/spokeshare/SpokeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v9
    .line 46
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V
:L52
    .line 48
    move-object/from16 v1, p1
    invoke-virtual {v7, v1}, Lcom/spokeshare/Ledger;->balance-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v10
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J
    move-result-wide v11
    .line 49
    move/from16 v2, p3
    int-to-long v2, v2
    cmp-long v0, v11, v2
    if-ltz v0, :L88
    const/4 v0, 0x1
    goto :L89
:L88
    const/4 v0, 0x0
:L89
    if-nez v0, :L112
    .line 79
    const/4 v13, 0x0
    .line 49
    const-string v13, "not enough credit"
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-virtual {v13}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L112
    .line 50
    move/from16 v4, p3
    int-to-long v4, v4
    sub-long v2, v11, v4
    move-object/from16 v1, p1
    invoke-direct {v7, v1, v2, v3}, Lcom/spokeshare/Ledger;->setBalance(Ljava/lang/String;J)V
    .line 51
    move-object/from16 v3, p2
    invoke-virtual {v7, v3}, Lcom/spokeshare/Ledger;->balance-IoAF18A(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v10
    const-wide/16 v2, 0x0
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v13
    invoke-static {v10}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z
    move-result v2
    move-object v0, v7
    move-object/from16 v1, p2
    if-eqz v2, :L153
    move-object v2, v13
    goto :L155
:L153
    move-object v2, v10
:L155
    check-cast v2, Ljava/lang/Number;
    invoke-virtual {v2}, Ljava/lang/Number;->longValue()J
    move-result-wide v2
    move/from16 v4, p3
    int-to-long v4, v4
    add-long/2addr v2, v4
    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshare/Ledger;->setBalance(Ljava/lang/String;J)V
    .line 52
    move/from16 v3, p3
    neg-int v3, v3
    move-object v0, v7
    move-object/from16 v1, p1
    move-object/from16 v2, p2
    move-object/from16 v4, p4
    move/from16 v5, p5
    invoke-direct/range {v0 .. v5}, Lcom/spokeshare/Ledger;->record(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;I)V
    .line 53
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
:L185
    .line 55
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    .line 56
    goto :L203
:L193
    .line 55
    move-exception v14
:L195
    invoke-virtual {v9}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V
    throw v14
:L203
    .line 44
    move-object/from16 v0, p4
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L210
    goto :L229
:L213
    move-exception v8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L229
    .line 58
    return-object v7
    .catchall {:L52 .. :L185} :L193
    .catch Ljava/lang/Throwable; {:L22 .. :L210} :L213
.end method
