.class public final Lapp/larder/pantry/JournalLedger;
.super Ljava/lang/Object;
.source "JournalLedger.kt"

# interfaces
.implements Lapp/larder/core/MutationLedger;


# static fields
.field private static final COLUMNS:[Ljava/lang/String;

.field private static final Companion:Lapp/larder/pantry/JournalLedger$Companion;


# instance fields
.field private final cache:Ljava/util/concurrent/ConcurrentHashMap;

.field private final db:Lapp/larder/core/LarderDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/larder/pantry/JournalLedger$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/larder/pantry/JournalLedger$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/pantry/JournalLedger;->Companion:Lapp/larder/pantry/JournalLedger$Companion;

    .line 59
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "tool"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "digest"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "reply"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    sput-object v3, Lapp/larder/pantry/JournalLedger;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lapp/larder/core/LarderDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/pantry/JournalLedger;->db:Lapp/larder/core/LarderDb;

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/larder/pantry/JournalLedger;->cache:Ljava/util/concurrent/ConcurrentHashMap;

    .line 19
    return-void
.end method

.method public static final synthetic access$getCOLUMNS$cp()[Ljava/lang/String;
    .registers 1

    .line 19
    sget-object v0, Lapp/larder/pantry/JournalLedger;->COLUMNS:[Ljava/lang/String;

    return-object v0
.end method

.method private final commit(Ljava/lang/String;Lapp/larder/core/ToolCall;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;
    .registers 19

    .line 38
    iget-object v0, p0, Lapp/larder/pantry/JournalLedger;->db:Lapp/larder/core/LarderDb;

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 39
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 41
    :try_start_0
    move-object/from16 v0, p3

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lapp/larder/core/Reply;

    .line 42
    invoke-static {v6}, Lapp/larder/core/LedgerKt;->snapshot(Lapp/larder/core/Reply;)Lorg/json/JSONObject;

    move-result-object v7

    .line 43
    new-instance v8, Landroid/content/ContentValues;

    invoke-direct {v8}, Landroid/content/ContentValues;-><init>()V

    move-object v9, v8

    const/4 v13, 0x0

    const-string v12, "journal"

    move-object v11, v5

    const/4 v10, 0x0

    .line 44
    const-string v1, "key"

    move-object/from16 v2, p1

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/larder/core/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 46
    move-object/from16 v2, p2

    invoke-virtual {v2}, Lapp/larder/core/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    invoke-virtual {v7}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "reply"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 49
    sget-object v14, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 43
    invoke-virtual {v11, v12, v13, v8}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 50
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 51
    iget-object v0, p0, Lapp/larder/pantry/JournalLedger;->cache:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v4, p2

    invoke-virtual {v4}, Lapp/larder/core/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v4

    const-string v3, "tool"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object/from16 v4, p2

    invoke-virtual {v4}, Lapp/larder/core/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v4

    const-string v3, "digest"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "reply"

    invoke-virtual {v2, v3, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    move-object/from16 v1, p1

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    move-object v8, v6
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 54
    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 52
    return-object v8

    .line 54
    :catchall_0
    move-exception v7

    invoke-virtual {v5}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v7
.end method

.method private final lookup(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 21

    .line 24
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/pantry/JournalLedger;->cache:Ljava/util/concurrent/ConcurrentHashMap;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    if-nez v0, :cond_2

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/pantry/JournalLedger;->db:Lapp/larder/core/LarderDb;

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 25
    sget-object v2, Lapp/larder/pantry/JournalLedger;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v10, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v10, v5

    move-object v4, v10

    const-string v1, "journal"

    const-string v3, "key = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v9, v0

    .line 26
    const/4 v10, 0x0

    .line 63
    move-object v0, v9

    check-cast v0, Ljava/io/Closeable;

    move-object v11, v0

    const/4 v12, 0x0

    :try_start_0
    move-object v0, v11

    check-cast v0, Landroid/database/Cursor;

    move-object v13, v0

    const/4 v14, 0x0

    .line 64
    new-instance v15, Ljava/util/ArrayList;

    invoke-interface {v13}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v15, v2}, Ljava/util/ArrayList;-><init>(I)V

    .line 65
    :goto_0
    invoke-interface {v13}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v16, v13

    move-object/from16 v18, v15

    const/16 v17, 0x0

    .line 26
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, v16

    const/4 v3, 0x0

    invoke-interface {v2, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, v16

    const/4 v3, 0x1

    invoke-interface {v2, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v1, "digest"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v4, v16

    const/4 v5, 0x2

    invoke-interface {v4, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "reply"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    move-object v1, v0

    move-object/from16 v0, v18

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 63
    :cond_0
    move-object v13, v15
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v13

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v14

    move-object v12, v14

    throw v14
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v14

    invoke-static {v11, v12}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v14

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 27
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lorg/json/JSONObject;

    .line 28
    if-eqz v8, :cond_1

    .line 24
    move-object v9, v8

    .line 28
    move-object v10, v9

    .line 68
    const/4 v11, 0x0

    .line 28
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/larder/pantry/JournalLedger;->cache:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p1

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-object v0, v9

    goto :goto_2

    :cond_1
    const/4 v0, 0x0

    :cond_2
    :goto_2
    return-object v0
.end method


# virtual methods
.method public declared-synchronized once(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;
    .registers 7

    monitor-enter p0

    :try_start_0
    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "work"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-static {p1, p2}, Lapp/larder/core/LedgerKt;->ledgerKey(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 33
    invoke-direct {p0, v2}, Lapp/larder/pantry/JournalLedger;->lookup(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {v0, p1}, Lapp/larder/core/LedgerKt;->answer(Lorg/json/JSONObject;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    invoke-direct {p0, v2, p1, p3}, Lapp/larder/pantry/JournalLedger;->commit(Ljava/lang/String;Lapp/larder/core/ToolCall;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;

    move-result-object v0

    :cond_1
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public recorded(Lapp/larder/core/ToolCall;Ljava/lang/String;)Lapp/larder/core/Reply;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-static {p1, p2}, Lapp/larder/core/LedgerKt;->ledgerKey(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lapp/larder/pantry/JournalLedger;->lookup(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-static {v0, p1}, Lapp/larder/core/LedgerKt;->answer(Lorg/json/JSONObject;Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
