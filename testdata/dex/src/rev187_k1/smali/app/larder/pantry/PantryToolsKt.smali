.class public final Lapp/larder/pantry/PantryToolsKt;
.super Ljava/lang/Object;
.source "PantryTools.kt"


# static fields
.field private static final DAY_MS:J = 0x5265c00L

.field private static final ITEM_COLUMNS:[Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 28
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "id"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "name"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "quantity"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "expires_at"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "surfaced_at"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    sput-object v3, Lapp/larder/pantry/PantryToolsKt;->ITEM_COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public static final addItem(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 26

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    move-object/from16 v0, p0

    const-string v1, "name"

    const/16 v2, 0x50

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->text(Lapp/larder/core/ToolCall;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v6

    .line 65
    new-instance v2, Lkotlin/ranges/IntRange;

    const/4 v4, 0x1

    const/16 v5, 0x3e7

    invoke-direct {v2, v4, v5}, Lkotlin/ranges/IntRange;-><init>(II)V

    move-object/from16 v0, p0

    const-string v1, "quantity"

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->count(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/ranges/IntRange;)I

    move-result v7

    .line 66
    move-object/from16 v0, p0

    const-string v1, "expires_on"

    const/16 v2, 0xa

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->optionalText(Lapp/larder/core/ToolCall;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v14, v0

    const/4 v15, 0x0

    .line 68
    :try_start_0
    invoke-static {v14}, Lapp/larder/core/ToolCallKt;->parseDay(Ljava/lang/String;)J

    move-result-wide v16
    :try_end_0
    .catch Ljava/text/ParseException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 69
    :catch_0
    move-exception v18

    .line 70
    move-object/from16 v2, v18

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "LarderPantry"

    const-string v1, "expires_on rejected"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 71
    const-string v0, "INVALID_ARGS"

    const-string v1, "expires_on must be a date written as YYYY-MM-DD"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 66
    :goto_0
    move-wide/from16 v0, v16

    goto :goto_1

    .line 73
    :cond_0
    const-wide/16 v0, 0x0

    .line 66
    :goto_1
    move-wide v8, v0

    .line 74
    sget-object v0, Lapp/larder/core/Tokens;->INSTANCE:Lapp/larder/core/Tokens;

    const-string v1, "it"

    invoke-virtual {v0, v1}, Lapp/larder/core/Tokens;->id(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    .line 75
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v11, Landroid/content/ContentValues;

    invoke-direct {v11}, Landroid/content/ContentValues;-><init>()V

    move-object v12, v11

    const/16 v23, 0x0

    const-string v22, "items"

    move-object/from16 v21, v0

    const/4 v13, 0x0

    .line 76
    const-string v1, "id"

    invoke-virtual {v12, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    const-string v1, "name"

    invoke-virtual {v12, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 79
    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 80
    sget-object v24, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 75
    move-object/from16 v0, v21

    move-object/from16 v1, v22

    move-object/from16 v2, v23

    invoke-virtual {v0, v1, v2, v11}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 81
    const/4 v11, 0x0

    .line 129
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v12

    .line 131
    :try_start_1
    const/4 v14, 0x0

    .line 82
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v1}, Lapp/larder/core/Larder;->getHISTORY()Landroid/net/Uri;

    move-result-object v1

    new-instance v15, Landroid/content/ContentValues;

    invoke-direct {v15}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v16, v15

    move-object/from16 v17, v1

    move-object/from16 v18, v0

    const/16 v19, 0x0

    .line 83
    move-object/from16 v0, v16

    const-string v1, "item"

    invoke-virtual {v0, v1, v10}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 84
    move-object/from16 v0, v16

    const-string v1, "action"

    const-string v2, "added"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 85
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    move-object/from16 v0, v16

    const-string v1, "by_uid"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 86
    sget-object v20, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 82
    move-object/from16 v0, v18

    move-object/from16 v1, v17

    invoke-virtual {v0, v1, v15}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;

    move-result-object v14
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 133
    invoke-static {v12, v13}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 131
    goto :goto_2

    .line 133
    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v15

    .line 88
    :goto_2
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "item_id"

    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final beforeDay(Lapp/larder/core/ToolCall;)J
    .registers 9

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 96
    const-string v1, "before"

    const/16 v2, 0xa

    invoke-static {p0, v1, v2}, Lapp/larder/core/ToolCallKt;->text(Lapp/larder/core/ToolCall;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    .line 98
    :try_start_0
    invoke-static {v3}, Lapp/larder/core/ToolCallKt;->parseDay(Ljava/lang/String;)J

    move-result-wide v5
    :try_end_0
    .catch Ljava/text/ParseException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 99
    :catch_0
    move-exception v7

    .line 100
    const-string v0, "INVALID_ARGS"

    const-string v1, "before must be a date written as YYYY-MM-DD"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 102
    :goto_0
    return-wide v5
.end method

.method public static final expiredBefore(J)Ljava/util/List;
    .registers 20

    .line 92
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 93
    sget-object v2, Lapp/larder/pantry/PantryToolsKt;->ITEM_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v9, v4, [Ljava/lang/String;

    move-wide/from16 v6, p0

    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v9, v5

    move-object v4, v9

    const-string v1, "items"

    const-string v3, "expires_at > 0 AND expires_at < ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v8, v0

    .line 94
    const/4 v9, 0x0

    .line 134
    move-object v0, v8

    check-cast v0, Ljava/io/Closeable;

    move-object v10, v0

    const/4 v11, 0x0

    :try_start_0
    move-object v0, v10

    check-cast v0, Landroid/database/Cursor;

    move-object v12, v0

    const/4 v13, 0x0

    .line 135
    new-instance v14, Ljava/util/ArrayList;

    invoke-interface {v12}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V

    .line 136
    :goto_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v15, v12

    move-object/from16 v17, v14

    const/16 v16, 0x0

    .line 94
    invoke-static {v15}, Lapp/larder/pantry/PantryToolsKt;->item(Landroid/database/Cursor;)Lapp/larder/pantry/Item;

    move-result-object v0

    .line 136
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 134
    :cond_0
    move-object v12, v14
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v12

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v13

    move-object v11, v13

    throw v13
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v13

    invoke-static {v10, v11}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v13

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 94
    return-object v0
.end method

.method public static final findExpiring(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 30

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    new-instance v2, Lkotlin/ranges/IntRange;

    const/4 v4, 0x1

    const/16 v5, 0x1e

    invoke-direct {v2, v4, v5}, Lkotlin/ranges/IntRange;-><init>(II)V

    move-object/from16 v0, p0

    const-string v1, "within_days"

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->count(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/ranges/IntRange;)I

    move-result v8

    .line 49
    move-object/from16 v0, p0

    invoke-static {v0}, Lapp/larder/core/ToolCallKt;->getNow(Lapp/larder/core/ToolCall;)J

    move-result-wide v0

    int-to-long v2, v8

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    add-long v9, v0, v2

    .line 50
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v11

    .line 51
    sget-object v2, Lapp/larder/pantry/PantryToolsKt;->ITEM_COLUMNS:[Ljava/lang/String;

    .line 52
    const/4 v4, 0x1

    new-array v14, v4, [Ljava/lang/String;

    invoke-static {v9, v10}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v14, v5

    .line 51
    move-object v0, v11

    move-object v4, v14

    const-string v1, "items"

    const-string v3, "archived = 0 AND expires_at > 0 AND expires_at <= ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v13, v0

    .line 53
    const/4 v14, 0x0

    .line 114
    move-object v0, v13

    check-cast v0, Ljava/io/Closeable;

    move-object v15, v0

    const/16 v16, 0x0

    :try_start_0
    move-object v0, v15

    check-cast v0, Landroid/database/Cursor;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 115
    new-instance v0, Ljava/util/ArrayList;

    move-object/from16 v2, v17

    invoke-interface {v2}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object/from16 v19, v0

    .line 116
    :goto_0
    move-object/from16 v0, v17

    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v20, v17

    move-object/from16 v25, v19

    const/16 v21, 0x0

    .line 53
    move-object/from16 v0, v20

    invoke-static {v0}, Lapp/larder/pantry/PantryToolsKt;->item(Landroid/database/Cursor;)Lapp/larder/pantry/Item;

    move-result-object v0

    .line 116
    move-object v1, v0

    move-object/from16 v0, v25

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 114
    :cond_0
    move-object/from16 v17, v19
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object/from16 v1, v16

    invoke-static {v15, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object/from16 v0, v17

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v18

    move-object/from16 v16, v18

    throw v18
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v18

    move-object/from16 v1, v16

    invoke-static {v15, v1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v18

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 118
    check-cast v0, Ljava/lang/Iterable;

    move-object v13, v0

    .line 54
    const/4 v14, 0x0

    .line 119
    new-instance v1, Lapp/larder/pantry/PantryToolsKt$findExpiring$$inlined$sortedBy$1;

    invoke-direct {v1}, Lapp/larder/pantry/PantryToolsKt$findExpiring$$inlined$sortedBy$1;-><init>()V

    check-cast v1, Ljava/util/Comparator;

    invoke-static {v13, v1}, Lkotlin/collections/CollectionsKt;->sortedWith(Ljava/lang/Iterable;Ljava/util/Comparator;)Ljava/util/List;

    move-result-object v12

    .line 56
    move-object v0, v12

    check-cast v0, Ljava/lang/Iterable;

    move-object v13, v0

    const/4 v14, 0x0

    .line 120
    move-object v15, v13

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 121
    invoke-interface {v15}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v18

    :cond_1
    :goto_2
    move-object/from16 v0, v18

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v0, v18

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v19

    move-object/from16 v0, v19

    check-cast v0, Lapp/larder/pantry/Item;

    move-object/from16 v20, v0

    const/16 v21, 0x0

    .line 56
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lapp/larder/pantry/Item;->getSurfacedAt()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_3

    :cond_2
    const/4 v0, 0x0

    .line 121
    :goto_3
    if-eqz v0, :cond_1

    move-object/from16 v0, v16

    move-object/from16 v1, v19

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 122
    :cond_3
    move-object/from16 v0, v16

    check-cast v0, Ljava/util/List;

    .line 120
    check-cast v0, Ljava/lang/Iterable;

    move-object v13, v0

    .line 56
    const/4 v14, 0x0

    .line 123
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_4
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    move-object/from16 v0, v16

    check-cast v0, Lapp/larder/pantry/Item;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 57
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v19, v2

    move-object/from16 v20, v19

    .line 104
    const-string v21, "items"

    move-object/from16 v22, v11

    const/16 v23, 0x0

    .line 57
    move-object/from16 v2, p0

    invoke-static {v2}, Lapp/larder/core/ToolCallKt;->getNow(Lapp/larder/core/ToolCall;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    move-object/from16 v0, v20

    const-string v1, "surfaced_at"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    sget-object v24, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v2, v19

    move-object/from16 v19, v4

    move-object/from16 v6, v17

    invoke-virtual {v6}, Lapp/larder/pantry/Item;->getId()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v19, v5

    move-object/from16 v0, v22

    move-object/from16 v1, v21

    const-string v3, "id = ?"

    move-object/from16 v4, v19

    invoke-virtual {v0, v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 123
    goto :goto_4

    .line 59
    :cond_4
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object v3, v12

    check-cast v3, Ljava/lang/Iterable;

    move-object v14, v3

    const-string v27, "items"

    move-object/from16 v26, v1

    move-object/from16 v25, v0

    const/4 v15, 0x0

    .line 125
    move-object/from16 v16, v14

    new-instance v0, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v14, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v17, v0

    const/16 v18, 0x0

    .line 126
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v19

    :goto_5
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v20

    .line 127
    move-object/from16 v1, v20

    check-cast v1, Lapp/larder/pantry/Item;

    move-object/from16 v21, v1

    move-object/from16 v28, v17

    const/16 v22, 0x0

    .line 59
    move-object/from16 v0, v21

    invoke-static {v0}, Lapp/larder/pantry/PantryToolsKt;->toJson(Lapp/larder/pantry/Item;)Lorg/json/JSONObject;

    move-result-object v0

    .line 127
    move-object v1, v0

    move-object/from16 v0, v28

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_5

    .line 128
    :cond_5
    move-object/from16 v0, v17

    check-cast v0, Ljava/util/List;

    .line 125
    move-object/from16 v28, v0

    move-object/from16 v3, v28

    check-cast v3, Ljava/lang/Iterable;

    .line 59
    invoke-static {v3}, Lapp/larder/core/WireKt;->toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v3

    move-object/from16 v1, v26

    move-object/from16 v2, v27

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, v25

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method private static final item(Landroid/database/Cursor;)Lapp/larder/pantry/Item;
    .registers 10

    .line 31
    new-instance v0, Lapp/larder/pantry/Item;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v4, 0x1

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v5, 0x2

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    const/4 v6, 0x3

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    const/4 v8, 0x4

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v7

    move-object v1, v2

    move-object v2, v3

    move v3, v4

    move-wide v4, v5

    move-wide v6, v7

    invoke-direct/range {v0 .. v7}, Lapp/larder/pantry/Item;-><init>(Ljava/lang/String;Ljava/lang/String;IJJ)V

    return-object v0
.end method

.method public static final listItems(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 25

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    new-instance v2, Lkotlin/ranges/IntRange;

    const/4 v4, 0x1

    const/16 v5, 0xc8

    invoke-direct {v2, v4, v5}, Lkotlin/ranges/IntRange;-><init>(II)V

    move-object/from16 v0, p0

    const-string v1, "limit"

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->count(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/ranges/IntRange;)I

    move-result v8

    .line 39
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 40
    sget-object v2, Lapp/larder/pantry/PantryToolsKt;->ITEM_COLUMNS:[Ljava/lang/String;

    const-string v1, "items"

    const-string v3, "archived = 0"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v10, v0

    .line 41
    const/4 v11, 0x0

    .line 105
    move-object v0, v10

    check-cast v0, Ljava/io/Closeable;

    move-object v12, v0

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    const/4 v15, 0x0

    .line 106
    new-instance v0, Ljava/util/ArrayList;

    invoke-interface {v14}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object/from16 v16, v0

    .line 107
    :goto_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v17, v14

    move-object/from16 v20, v16

    const/16 v18, 0x0

    .line 41
    move-object/from16 v0, v17

    invoke-static {v0}, Lapp/larder/pantry/PantryToolsKt;->item(Landroid/database/Cursor;)Lapp/larder/pantry/Item;

    move-result-object v0

    .line 107
    move-object v1, v0

    move-object/from16 v0, v20

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 105
    :cond_0
    move-object/from16 v14, v16
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v14

    goto :goto_1

    :catch_0
    :try_start_1
    move-exception v15

    move-object v13, v15

    throw v15
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v15

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v15

    :goto_1
    check-cast v0, Ljava/util/List;

    .line 109
    check-cast v0, Ljava/lang/Iterable;

    .line 42
    invoke-static {v0, v8}, Lkotlin/collections/CollectionsKt;->take(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v9

    .line 43
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object v3, v9

    check-cast v3, Ljava/lang/Iterable;

    move-object v11, v3

    const-string v22, "items"

    move-object/from16 v21, v1

    move-object/from16 v20, v0

    const/4 v12, 0x0

    .line 110
    move-object v13, v11

    new-instance v14, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v11, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v14, Ljava/util/Collection;

    const/4 v15, 0x0

    .line 111
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :goto_2
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v17

    .line 112
    move-object/from16 v1, v17

    check-cast v1, Lapp/larder/pantry/Item;

    move-object/from16 v18, v1

    move-object/from16 v23, v14

    const/16 v19, 0x0

    .line 43
    move-object/from16 v0, v18

    invoke-static {v0}, Lapp/larder/pantry/PantryToolsKt;->toJson(Lapp/larder/pantry/Item;)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    move-object v1, v0

    move-object/from16 v0, v23

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 113
    :cond_1
    move-object v0, v14

    check-cast v0, Ljava/util/List;

    .line 110
    move-object/from16 v23, v0

    move-object/from16 v3, v23

    check-cast v3, Ljava/lang/Iterable;

    .line 43
    invoke-static {v3}, Lapp/larder/core/WireKt;->toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v3

    move-object/from16 v1, v21

    move-object/from16 v2, v22

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, v20

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final toJson(Lapp/larder/pantry/Item;)Lorg/json/JSONObject;
    .registers 8

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lapp/larder/pantry/Item;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "item_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lapp/larder/pantry/Item;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lapp/larder/pantry/Item;->getQuantity()I

    move-result v2

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    .line 34
    move-object v5, v4

    .line 104
    const/4 v6, 0x0

    .line 34
    invoke-virtual {p0}, Lapp/larder/pantry/Item;->getExpiresAt()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    invoke-virtual {p0}, Lapp/larder/pantry/Item;->getExpiresAt()J

    move-result-wide v2

    const-string v1, "expires_at_ms"

    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    :cond_0
    const-string v2, "also(...)"

    invoke-static {v4, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v4
.end method
