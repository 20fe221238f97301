.class public final Lcom/larderly/pantry/PantryProvider;
.super Lcom/larderly/pantry/ToolEndpoint;
.source "PantryProvider.kt"


# instance fields
.field private final confirmScreen$delegate:Lkotlin/Lazy;

.field private final description:Ljava/lang/String;

.field private final gate$delegate:Lkotlin/Lazy;

.field private final outcomes$delegate:Lkotlin/Lazy;

.field private final providerId:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final tools:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 8

    .line 19
    invoke-direct {p0}, Lcom/larderly/pantry/ToolEndpoint;-><init>()V

    .line 20
    const-string v0, "com.larderly.pantry.larder"

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->providerId:Ljava/lang/String;

    .line 21
    const-string v0, "The household pantry: what is in stock and what expires soon"

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->description:Ljava/lang/String;

    .line 22
    const-string v0, "larder-7"

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->revision:Ljava/lang/String;

    .line 23
    new-instance v0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda0;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->gate$delegate:Lkotlin/Lazy;

    .line 24
    new-instance v0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda1;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->outcomes$delegate:Lkotlin/Lazy;

    .line 25
    new-instance v0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda2;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->confirmScreen$delegate:Lkotlin/Lazy;

    .line 28
    const/4 v0, 0x3

    new-array v6, v0, [Lorg/json/JSONObject;

    const-string v2, "pantry.read"

    const-string v3, "read"

    const-string v4, "personal"

    const-string v5, "See the pantry"

    invoke-static {v2, v3, v4, v5}, Lcom/larderly/pantry/ToolDslKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 29
    const-string v2, "pantry.write"

    const-string v3, "write"

    const-string v4, "personal"

    const-string v5, "Add and discard pantry items"

    invoke-static {v2, v3, v4, v5}, Lcom/larderly/pantry/ToolDslKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 30
    const-string v2, "pantry.share"

    const-string v3, "write"

    const-string v4, "personal"

    const-string v5, "Share the pantry list with a companion app"

    invoke-static {v2, v3, v4, v5}, Lcom/larderly/pantry/ToolDslKt;->scopeOf(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v6, v1

    .line 27
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->scopes:Ljava/util/List;

    .line 38
    new-instance v0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda3;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-static {v0}, Lcom/larderly/pantry/ToolDslKt;->toolSet(Lkotlin/jvm/functions/Function1;)Ljava/util/Map;

    move-result-object v0

    iput-object v0, p0, Lcom/larderly/pantry/PantryProvider;->tools:Ljava/util/Map;

    .line 19
    return-void
.end method

.method private final addItem(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 16

    .line 112
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v8

    const-string v9, "name"

    const/4 v10, 0x0

    .line 155
    invoke-virtual {v8, v9}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 112
    if-eqz v0, :cond_4

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object v10, v0

    move-object v11, v10

    .line 156
    const/4 v12, 0x0

    .line 112
    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v13

    const/4 v0, 0x1

    if-gt v0, v13, :cond_2

    const/16 v1, 0x51

    if-ge v13, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_3

    move-object v0, v10

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    .line 113
    :cond_4
    const-string v0, "name must be 1 to 80 characters."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    .line 112
    :cond_5
    move-object v6, v0

    .line 114
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "qty"

    const/4 v11, 0x0

    .line 157
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Number;

    if-nez v1, :cond_6

    const/4 v0, 0x0

    :cond_6
    check-cast v0, Ljava/lang/Number;

    .line 114
    if-eqz v0, :cond_a

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v12

    .line 156
    const/4 v13, 0x0

    .line 114
    const/4 v0, 0x1

    if-gt v0, v12, :cond_8

    const/16 v1, 0x3e8

    if-ge v12, v1, :cond_7

    const/4 v0, 0x1

    goto :goto_2

    :cond_7
    const/4 v0, 0x0

    goto :goto_2

    :cond_8
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_9

    move-object v0, v11

    goto :goto_3

    :cond_9
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_a

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_4

    :cond_a
    const/4 v0, 0x1

    :goto_4
    move v7, v0

    .line 115
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v11

    const-string v12, "expires_at_ms"

    const/4 v13, 0x0

    .line 158
    invoke-virtual {v11, v12}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Number;

    if-nez v1, :cond_b

    const/4 v0, 0x0

    :cond_b
    check-cast v0, Ljava/lang/Number;

    .line 115
    if-eqz v0, :cond_c

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    goto :goto_5

    :cond_c
    const-wide/16 v0, 0x0

    :goto_5
    move-wide v8, v0

    .line 116
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v4

    invoke-virtual {v4, v6, v7, v8, v9}, Lcom/larderly/pantry/PantryDao;->addItem(Ljava/lang/String;IJ)J

    move-result-wide v4

    const-string v3, "item_id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public static final confirmScreen_delegate$lambda$0(Lcom/larderly/pantry/PantryProvider;)Landroid/content/Intent;
    .registers 4

    .line 25
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/larderly/pantry/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    return-object v0
.end method

.method private final discardItem(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 13

    .line 120
    new-instance v6, Lcom/larderly/pantry/DiscardArgs;

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->argMap()Ljava/util/Map;

    move-result-object v2

    invoke-direct {v6, v2}, Lcom/larderly/pantry/DiscardArgs;-><init>(Ljava/util/Map;)V

    .line 121
    invoke-virtual {v6}, Lcom/larderly/pantry/DiscardArgs;->getItem()Ljava/lang/Number;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v7

    .line 122
    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    invoke-virtual {v0, v7, v8}, Lcom/larderly/pantry/PantryDao;->item(J)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "No pantry item has that item_id."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v9, v0

    .line 123
    invoke-virtual {v6}, Lcom/larderly/pantry/DiscardArgs;->getConfirmed()Z

    move-result v0

    if-nez v0, :cond_3

    .line 124
    invoke-virtual {p0, p1}, Lcom/larderly/pantry/PantryProvider;->confirmation(Lcom/larderly/pantry/ToolCall;)Ljava/lang/Boolean;

    move-result-object v10

    .line 125
    if-nez v10, :cond_1

    const-string v3, "name"

    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "qty"

    invoke-virtual {v9, v4}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;)I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Throw away "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, ") for good?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, p1, v2}, Lcom/larderly/pantry/PantryProvider;->askUser(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    .line 126
    :cond_1
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    new-instance v0, Lcom/larderly/pantry/Outcome$Failed;

    const-string v1, "USER_CANCELLED"

    const-string v2, "Discarding was not approved."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larderly/pantry/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0

    .line 127
    :cond_2
    const/4 v1, 0x1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 124
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 130
    :cond_3
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v4

    invoke-virtual {v4, v7, v8}, Lcom/larderly/pantry/PantryDao;->discard(J)I

    move-result v4

    const-string v3, "discarded"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method private final expiringItems(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 19

    .line 99
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "days"

    const/4 v11, 0x0

    .line 146
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Number;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/Number;

    .line 99
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    const/4 v1, 0x0

    const/16 v2, 0x1e

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x3

    :goto_0
    move v7, v0

    .line 100
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    int-to-long v2, v7

    const-wide/32 v4, 0x5265c00

    mul-long/2addr v2, v4

    add-long/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v8

    .line 101
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v10

    const/4 v11, 0x0

    .line 147
    invoke-virtual {v10}, Lcom/larderly/pantry/PantryDao;->getHelper()Lcom/larderly/pantry/PantryDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/larderly/pantry/PantryDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v12

    .line 148
    invoke-virtual {v12}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 150
    :try_start_0
    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v13, v12

    const/4 v14, 0x0

    .line 103
    new-instance v15, Landroid/content/ContentValues;

    invoke-direct {v15}, Landroid/content/ContentValues;-><init>()V

    .line 104
    const-string v1, "shelf"

    const-string v2, "use_soon"

    invoke-virtual {v15, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object/from16 v16, v4

    const/4 v5, 0x0

    aput-object v8, v16, v5

    const-string v1, "items"

    const-string v3, "expires_at < ?"

    move-object/from16 v4, v16

    invoke-virtual {v13, v1, v15, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 106
    sget-object v0, Lcom/larderly/pantry/PantryDao;->Companion:Lcom/larderly/pantry/PantryDao$Companion;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    move-object/from16 v16, v3

    const/4 v4, 0x0

    aput-object v8, v16, v4

    const-string v2, "expires_at < ?"

    move-object/from16 v3, v16

    invoke-virtual {v0, v13, v2, v3}, Lcom/larderly/pantry/PantryDao$Companion;->itemsIn(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v13

    .line 151
    invoke-virtual {v12}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V

    .line 152
    move-object v14, v13
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 154
    invoke-virtual {v12}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 152
    move-object v0, v14

    goto :goto_1

    .line 154
    :catchall_0
    move-exception v14

    invoke-virtual {v12}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    throw v14

    .line 101
    :goto_1
    move-object v9, v0

    .line 108
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    move-object v6, v9

    check-cast v6, Ljava/util/Collection;

    invoke-direct {v4, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "items"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public static final gate_delegate$lambda$0(Lcom/larderly/pantry/PantryProvider;)Lcom/larderly/pantry/PrimaryPackageGate;
    .registers 3

    .line 23
    new-instance v0, Lcom/larderly/pantry/PrimaryPackageGate;

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v1}, Lcom/larderly/pantry/PrimaryPackageGate;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method private final listItems(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 14

    .line 94
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v9

    const-string v10, "limit"

    const/4 v11, 0x0

    .line 145
    invoke-virtual {v9, v10}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/Number;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/Number;

    .line 94
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0xc8

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v0

    goto :goto_0

    :cond_1
    const/16 v0, 0x32

    :goto_0
    move v8, v0

    .line 95
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v5

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual {v5, v6, v7}, Lcom/larderly/pantry/PantryDao;->items(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v5

    check-cast v5, Ljava/lang/Iterable;

    invoke-static {v5, v8}, Lkotlin/collections/CollectionsKt;->take(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v5

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "items"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public static final outcomes_delegate$lambda$0(Lcom/larderly/pantry/PantryProvider;)Lcom/larderly/pantry/DurableOutcomes;
    .registers 3

    .line 24
    new-instance v0, Lcom/larderly/pantry/DurableOutcomes;

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/larderly/pantry/DurableOutcomes;-><init>(Lcom/larderly/pantry/PantryDao;)V

    return-object v0
.end method

.method private final sharePantry(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 14

    .line 134
    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgs()Lorg/json/JSONObject;

    move-result-object v7

    const-string v8, "target_package"

    const/4 v9, 0x0

    .line 159
    invoke-virtual {v7, v8}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    instance-of v1, v0, Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v0, 0x0

    :cond_0
    check-cast v0, Ljava/lang/String;

    .line 134
    if-nez v0, :cond_1

    const-string v0, "target_package is required."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    :cond_1
    move-object v5, v0

    .line 135
    sget-object v0, Lcom/larderly/pantry/TrustedSigners;->INSTANCE:Lcom/larderly/pantry/TrustedSigners;

    invoke-virtual {v0, v5}, Lcom/larderly/pantry/TrustedSigners;->known(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    const-string v0, "The pantry list can be shared only with Larderly companion apps."

    invoke-static {v0}, Lcom/larderly/pantry/ProtocolKt;->invalid(Ljava/lang/String;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0

    .line 136
    :cond_2
    sget-object v0, Lcom/larderly/pantry/ToolEndpoint;->Companion:Lcom/larderly/pantry/ToolEndpoint$Companion;

    invoke-virtual {v0}, Lcom/larderly/pantry/ToolEndpoint$Companion;->getEXPORTS()Landroid/net/Uri;

    move-result-object v0

    invoke-virtual {v0}, Landroid/net/Uri;->buildUpon()Landroid/net/Uri$Builder;

    move-result-object v0

    const-string v1, "pantry.json"

    invoke-virtual {v0, v1}, Landroid/net/Uri$Builder;->appendPath(Ljava/lang/String;)Landroid/net/Uri$Builder;

    move-result-object v0

    invoke-virtual {v0}, Landroid/net/Uri$Builder;->build()Landroid/net/Uri;

    move-result-object v6

    .line 137
    const/4 v7, 0x0

    .line 160
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v8

    .line 162
    :try_start_0
    const/4 v10, 0x0

    .line 138
    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const/4 v3, 0x1

    invoke-virtual {v0, v5, v6, v3}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V

    .line 139
    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    const-string v3, "pantry"

    invoke-virtual {v0, v5, v2, v3}, Lcom/larderly/pantry/PantryDao;->logShare(Ljava/lang/String;ILjava/lang/String;)V

    .line 140
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 164
    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 162
    goto :goto_0

    .line 164
    :catchall_0
    move-exception v10

    invoke-static {v8, v9}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v10

    .line 141
    :goto_0
    new-instance v0, Lcom/larderly/pantry/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "shared_with"

    invoke-virtual {v2, v3, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v6}, Landroid/net/Uri;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "uri"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larderly/pantry/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/larderly/pantry/Outcome;

    return-object v0
.end method

.method public static final tools$lambda$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolSetBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$toolSet"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    new-instance v2, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda9;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda9;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    const-string v1, "list_items"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 47
    new-instance v2, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda10;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda10;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    const-string v1, "expiring_items"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 55
    new-instance v2, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda11;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda11;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    const-string v1, "add_item"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 68
    new-instance v2, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda12;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda12;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    const-string v1, "discard_item"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 80
    new-instance v2, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda13;

    invoke-direct {v2, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda13;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    const-string v1, "share_pantry"

    invoke-virtual {p1, v1, v2}, Lcom/larderly/pantry/ToolSetBuilder;->tool(Ljava/lang/String;Lkotlin/jvm/functions/Function1;)V

    .line 91
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    const-string v1, "List pantry items"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 41
    const-string v1, "Lists what is in the pantry, soonest expiry first."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 42
    const-string v1, "pantry.read"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 43
    const-string v1, "limit"

    const-string v2, "integer"

    const/4 v3, 0x0

    const-string v4, "At most this many items (1-200)"

    invoke-virtual {p1, v1, v2, v3, v4}, Lcom/larderly/pantry/ToolBuilder;->param(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    .line 44
    const/4 v1, 0x1

    new-array v5, v1, [Lkotlin/Pair;

    const-string v3, "items"

    const-string v4, "array"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v5, v2

    invoke-virtual {p1, v5}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 45
    new-instance v1, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda4;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 46
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$0$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-direct {p0, p1}, Lcom/larderly/pantry/PantryProvider;->listItems(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$1(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 8

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 48
    const-string v1, "Items expiring soon"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 49
    const-string v1, "Lists the items that expire within the given number of days."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 50
    const-string v1, "pantry.read"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 51
    const-string v1, "days"

    const-string v2, "integer"

    const/4 v3, 0x0

    const-string v4, "Look-ahead in days (0-30), 3 by default"

    invoke-virtual {p1, v1, v2, v3, v4}, Lcom/larderly/pantry/ToolBuilder;->param(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    .line 52
    const/4 v1, 0x1

    new-array v5, v1, [Lkotlin/Pair;

    const-string v3, "items"

    const-string v4, "array"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v5, v2

    invoke-virtual {p1, v5}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 53
    new-instance v1, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda5;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 54
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$1$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-direct {p0, p1}, Lcom/larderly/pantry/PantryProvider;->expiringItems(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$2(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    const-string v1, "Add a pantry item"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 57
    const-string v1, "Adds an item to the pantry."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 58
    sget-object v1, Lcom/larderly/pantry/Effect;->CREATE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 59
    sget-object v1, Lcom/larderly/pantry/Risk;->LOW:Lcom/larderly/pantry/Risk;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setRisk(Lcom/larderly/pantry/Risk;)V

    .line 60
    sget-object v1, Lcom/larderly/pantry/Confirmation;->PROVIDER_POLICY:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 61
    const-string v1, "pantry.write"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 62
    move-object v0, p1

    const-string v1, "name"

    const-string v2, "string"

    const/4 v3, 0x0

    const-string v4, "What the item is"

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 63
    move-object v0, p1

    const-string v1, "qty"

    const-string v2, "integer"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 64
    move-object v0, p1

    const-string v1, "expires_at_ms"

    const-string v2, "integer"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 65
    const/4 v1, 0x1

    new-array v7, v1, [Lkotlin/Pair;

    const-string v3, "item_id"

    const-string v4, "integer"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    invoke-virtual {p1, v7}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 66
    new-instance v1, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda6;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 67
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$2$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    invoke-direct {p0, p1}, Lcom/larderly/pantry/PantryProvider;->addItem(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$3(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    const-string v1, "Discard a pantry item"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 70
    const-string v1, "Removes an item from the pantry for good."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 71
    sget-object v1, Lcom/larderly/pantry/Effect;->DELETE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 72
    sget-object v1, Lcom/larderly/pantry/Risk;->MODERATE:Lcom/larderly/pantry/Risk;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setRisk(Lcom/larderly/pantry/Risk;)V

    .line 73
    const/4 v1, 0x1

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDestructive(Z)V

    .line 74
    sget-object v1, Lcom/larderly/pantry/Confirmation;->ALWAYS:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 75
    const-string v1, "pantry.write"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 76
    move-object v0, p1

    const-string v1, "item"

    const-string v2, "integer"

    const/4 v3, 0x0

    const-string v4, "item_id from list_items"

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 77
    const/4 v1, 0x1

    new-array v7, v1, [Lkotlin/Pair;

    const-string v3, "discarded"

    const-string v4, "integer"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    invoke-virtual {p1, v7}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 78
    new-instance v1, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda7;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 79
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$3$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    invoke-direct {p0, p1}, Lcom/larderly/pantry/PantryProvider;->discardItem(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method

.method public static final tools$lambda$0$4(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolBuilder;)Lkotlin/Unit;
    .registers 10

    const-string v1, "$this$tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    const-string v1, "Share the pantry list"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setTitle(Ljava/lang/String;)V

    .line 82
    const-string v1, "Lets a Larderly companion app read the exported pantry list."

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setDescription(Ljava/lang/String;)V

    .line 83
    sget-object v1, Lcom/larderly/pantry/Effect;->CREATE:Lcom/larderly/pantry/Effect;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setEffect(Lcom/larderly/pantry/Effect;)V

    .line 84
    sget-object v1, Lcom/larderly/pantry/Risk;->MODERATE:Lcom/larderly/pantry/Risk;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setRisk(Lcom/larderly/pantry/Risk;)V

    .line 85
    sget-object v1, Lcom/larderly/pantry/Confirmation;->PROVIDER_POLICY:Lcom/larderly/pantry/Confirmation;

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->setConfirmation(Lcom/larderly/pantry/Confirmation;)V

    .line 86
    const-string v1, "pantry.share"

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->scope(Ljava/lang/String;)V

    .line 87
    move-object v0, p1

    const-string v1, "target_package"

    const-string v2, "string"

    const/4 v3, 0x0

    const-string v4, "Package name of the companion app"

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/larderly/pantry/ToolBuilder;->param$default(Lcom/larderly/pantry/ToolBuilder;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;ILjava/lang/Object;)V

    .line 88
    const/4 v1, 0x2

    new-array v7, v1, [Lkotlin/Pair;

    const-string v3, "shared_with"

    const-string v4, "string"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v7, v2

    const-string v3, "uri"

    const-string v4, "string"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v7, v2

    invoke-virtual {p1, v7}, Lcom/larderly/pantry/ToolBuilder;->output([Lkotlin/Pair;)V

    .line 89
    new-instance v1, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda8;

    invoke-direct {v1, p0}, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda8;-><init>(Lcom/larderly/pantry/PantryProvider;)V

    invoke-virtual {p1, v1}, Lcom/larderly/pantry/ToolBuilder;->handle(Lkotlin/jvm/functions/Function1;)V

    .line 90
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final tools$lambda$0$4$0(Lcom/larderly/pantry/PantryProvider;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;
    .registers 4

    const-string v1, "it"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    invoke-direct {p0, p1}, Lcom/larderly/pantry/PantryProvider;->sharePantry(Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public getConfirmScreen()Landroid/content/Intent;
    .registers 3

    .line 25
    iget-object v1, p0, Lcom/larderly/pantry/PantryProvider;->confirmScreen$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Intent;

    return-object v0
.end method

.method public getDescription()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method public getGate()Lcom/larderly/pantry/CallerGate;
    .registers 3

    .line 23
    iget-object v1, p0, Lcom/larderly/pantry/PantryProvider;->gate$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/CallerGate;

    return-object v0
.end method

.method public getOutcomes()Lcom/larderly/pantry/OutcomeStore;
    .registers 3

    .line 24
    iget-object v1, p0, Lcom/larderly/pantry/PantryProvider;->outcomes$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larderly/pantry/OutcomeStore;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTools()Ljava/util/Map;
    .registers 2

    .line 38
    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider;->tools:Ljava/util/Map;

    return-object v0
.end method

.method protected grantedScopes(Lcom/larderly/pantry/ToolCall;)Ljava/util/Set;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getDao()Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/larderly/pantry/PantryDao;->scopesFor(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method protected session-_BQgNYE(Landroid/os/Bundle;I)Lcom/larderly/pantry/Session;
    .registers 6

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    sget-object v0, Lcom/larderly/pantry/SessionBook;->INSTANCE:Lcom/larderly/pantry/SessionBook;

    invoke-static {p1}, Lcom/larderly/pantry/ProtocolKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0}, Lcom/larderly/pantry/PantryProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, p2, v2}, Lcom/larderly/pantry/SessionBook;->find-8_ixrg4(Ljava/lang/String;ILjava/lang/String;)Lcom/larderly/pantry/Session;

    move-result-object v0

    return-object v0
.end method
