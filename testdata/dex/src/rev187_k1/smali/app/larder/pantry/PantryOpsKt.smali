.class public final Lapp/larder/pantry/PantryOpsKt;
.super Ljava/lang/Object;
.source "PantryOps.kt"


# direct methods
.method public static final operationReply(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Lapp/larder/core/Reply;
    .registers 14

    const-string v1, "method"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 132
    move-object v0, p3

    if-eqz p3, :cond_1

    move-object v7, v0

    .line 142
    const/4 v8, 0x0

    .line 132
    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    invoke-virtual {v0, v7, p1}, Lapp/larder/pantry/OperationStore;->find(Ljava/lang/String;I)Lapp/larder/pantry/Operation;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v7, v0

    move-object v8, v7

    .line 142
    const/4 v9, 0x0

    .line 132
    invoke-virtual {v8}, Lapp/larder/pantry/Operation;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v7

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 133
    :cond_1
    const-string v0, "INVALID_REQUEST"

    const-string v1, "Unknown operation_id for this request_id"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 132
    :cond_2
    move-object v6, v0

    .line 134
    const-string v1, "get_operation"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-virtual {v6}, Lapp/larder/pantry/Operation;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {p2, v1, v2, v3, v4}, Lapp/larder/core/WireKt;->successReply$default(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0

    .line 135
    :cond_3
    invoke-virtual {v6}, Lapp/larder/pantry/Operation;->getTerminal()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 136
    move-object v2, p2

    const-string v0, "CONFLICT"

    const-string v1, "The operation has already finished"

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/larder/core/WireKt;->errorReply$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0

    .line 138
    :cond_4
    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    invoke-virtual {v6}, Lapp/larder/pantry/Operation;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/pantry/OperationStore;->requestCancel(Ljava/lang/String;)V

    .line 139
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v6}, Lapp/larder/pantry/Operation;->getId()Ljava/lang/String;

    move-result-object v3

    const-string v2, "operation_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "state"

    const-string v3, "cancellation_requested"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "put(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {p2, v1, v2, v3, v4}, Lapp/larder/core/WireKt;->successReply$default(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method private static final restock(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;
    .registers 34

    .line 107
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getDb()Lapp/larder/core/LarderDb;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/LarderDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 108
    const/4 v2, 0x1

    new-array v11, v2, [Ljava/lang/String;

    const-string v4, "name"

    const/4 v3, 0x0

    aput-object v4, v11, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v11

    move-object v11, v4

    const/4 v5, 0x0

    aput-object p0, v11, v5

    move-object v0, v8

    move-object v4, v11

    const-string v1, "list_items"

    const-string v3, "list_id = ? AND bought = 1"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    const-string v2, "query(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v10, v0

    .line 109
    const/4 v11, 0x0

    .line 143
    move-object v0, v10

    check-cast v0, Ljava/io/Closeable;

    move-object v12, v0

    const/4 v13, 0x0

    :try_start_0
    move-object v0, v12

    check-cast v0, Landroid/database/Cursor;

    move-object v14, v0

    const/4 v15, 0x0

    .line 144
    new-instance v0, Ljava/util/ArrayList;

    invoke-interface {v14}, Landroid/database/Cursor;->getCount()I

    move-result v2

    invoke-direct {v0, v2}, Ljava/util/ArrayList;-><init>(I)V

    move-object/from16 v16, v0

    .line 145
    :goto_0
    invoke-interface {v14}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v17, v14

    move-object/from16 v30, v16

    const/16 v18, 0x0

    .line 109
    move-object/from16 v0, v17

    const/4 v1, 0x0

    invoke-interface {v0, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    .line 145
    move-object v1, v0

    move-object/from16 v0, v30

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 143
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

    .line 108
    move-object v9, v0

    .line 110
    invoke-interface {v9}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    if-nez p2, :cond_1

    const-string v0, "CONFLICT"

    const-string v1, "Nothing on that list has been bought yet"

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->fail(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Void;

    new-instance v0, Lkotlin/KotlinNothingValueException;

    invoke-direct {v0}, Lkotlin/KotlinNothingValueException;-><init>()V

    throw v0

    .line 111
    :cond_1
    move-object v0, v9

    check-cast v0, Ljava/lang/Iterable;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->distinct(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v11

    check-cast v11, Ljava/lang/Iterable;

    const/4 v12, 0x0

    .line 148
    move-object v13, v11

    new-instance v14, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v11, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v14, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v14, Ljava/util/Collection;

    const/4 v15, 0x0

    .line 149
    invoke-interface {v13}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v16

    :goto_2
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v17

    .line 150
    move-object/from16 v1, v17

    check-cast v1, Ljava/lang/String;

    move-object/from16 v18, v1

    move-object/from16 v30, v14

    const/16 v19, 0x0

    .line 112
    if-eqz p2, :cond_2

    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    move-object/from16 v1, p2

    invoke-virtual {v0, v1}, Lapp/larder/pantry/OperationStore;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lapp/larder/pantry/CancelledRestock;

    invoke-direct {v0}, Lapp/larder/pantry/CancelledRestock;-><init>()V

    throw v0

    .line 113
    :cond_2
    sget-object v0, Lapp/larder/core/Tokens;->INSTANCE:Lapp/larder/core/Tokens;

    const-string v1, "it"

    invoke-virtual {v0, v1}, Lapp/larder/core/Tokens;->id(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v20

    move-object/from16 v21, v20

    const/16 v22, 0x0

    .line 114
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v23, v3

    move-object/from16 v24, v23

    const/16 v25, 0x0

    const-string v26, "items"

    move-object/from16 v27, v8

    const/16 v28, 0x0

    .line 115
    move-object/from16 v0, v24

    const-string v1, "id"

    move-object/from16 v2, v21

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 116
    move-object/from16 v0, v24

    const-string v1, "name"

    move-object/from16 v2, v18

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 117
    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    move-object/from16 v0, v24

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 118
    sget-object v29, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 114
    move-object/from16 v0, v27

    move-object/from16 v1, v26

    move-object/from16 v2, v25

    move-object/from16 v3, v23

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 119
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    move-object/from16 v23, v3

    move-object/from16 v24, v23

    const/16 v25, 0x0

    const-string v26, "history"

    move-object/from16 v27, v8

    const/16 v28, 0x0

    .line 120
    move-object/from16 v0, v24

    const-string v1, "item"

    move-object/from16 v2, v21

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 121
    move-object/from16 v0, v24

    const-string v1, "action"

    const-string v2, "restocked"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 122
    move/from16 v2, p1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    move-object/from16 v0, v24

    const-string v1, "by_uid"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 123
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    move-object/from16 v0, v24

    const-string v1, "at"

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 124
    sget-object v29, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 119
    move-object/from16 v0, v27

    move-object/from16 v1, v26

    move-object/from16 v2, v25

    move-object/from16 v3, v23

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 150
    move-object/from16 v0, v30

    move-object/from16 v1, v20

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto/16 :goto_2

    .line 151
    :cond_3
    move-object v0, v14

    check-cast v0, Ljava/util/List;

    .line 111
    move-object v10, v0

    .line 127
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v10}, Ljava/util/List;->size()I

    move-result v2

    const-string v1, "added"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method private static final runRestock(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 9

    .line 94
    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    invoke-virtual {v0, p0}, Lapp/larder/pantry/OperationStore;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    const-string v1, "cancelled"

    const/4 v2, 0x0

    invoke-virtual {v0, p0, v1, v2}, Lapp/larder/pantry/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void

    .line 95
    :cond_0
    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    const-string v1, "running"

    const/4 v2, 0x0

    invoke-virtual {v0, p0, v1, v2}, Lapp/larder/pantry/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 96
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    .line 142
    const/4 v4, 0x0

    .line 96
    invoke-static {p1, p2, p0}, Lapp/larder/pantry/PantryOpsKt;->restock(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v5

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v5}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    :goto_0
    move-object v3, v4

    .line 98
    invoke-static {v3}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    move-object v4, v3

    invoke-static {v4}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v2, v4

    check-cast v2, Lorg/json/JSONObject;

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "succeeded"

    invoke-virtual {v0, p0, v1, v2}, Lapp/larder/pantry/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 99
    :cond_1
    invoke-static {v3}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    instance-of v0, v0, Lapp/larder/pantry/CancelledRestock;

    if-eqz v0, :cond_2

    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    const-string v1, "cancelled"

    const/4 v2, 0x0

    invoke-virtual {v0, p0, v1, v2}, Lapp/larder/pantry/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_1

    .line 100
    :cond_2
    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    const-string v1, "failed"

    const/4 v2, 0x0

    invoke-virtual {v0, p0, v1, v2}, Lapp/larder/pantry/OperationStore;->move(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 102
    :goto_1
    return-void
.end method

.method public static final startRestock(Lapp/larder/core/ToolCall;)Lapp/larder/core/Reply;
    .registers 8

    const-string v1, "call"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 82
    const-string v1, "list_id"

    invoke-static {p0, v1}, Lapp/larder/core/ToolCallKt;->id(Lapp/larder/core/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 83
    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getUid()I

    move-result v5

    .line 84
    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getSession()Lapp/larder/core/Session;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/core/Session;->getCapabilities()Ljava/util/Set;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 85
    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    const/4 v3, 0x0

    invoke-static {v4, v5, v3}, Lapp/larder/pantry/PantryOpsKt;->restock(Ljava/lang/String;ILjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->inlineReply(Ljava/lang/String;Ljava/lang/Object;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0

    .line 87
    :cond_0
    sget-object v0, Lapp/larder/pantry/Operation;->Companion:Lapp/larder/pantry/Operation$Companion;

    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v5, v2}, Lapp/larder/pantry/Operation$Companion;->start(ILjava/lang/String;)Lapp/larder/pantry/Operation;

    move-result-object v6

    .line 88
    sget-object v0, Lapp/larder/pantry/OperationStore;->INSTANCE:Lapp/larder/pantry/OperationStore;

    invoke-virtual {v0, v6}, Lapp/larder/pantry/OperationStore;->insert(Lapp/larder/pantry/Operation;)V

    .line 89
    sget-object v0, Lapp/larder/core/Larder;->INSTANCE:Lapp/larder/core/Larder;

    invoke-virtual {v0}, Lapp/larder/core/Larder;->getWorker()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    new-instance v1, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;

    invoke-direct {v1, v6, v4, v5}, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;-><init>(Lapp/larder/pantry/Operation;Ljava/lang/String;I)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 90
    invoke-virtual {p0}, Lapp/larder/core/ToolCall;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v6}, Lapp/larder/pantry/Operation;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/larder/core/WireKt;->acceptedReply(Ljava/lang/String;Ljava/lang/String;)Lapp/larder/core/Reply;

    move-result-object v0

    return-object v0
.end method

.method public static final startRestock$lambda$0(Lapp/larder/pantry/Operation;Ljava/lang/String;I)V
    .registers 4

    .line 89
    invoke-virtual {p0}, Lapp/larder/pantry/Operation;->getId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p1, p2}, Lapp/larder/pantry/PantryOpsKt;->runRestock(Ljava/lang/String;Ljava/lang/String;I)V

    return-void
.end method
