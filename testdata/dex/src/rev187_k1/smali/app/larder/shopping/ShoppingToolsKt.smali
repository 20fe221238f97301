.class public final Lapp/larder/shopping/ShoppingToolsKt;
.super Ljava/lang/Object;
.source "ShoppingTools.kt"


# static fields
.field private static final ENTRY_ID:Lkotlin/text/Regex;

.field private static final auditor:Ljava/util/concurrent/Executor;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 28
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v1, "newSingleThreadExecutor(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/Executor;

    sput-object v0, Lapp/larder/shopping/ShoppingToolsKt;->auditor:Ljava/util/concurrent/Executor;

    .line 138
    new-instance v0, Lkotlin/text/Regex;

    const-string v1, "le_[0-9a-f]{16}"

    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/larder/shopping/ShoppingToolsKt;->ENTRY_ID:Lkotlin/text/Regex;

    return-void
.end method

.method public static final addToList(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 23

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 93
    move-object/from16 v0, p0

    const-string v1, "list_id"

    invoke-static {v0, v1}, Lapp/larder/core/ToolCallKt;->id(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 94
    invoke-static {v4}, Lapp/larder/shopping/ShoppingToolsKt;->requireList(Ljava/lang/String;)Ljava/lang/String;

    .line 95
    move-object/from16 v0, p0

    const-string v1, "name"

    const/16 v2, 0x50

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->text(Lapp/larder/core/ToolCall;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v5

    .line 96
    move-object/from16 v0, p0

    const-string v1, "aisle"

    const/16 v2, 0x28

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->optionalText(Lapp/larder/core/ToolCall;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "other"

    :cond_0
    move-object v6, v0

    .line 97
    move-object/from16 v0, p0

    const-string v1, "due_on"

    const/16 v2, 0xa

    invoke-static {v0, v1, v2}, Lapp/larder/core/ToolCallKt;->optionalText(Lapp/larder/core/ToolCall;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v13, v0

    const/4 v14, 0x0

    .line 99
    :try_start_0
    invoke-static {v13}, Lapp/larder/core/ToolCallKt;->parseDay(Ljava/lang/String;)J

    move-result-wide v15
    :try_end_0
    .catch Ljava/text/ParseException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 100
    :catch_0
    move-exception v17

    .line 101
    move-object/from16 v1, v17

    invoke-virtual {v1}, Ljava/text/ParseException;->getMessage()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Could not read due_on: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "INVALID_ARGS"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 97
    :goto_0
    move-wide v0, v15

    goto :goto_1

    .line 103
    :cond_1
    const-wide/16 v0, 0x0

    .line 97
    :goto_1
    move-wide v7, v0

    .line 104
    sget-object v0, Lapp/larder/core/Tokens;->INSTANCE:Lapp/larder/core/Tokens;

    const-string v1, "le"

    invoke-virtual {v0, v1}, Lapp/larder/core/Tokens;->id(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 105
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    move-object v11, v10

    const/16 v20, 0x0

    const-string v19, "list_items"

    move-object/from16 v18, v0

    const/4 v12, 0x0

    .line 106
    const-string v1, "id"

    invoke-virtual {v11, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 107
    const-string v1, "list_id"

    invoke-virtual {v11, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    const-string v1, "name"

    invoke-virtual {v11, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 109
    const-string v1, "aisle"

    invoke-virtual {v11, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 110
    invoke-static {v7, v8}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "due_at"

    invoke-virtual {v11, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 111
    sget-object v21, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 105
    move-object/from16 v0, v18

    move-object/from16 v1, v19

    move-object/from16 v2, v20

    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 112
    move-object/from16 v0, p0

    const-string v1, "added"

    invoke-static {v0, v1}, Lapp/larder/shopping/ShoppingToolsKt;->audit(Lapp/larder/core/ToolCall;Ljava/lang/String;)V

    .line 113
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "entry_id"

    invoke-virtual {v1, v2, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final audit(Lapp/larder/core/ToolCall;Ljava/lang/String;)V
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v2

    .line 54
    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v3

    .line 55
    sget-object v0, Lapp/larder/shopping/ShoppingToolsKt;->auditor:Ljava/util/concurrent/Executor;

    new-instance v1, Lapp/larder/shopping/ShoppingToolsKt$$ExternalSyntheticLambda0;

    invoke-direct {v1, v2, v3, p1}, Lapp/larder/shopping/ShoppingToolsKt$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V

    .line 64
    return-void
.end method

.method public static final audit$lambda$0(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 14

    .line 56
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    move-object v5, v4

    const/4 v9, 0x0

    const-string v8, "audit"

    move-object v7, v0

    const/4 v6, 0x0

    .line 57
    const-string v1, "tool"

    invoke-virtual {v5, v1, p0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    const-string v1, "request_id"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    const-string v1, "outcome"

    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "by_uid"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 61
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 62
    sget-object v10, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 56
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 63
    return-void
.end method

.method public static final checkOff(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 33

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 118
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "entry_ids"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v8

    .line 119
    if-eqz v8, :cond_8

    move-object v11, v8

    .line 140
    const/4 v12, 0x0

    .line 119
    invoke-virtual {v11}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->until(II)Lkotlin/ranges/IntRange;

    move-result-object v13

    check-cast v13, Ljava/lang/Iterable;

    const/4 v14, 0x0

    .line 201
    move-object v15, v13

    new-instance v0, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v13, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 202
    invoke-interface {v15}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v18

    :goto_0
    move-object/from16 v0, v18

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v18

    check-cast v0, Lkotlin/collections/IntIterator;

    invoke-virtual {v0}, Lkotlin/collections/IntIterator;->nextInt()I

    move-result v19

    .line 203
    move/from16 v20, v19

    move-object/from16 v21, v16

    const/16 v22, 0x0

    .line 119
    move/from16 v1, v20

    invoke-virtual {v11, v1}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v0

    .line 203
    move-object v1, v0

    move-object/from16 v0, v21

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 204
    :cond_0
    move-object/from16 v0, v16

    check-cast v0, Ljava/util/List;

    .line 118
    move-object v11, v0

    .line 120
    move-object v12, v11

    .line 140
    const/4 v13, 0x0

    .line 120
    invoke-interface {v12}, Ljava/util/List;->size()I

    move-result v14

    const/4 v0, 0x1

    if-gt v0, v14, :cond_2

    const/16 v1, 0x33

    if-ge v14, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_6

    move-object v0, v12

    check-cast v0, Ljava/lang/Iterable;

    move-object v14, v0

    const/4 v15, 0x0

    .line 205
    instance-of v0, v14, Ljava/util/Collection;

    if-eqz v0, :cond_3

    move-object v0, v14

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x1

    goto :goto_2

    .line 206
    :cond_3
    invoke-interface {v14}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :cond_4
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v17

    move-object/from16 v0, v17

    check-cast v0, Ljava/lang/String;

    move-object/from16 v18, v0

    const/16 v19, 0x0

    .line 120
    sget-object v0, Lapp/larder/shopping/ShoppingToolsKt;->ENTRY_ID:Lkotlin/text/Regex;

    move-object/from16 v1, v18

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v1, v18

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    .line 206
    if-nez v0, :cond_4

    const/4 v0, 0x0

    goto :goto_2

    .line 207
    :cond_5
    const/4 v0, 0x1

    .line 120
    :goto_2
    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_3

    :cond_6
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_7

    move-object v0, v11

    goto :goto_4

    :cond_7
    const/4 v0, 0x0

    .line 118
    :goto_4
    move-object v10, v0

    if-eqz v10, :cond_8

    move-object v0, v10

    goto :goto_5

    .line 121
    :cond_8
    const-string v0, "INVALID_ARGS"

    const-string v1, "entry_ids must list 1-50 entry ids"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 118
    :goto_5
    move-object v7, v0

    .line 122
    const/4 v0, 0x0

    invoke-static {v0}, Lapp/larder/shopping/ShoppingToolsKt;->entries(Ljava/lang/String;)Ljava/util/List;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 208
    const/16 v1, 0xa

    invoke-static {v9, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v11

    .line 209
    move-object v12, v9

    new-instance v13, Ljava/util/LinkedHashMap;

    invoke-direct {v13, v11}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v13, Ljava/util/Map;

    const/4 v14, 0x0

    .line 210
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_6
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_9

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    .line 211
    move-object/from16 v1, v16

    check-cast v1, Lapp/larder/shopping/ListEntry;

    move-object/from16 v17, v1

    move-object/from16 v31, v13

    const/16 v18, 0x0

    .line 122
    move-object/from16 v0, v17

    invoke-virtual {v0}, Lapp/larder/shopping/ListEntry;->getId()Ljava/lang/String;

    move-result-object v0

    .line 211
    move-object v1, v0

    move-object/from16 v0, v31

    move-object/from16 v2, v16

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_6

    .line 209
    :cond_9
    move-object v9, v13

    .line 122
    const/4 v10, 0x0

    .line 214
    new-instance v11, Ljava/util/LinkedHashMap;

    invoke-direct {v11}, Ljava/util/LinkedHashMap;-><init>()V

    .line 215
    invoke-interface {v9}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :cond_a
    :goto_7
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Ljava/util/Map$Entry;

    .line 216
    invoke-interface {v13}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v14

    check-cast v14, Ljava/lang/String;

    const/4 v15, 0x0

    .line 122
    invoke-interface {v7, v14}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 216
    if-eqz v0, :cond_a

    .line 217
    invoke-interface {v13}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v13}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v2

    invoke-virtual {v11, v1, v2}, Ljava/util/LinkedHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_7

    .line 220
    :cond_b
    move-object v0, v11

    check-cast v0, Ljava/util/Map;

    .line 122
    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 221
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    invoke-direct {v12}, Ljava/util/ArrayList;-><init>()V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 222
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :cond_c
    :goto_8
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_e

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    move-object v0, v15

    check-cast v0, Lapp/larder/shopping/ListEntry;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 122
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/larder/shopping/ListEntry;->getBought()Z

    move-result v0

    if-nez v0, :cond_d

    const/4 v0, 0x1

    goto :goto_9

    :cond_d
    const/4 v0, 0x0

    .line 222
    :goto_9
    if-eqz v0, :cond_c

    invoke-interface {v12, v15}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_8

    .line 223
    :cond_e
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 122
    move-object v8, v0

    .line 123
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 124
    move-object v0, v8

    check-cast v0, Ljava/lang/Iterable;

    move-object v10, v0

    const/4 v11, 0x0

    .line 224
    invoke-interface {v10}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_a
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_f

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    move-object v0, v13

    check-cast v0, Lapp/larder/shopping/ListEntry;

    move-object v14, v0

    const/4 v15, 0x0

    .line 125
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v16, v2

    move-object/from16 v17, v16

    .line 140
    const-string v18, "list_items"

    move-object/from16 v19, v9

    const/16 v20, 0x0

    .line 125
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    move-object/from16 v0, v17

    const-string v1, "bought"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    sget-object v21, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v2, v16

    move-object/from16 v16, v4

    invoke-virtual {v14}, Lapp/larder/shopping/ListEntry;->getId()Ljava/lang/String;

    move-result-object v6

    const/4 v5, 0x0

    aput-object v6, v16, v5

    move-object/from16 v0, v19

    move-object/from16 v1, v18

    const-string v3, "id = ?"

    move-object/from16 v4, v16

    invoke-virtual {v0, v1, v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 126
    const/16 v16, 0x0

    .line 225
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v22

    .line 227
    :try_start_0
    const/16 v24, 0x0

    .line 127
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v1}, Lapp/larder/core/Larder;->getHISTORY()Landroid/net/Uri;

    move-result-object v1

    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v25, v2

    move-object/from16 v26, v25

    move-object/from16 v27, v1

    move-object/from16 v28, v0

    const/16 v29, 0x0

    .line 128
    invoke-virtual {v14}, Lapp/larder/shopping/ListEntry;->getId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, v26

    const-string v1, "item"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 129
    move-object/from16 v0, v26

    const-string v1, "action"

    const-string v2, "bought"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 130
    move-object/from16 v2, p0

    invoke-virtual {v2}, Lapp/larder/core/ToolCall;->getUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    move-object/from16 v0, v26

    const-string v1, "by_uid"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 131
    sget-object v30, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 127
    move-object/from16 v0, v28

    move-object/from16 v1, v27

    move-object/from16 v2, v25

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;

    .line 132
    sget-object v24, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 229
    move-wide/from16 v0, v22

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 227
    goto :goto_b

    .line 229
    :catchall_0
    move-exception v25

    move-wide/from16 v0, v22

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v25

    .line 224
    :goto_b
    goto/16 :goto_a

    .line 134
    :cond_f
    move-object/from16 v0, p0

    const-string v1, "checked_off"

    invoke-static {v0, v1}, Lapp/larder/shopping/ShoppingToolsKt;->audit(Lapp/larder/core/ToolCall;Ljava/lang/String;)V

    .line 135
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v3

    const-string v2, "checked"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final entries(Ljava/lang/String;)Ljava/util/List;
    .registers 17

    .line 38
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 39
    const-string v1, "SELECT id, list_id, name, aisle, due_at, bought FROM list_items"

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 40
    if-eqz p0, :cond_0

    const-string v1, " WHERE list_id = ?"

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 41
    :cond_0
    const-string v1, " ORDER BY aisle, name"

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 38
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    .line 43
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    move-object v1, v3

    move-object/from16 v2, p0

    if-eqz p0, :cond_1

    move-object v6, v2

    .line 140
    move-object v14, v1

    move-object v13, v0

    const/4 v7, 0x0

    .line 43
    const/4 v0, 0x1

    new-array v8, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object v6, v8, v1

    move-object v15, v8

    move-object v0, v13

    move-object v1, v14

    move-object v2, v15

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    :goto_0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "rawQuery(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v4, v0

    const/4 v5, 0x0

    .line 141
    move-object v0, v4

    check-cast v0, Ljava/io/Closeable;

    move-object v6, v0

    const/4 v7, 0x0

    :try_start_0
    move-object v0, v6

    check-cast v0, Landroid/database/Cursor;

    move-object v8, v0

    const/4 v9, 0x0

    .line 142
    new-instance v10, Ljava/util/ArrayList;

    invoke-interface {v8}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v10, v2}, Ljava/util/ArrayList;-><init>(I)V

    .line 143
    :goto_1
    invoke-interface {v8}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object v11, v8

    move-object v13, v10

    const/4 v12, 0x0

    .line 43
    invoke-static {v11}, Lapp/larder/shopping/ShoppingToolsKt;->entry(Landroid/database/Cursor;)Lapp/larder/shopping/ListEntry;

    move-result-object v0

    .line 143
    invoke-virtual {v13, v0}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_1

    .line 141
    :cond_2
    move-object v8, v10
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v8

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v9

    move-object v7, v9

    throw v9
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v9

    invoke-static {v6, v7}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v9

    :goto_2
    check-cast v0, Ljava/util/List;

    .line 43
    return-object v0
.end method

.method private static final entry(Landroid/database/Cursor;)Lapp/larder/shopping/ListEntry;
    .registers 11

    .line 31
    new-instance v0, Lapp/larder/shopping/ListEntry;

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

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v6, "getString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v6, 0x3

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    if-nez v5, :cond_0

    const-string v5, "other"

    :cond_0
    const/4 v7, 0x4

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    const/4 v9, 0x5

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getInt(I)I

    move-result v8

    const/4 v9, 0x1

    if-ne v8, v9, :cond_1

    const/4 v8, 0x1

    goto :goto_0

    :cond_1
    const/4 v8, 0x0

    :goto_0
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    move-wide v5, v6

    move v7, v8

    invoke-direct/range {v0 .. v7}, Lapp/larder/shopping/ListEntry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;JZ)V

    return-object v0
.end method

.method public static final getList(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 32

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 82
    move-object/from16 v0, p0

    const-string v1, "list_id"

    invoke-static {v0, v1}, Lapp/larder/core/ToolCallKt;->id(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 83
    invoke-static {v4}, Lapp/larder/shopping/ShoppingToolsKt;->requireList(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 84
    invoke-static {v4}, Lapp/larder/shopping/ShoppingToolsKt;->entries(Ljava/lang/String;)Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 178
    move-object v9, v7

    new-instance v10, Ljava/util/LinkedHashMap;

    invoke-direct {v10}, Ljava/util/LinkedHashMap;-><init>()V

    check-cast v10, Ljava/util/Map;

    const/4 v11, 0x0

    .line 179
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    .line 180
    move-object v0, v13

    check-cast v0, Lapp/larder/shopping/ListEntry;

    move-object v14, v0

    const/4 v15, 0x0

    .line 84
    invoke-virtual {v14}, Lapp/larder/shopping/ListEntry;->getAisle()Ljava/lang/String;

    move-result-object v16

    .line 181
    move-object/from16 v17, v10

    move-object/from16 v18, v16

    const/16 v19, 0x0

    .line 182
    move-object/from16 v0, v17

    move-object/from16 v1, v18

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v20

    .line 183
    if-nez v20, :cond_0

    .line 184
    const/16 v21, 0x0

    .line 181
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/List;

    .line 184
    move-object/from16 v21, v0

    .line 185
    move-object/from16 v0, v17

    move-object/from16 v1, v18

    move-object/from16 v2, v21

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 186
    move-object/from16 v0, v21

    goto :goto_1

    .line 188
    :cond_0
    move-object/from16 v0, v20

    .line 181
    :goto_1
    check-cast v0, Ljava/util/List;

    move-object v14, v0

    .line 189
    invoke-interface {v14, v13}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 84
    :cond_1
    invoke-static {v10}, Lkotlin/collections/MapsKt;->toSortedMap(Ljava/util/Map;)Ljava/util/SortedMap;

    move-result-object v7

    check-cast v7, Ljava/util/Map;

    const/4 v8, 0x0

    .line 192
    move-object v9, v7

    new-instance v10, Ljava/util/ArrayList;

    invoke-interface {v7}, Ljava/util/Map;->size()I

    move-result v2

    invoke-direct {v10, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v10, Ljava/util/Collection;

    const/4 v11, 0x0

    .line 193
    invoke-interface {v9}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_2
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    check-cast v13, Ljava/util/Map$Entry;

    .line 194
    move-object v14, v13

    move-object/from16 v30, v10

    const/4 v15, 0x0

    invoke-interface {v14}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v16

    check-cast v16, Ljava/lang/String;

    invoke-interface {v14}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v17

    check-cast v17, Ljava/util/List;

    .line 85
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "aisle"

    move-object/from16 v2, v16

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, v17

    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object/from16 v2, v17

    check-cast v2, Ljava/lang/Iterable;

    move-object/from16 v18, v2

    const/16 v19, 0x0

    .line 195
    new-instance v3, Lapp/larder/shopping/ShoppingToolsKt$getList$lambda$1$$inlined$sortedBy$1;

    invoke-direct {v3}, Lapp/larder/shopping/ShoppingToolsKt$getList$lambda$1$$inlined$sortedBy$1;-><init>()V

    check-cast v3, Ljava/util/Comparator;

    move-object/from16 v2, v18

    invoke-static {v2, v3}, Lkotlin/collections/CollectionsKt;->sortedWith(Ljava/lang/Iterable;Ljava/util/Comparator;)Ljava/util/List;

    move-result-object v18

    check-cast v18, Ljava/lang/Iterable;

    .line 85
    const-string v20, "entries"

    move-object/from16 v21, v0

    const/16 v19, 0x0

    .line 196
    move-object/from16 v22, v18

    new-instance v0, Ljava/util/ArrayList;

    move-object/from16 v2, v18

    const/16 v3, 0xa

    invoke-static {v2, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v23, v0

    const/16 v24, 0x0

    .line 197
    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v25

    :goto_3
    move-object/from16 v0, v25

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, v25

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v26

    .line 198
    move-object/from16 v1, v26

    check-cast v1, Lapp/larder/shopping/ListEntry;

    move-object/from16 v27, v1

    move-object/from16 v28, v23

    const/16 v29, 0x0

    .line 85
    move-object/from16 v0, v27

    invoke-static {v0}, Lapp/larder/shopping/ShoppingToolsKt;->toJson(Lapp/larder/shopping/ListEntry;)Lorg/json/JSONObject;

    move-result-object v0

    .line 198
    move-object v1, v0

    move-object/from16 v0, v28

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_3

    .line 199
    :cond_2
    move-object/from16 v0, v23

    check-cast v0, Ljava/util/List;

    .line 196
    move-object/from16 v28, v0

    move-object/from16 v2, v28

    check-cast v2, Ljava/lang/Iterable;

    .line 85
    invoke-static {v2}, Lapp/larder/core/WireKt;->toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v2

    move-object/from16 v0, v21

    move-object/from16 v1, v20

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 194
    move-object v1, v0

    move-object/from16 v0, v30

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto/16 :goto_2

    .line 200
    :cond_3
    move-object v0, v10

    check-cast v0, Ljava/util/List;

    .line 84
    move-object v6, v0

    .line 87
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "list_id"

    invoke-virtual {v1, v2, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    invoke-virtual {v1, v2, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 88
    move-object v3, v6

    check-cast v3, Ljava/lang/Iterable;

    invoke-static {v3}, Lapp/larder/core/WireKt;->toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "aisles"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 87
    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final listLists(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 34

    move-object/from16 v0, p0

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 68
    const/4 v0, 0x0

    invoke-static {v0}, Lapp/larder/shopping/ShoppingToolsKt;->entries(Ljava/lang/String;)Ljava/util/List;

    move-result-object v9

    check-cast v9, Ljava/lang/Iterable;

    const/4 v10, 0x0

    .line 151
    move-object v11, v9

    new-instance v12, Ljava/util/LinkedHashMap;

    invoke-direct {v12}, Ljava/util/LinkedHashMap;-><init>()V

    check-cast v12, Ljava/util/Map;

    const/4 v13, 0x0

    .line 152
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_0
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 153
    move-object v0, v15

    check-cast v0, Lapp/larder/shopping/ListEntry;

    move-object/from16 v16, v0

    const/16 v17, 0x0

    .line 68
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/larder/shopping/ListEntry;->getListId()Ljava/lang/String;

    move-result-object v18

    .line 154
    move-object/from16 v19, v12

    move-object/from16 v20, v18

    const/16 v21, 0x0

    .line 155
    move-object/from16 v0, v19

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v22

    .line 156
    if-nez v22, :cond_0

    .line 157
    const/16 v23, 0x0

    .line 154
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/List;

    .line 157
    move-object/from16 v23, v0

    .line 158
    move-object/from16 v0, v19

    move-object/from16 v1, v20

    move-object/from16 v2, v23

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 159
    move-object/from16 v0, v23

    goto :goto_1

    .line 161
    :cond_0
    move-object/from16 v0, v22

    .line 154
    :goto_1
    check-cast v0, Ljava/util/List;

    move-object/from16 v16, v0

    .line 162
    move-object/from16 v0, v16

    invoke-interface {v0, v15}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 68
    :cond_1
    move-object v8, v12

    .line 69
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 70
    const/4 v2, 0x2

    new-array v11, v2, [Ljava/lang/String;

    const-string v4, "id"

    const/4 v3, 0x0

    aput-object v4, v11, v3

    const-string v4, "title"

    const/4 v3, 0x1

    aput-object v4, v11, v3

    move-object v2, v11

    const-string v1, "lists"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v10, v0

    .line 71
    const/4 v11, 0x0

    .line 165
    move-object v0, v10

    check-cast v0, Ljava/io/Closeable;

    move-object v12, v0

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    const/4 v15, 0x0

    .line 166
    new-instance v0, Ljava/util/ArrayList;

    invoke-interface {v14}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object/from16 v16, v0

    .line 167
    :goto_2
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v17, v14

    move-object/from16 v32, v16

    const/16 v18, 0x0

    .line 71
    move-object/from16 v0, v17

    const/4 v1, 0x0

    invoke-interface {v0, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v17

    const/4 v2, 0x1

    invoke-interface {v1, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    .line 167
    move-object v1, v0

    move-object/from16 v0, v32

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 165
    :cond_2
    move-object/from16 v14, v16
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-static {v12, v13}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    move-object v0, v14

    goto :goto_3

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

    :goto_3
    check-cast v0, Ljava/util/List;

    .line 169
    check-cast v0, Ljava/lang/Iterable;

    move-object v10, v0

    .line 72
    const/4 v11, 0x0

    .line 170
    move-object v12, v10

    new-instance v13, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v10, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v13, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v13, Ljava/util/Collection;

    const/4 v14, 0x0

    .line 171
    invoke-interface {v12}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v15

    :goto_4
    invoke-interface {v15}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_b

    invoke-interface {v15}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v16

    .line 172
    move-object/from16 v1, v16

    check-cast v1, Lkotlin/Pair;

    move-object/from16 v17, v1

    move-object/from16 v32, v13

    const/16 v18, 0x0

    move-object/from16 v0, v17

    invoke-virtual {v0}, Lkotlin/Pair;->component1()Ljava/lang/Object;

    move-result-object v19

    check-cast v19, Ljava/lang/String;

    move-object/from16 v0, v17

    invoke-virtual {v0}, Lkotlin/Pair;->component2()Ljava/lang/Object;

    move-result-object v20

    check-cast v20, Ljava/lang/String;

    .line 73
    move-object/from16 v1, v19

    invoke-interface {v8, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    if-nez v0, :cond_3

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v0

    :cond_3
    move-object/from16 v21, v0

    .line 74
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "list_id"

    move-object/from16 v2, v19

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    move-object/from16 v2, v20

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    move-object/from16 v2, v21

    check-cast v2, Ljava/lang/Iterable;

    move-object/from16 v22, v2

    const-string v23, "open"

    move-object/from16 v24, v0

    const/16 v25, 0x0

    .line 173
    move-object/from16 v0, v22

    instance-of v0, v0, Ljava/util/Collection;

    if-eqz v0, :cond_4

    move-object/from16 v0, v22

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x0

    goto :goto_7

    .line 174
    :cond_4
    const/16 v26, 0x0

    .line 175
    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v27

    :cond_5
    :goto_5
    move-object/from16 v0, v27

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    move-object/from16 v0, v27

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v28

    move-object/from16 v0, v28

    check-cast v0, Lapp/larder/shopping/ListEntry;

    move-object/from16 v29, v0

    const/16 v30, 0x0

    .line 75
    move-object/from16 v0, v29

    invoke-virtual {v0}, Lapp/larder/shopping/ListEntry;->getBought()Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x1

    goto :goto_6

    :cond_6
    const/4 v0, 0x0

    .line 175
    :goto_6
    if-eqz v0, :cond_5

    add-int/lit8 v26, v26, 0x1

    if-gez v26, :cond_5

    invoke-static {}, Lkotlin/collections/CollectionsKt;->throwCountOverflow()V

    goto :goto_5

    .line 176
    :cond_7
    move/from16 v0, v26

    :goto_7
    move/from16 v31, v0

    .line 75
    move-object/from16 v0, v24

    move-object/from16 v1, v23

    move/from16 v2, v31

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, v21

    check-cast v2, Ljava/lang/Iterable;

    move-object/from16 v22, v2

    const-string v23, "bought"

    move-object/from16 v24, v0

    const/16 v25, 0x0

    .line 173
    move-object/from16 v0, v22

    instance-of v0, v0, Ljava/util/Collection;

    if-eqz v0, :cond_8

    move-object/from16 v0, v22

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_8

    const/4 v0, 0x0

    goto :goto_9

    .line 174
    :cond_8
    const/16 v26, 0x0

    .line 175
    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v27

    :cond_9
    :goto_8
    move-object/from16 v0, v27

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_a

    move-object/from16 v0, v27

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v28

    move-object/from16 v0, v28

    check-cast v0, Lapp/larder/shopping/ListEntry;

    move-object/from16 v29, v0

    const/16 v30, 0x0

    .line 75
    move-object/from16 v0, v29

    invoke-virtual {v0}, Lapp/larder/shopping/ListEntry;->getBought()Z

    move-result v0

    .line 175
    if-eqz v0, :cond_9

    add-int/lit8 v26, v26, 0x1

    if-gez v26, :cond_9

    invoke-static {}, Lkotlin/collections/CollectionsKt;->throwCountOverflow()V

    goto :goto_8

    .line 176
    :cond_a
    move/from16 v0, v26

    :goto_9
    move/from16 v31, v0

    .line 75
    move-object/from16 v0, v24

    move-object/from16 v1, v23

    move/from16 v2, v31

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 172
    move-object v1, v0

    move-object/from16 v0, v32

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto/16 :goto_4

    .line 177
    :cond_b
    move-object v0, v13

    check-cast v0, Ljava/util/List;

    .line 69
    move-object v9, v0

    .line 77
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    move-object v3, v9

    check-cast v3, Ljava/lang/Iterable;

    invoke-static {v3}, Lapp/larder/core/WireKt;->toJsonObjects(Ljava/lang/Iterable;)Lorg/json/JSONArray;

    move-result-object v3

    const-string v2, "lists"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final requireList(Ljava/lang/String;)Ljava/lang/String;
    .registers 19

    move-object/from16 v0, p0

    const-string v1, "listId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 47
    const/4 v2, 0x1

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "title"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    const/4 v5, 0x0

    aput-object p0, v9, v5

    move-object v4, v9

    const-string v1, "lists"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v8, v0

    .line 48
    const/4 v9, 0x0

    .line 146
    move-object v0, v8

    check-cast v0, Ljava/io/Closeable;

    move-object v10, v0

    const/4 v11, 0x0

    :try_start_0
    move-object v0, v10

    check-cast v0, Landroid/database/Cursor;

    move-object v12, v0

    const/4 v13, 0x0

    .line 147
    new-instance v14, Ljava/util/ArrayList;

    invoke-interface {v12}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V

    .line 148
    :goto_0
    invoke-interface {v12}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v15, v12

    move-object/from16 v17, v14

    const/16 v16, 0x0

    .line 48
    const/4 v1, 0x0

    invoke-interface {v15, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    .line 148
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 146
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

    .line 49
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->firstOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    .line 46
    if-nez v0, :cond_1

    .line 49
    const-string v0, "INVALID_ARGS"

    const-string v1, "No shopping list has that list_id"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    :cond_1
    return-object v0
.end method

.method public static final toJson(Lapp/larder/shopping/ListEntry;)Lorg/json/JSONObject;
    .registers 8

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lapp/larder/shopping/ListEntry;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "entry_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lapp/larder/shopping/ListEntry;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {p0}, Lapp/larder/shopping/ListEntry;->getAisle()Ljava/lang/String;

    move-result-object v2

    const-string v1, "aisle"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 34
    invoke-virtual {p0}, Lapp/larder/shopping/ListEntry;->getBought()Z

    move-result v2

    const-string v1, "bought"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v4

    move-object v5, v4

    .line 140
    const/4 v6, 0x0

    .line 34
    invoke-virtual {p0}, Lapp/larder/shopping/ListEntry;->getDueAt()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    invoke-virtual {p0}, Lapp/larder/shopping/ListEntry;->getDueAt()J

    move-result-wide v2

    const-string v1, "due_at_ms"

    invoke-virtual {v5, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    :cond_0
    const-string v2, "also(...)"

    invoke-static {v4, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v4
.end method
