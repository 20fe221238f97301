.class public final Lio/kanbu/app/board/BoardReducerKt;
.super Ljava/lang/Object;
.source "BoardReducer.kt"


# static fields
.field private static final BULK_THRESHOLD:I = 0x14

.field private static final COLUMNS:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 6
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "todo"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "doing"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "done"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/kanbu/app/board/BoardReducerKt;->COLUMNS:Ljava/util/List;

    return-void
.end method

.method private static final completeColumn(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;
    .registers 26

    .line 68
    move-object/from16 v0, p0

    move-object/from16 v1, p2

    invoke-static {v0, v1}, Lio/kanbu/app/board/BoardModelKt;->column(Lio/kanbu/app/board/BoardState;Ljava/lang/String;)Ljava/util/List;

    move-result-object v9

    .line 69
    move-object v0, v9

    check-cast v0, Ljava/lang/Iterable;

    move-object v11, v0

    const/4 v12, 0x0

    .line 75
    const/16 v1, 0xa

    invoke-static {v11, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v13

    .line 76
    move-object v14, v11

    new-instance v15, Ljava/util/LinkedHashMap;

    invoke-direct {v15, v13}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v15, Ljava/util/Map;

    const/16 v16, 0x0

    .line 77
    invoke-interface {v14}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v17

    :goto_0
    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v17

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v18

    .line 78
    move-object/from16 v19, v15

    move-object/from16 v0, v18

    check-cast v0, Lio/kanbu/app/board/Card;

    move-object/from16 v20, v0

    const/16 v21, 0x0

    .line 69
    move-object/from16 v0, v20

    invoke-virtual {v0}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, v20

    const/4 v2, 0x0

    const/4 v3, 0x0

    const-string v4, "done"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/16 v7, 0x1b

    const/4 v8, 0x0

    invoke-static/range {v1 .. v8}, Lio/kanbu/app/board/Card;->copy$default(Lio/kanbu/app/board/Card;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lio/kanbu/app/board/Card;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v20

    .line 78
    move-object/from16 v1, v20

    invoke-virtual {v1}, Lkotlin/Pair;->getFirst()Ljava/lang/Object;

    move-result-object v1

    move-object/from16 v2, v20

    invoke-virtual {v2}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;

    move-result-object v2

    move-object/from16 v0, v19

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 69
    :cond_0
    move-object v10, v15

    .line 70
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v2

    const-string v1, "completed"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v11

    .line 71
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v1

    invoke-static {v1, v10}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Ljava/util/Map;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1e

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    new-instance v2, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {v11}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v3

    move-object/from16 v1, p1

    move-object/from16 v4, p3

    invoke-static {v0, v1, v2, v3, v4}, Lio/kanbu/app/board/BoardReducerKt;->persist(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method

.method private static final done(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Lorg/json/JSONObject;)Lio/kanbu/app/board/BoardState;
    .registers 12

    .line 59
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardState;->getOutcomes()Ljava/util/Map;

    move-result-object v3

    new-instance v5, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v7

    const-string v8, "toString(...)"

    invoke-static {v7, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v5, v7}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    invoke-static {p1, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v3

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1b

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method

.method private static final failed(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;
    .registers 12

    .line 62
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardState;->getOutcomes()Ljava/util/Map;

    move-result-object v3

    new-instance v5, Lio/kanbu/app/core/Outcome$Failed;

    invoke-direct {v5, p2, p3}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {p1, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v3

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1b

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method

.method public static final getCOLUMNS()Ljava/util/List;
    .registers 1

    .line 6
    sget-object v0, Lio/kanbu/app/board/BoardReducerKt;->COLUMNS:Ljava/util/List;

    return-object v0
.end method

.method private static final persist(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;
    .registers 13

    .line 65
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardState;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    new-instance v5, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-direct {v5, p1, p2, p3, p4}, Lio/kanbu/app/board/BoardEffect$Persist;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)V

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x17

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method

.method public static final reduceBoard(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction;)Lio/kanbu/app/board/BoardState;
    .registers 19

    move-object/from16 v0, p0

    const-string v1, "state"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p1

    const-string v1, "action"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    move-object/from16 v11, p1

    .line 10
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$ListCards;

    if-eqz v0, :cond_1

    .line 11
    move-object/from16 v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardAction$ListCards;

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardAction$ListCards;->getColumn()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    move-object/from16 v0, p0

    invoke-static {v0}, Lio/kanbu/app/board/BoardModelKt;->getOpenCards(Lio/kanbu/app/board/BoardState;)Ljava/util/List;

    move-result-object v0

    goto :goto_0

    :cond_0
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$ListCards;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$ListCards;->getColumn()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    invoke-static {v0, v1}, Lio/kanbu/app/board/BoardModelKt;->column(Lio/kanbu/app/board/BoardState;Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    :goto_0
    move-object v12, v0

    .line 12
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$ListCards;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$ListCards;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-static {v12}, Lio/kanbu/app/board/BoardModelKt;->toJsonArray(Ljava/util/List;)Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "cards"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p0

    invoke-static {v0, v1, v2}, Lio/kanbu/app/board/BoardReducerKt;->done(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Lorg/json/JSONObject;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 14
    :cond_1
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$AddCard;

    if-eqz v0, :cond_3

    .line 15
    new-instance v0, Lio/kanbu/app/board/Card;

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardAction$AddCard;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardAction$AddCard;->getId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$AddCard;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardAction$AddCard;->getTitle()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardAction$AddCard;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardAction$AddCard;->getColumn()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p0

    invoke-virtual {v5}, Lio/kanbu/app/board/BoardState;->getCallers()Ljava/util/Map;

    move-result-object v5

    move-object/from16 v6, p1

    check-cast v6, Lio/kanbu/app/board/BoardAction$AddCard;

    invoke-virtual {v6}, Lio/kanbu/app/board/BoardAction$AddCard;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v6

    invoke-virtual {v6}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v5, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    if-nez v5, :cond_2

    const-string v5, "unknown"

    :cond_2
    move-object v1, v2

    move-object v2, v3

    move-object v3, v4

    move-object v4, v5

    const/4 v5, 0x0

    const/16 v6, 0x10

    const/4 v7, 0x0

    invoke-direct/range {v0 .. v7}, Lio/kanbu/app/board/Card;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v12, v0

    .line 16
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v12}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "card_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v13

    .line 17
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v1

    invoke-virtual {v12}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1e

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    .line 18
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$AddCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$AddCard;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {v13}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v3

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lio/kanbu/app/board/BoardReducerKt;->persist(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 20
    :cond_3
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$MoveCard;

    if-eqz v0, :cond_8

    .line 21
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$MoveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$MoveCard;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/Card;

    if-eqz v0, :cond_6

    move-object v14, v0

    move-object v15, v14

    .line 74
    const/16 v16, 0x0

    .line 21
    invoke-virtual {v15}, Lio/kanbu/app/board/Card;->getArchived()Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_5

    move-object v0, v14

    goto :goto_2

    :cond_5
    const/4 v0, 0x0

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    :goto_2
    move-object v12, v0

    .line 22
    if-nez v12, :cond_7

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$MoveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$MoveCard;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    const-string v2, "INVALID_ARGS"

    const-string v3, "No open card has this id"

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/board/BoardReducerKt;->failed(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 23
    :cond_7
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v1

    invoke-virtual {v12}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v6, p1

    check-cast v6, Lio/kanbu/app/board/BoardAction$MoveCard;

    invoke-virtual {v6}, Lio/kanbu/app/board/BoardAction$MoveCard;->getColumn()Ljava/lang/String;

    move-result-object v6

    move-object v3, v12

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/16 v9, 0x1b

    const/4 v10, 0x0

    invoke-static/range {v3 .. v10}, Lio/kanbu/app/board/Card;->copy$default(Lio/kanbu/app/board/Card;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lio/kanbu/app/board/Card;

    move-result-object v3

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1e

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    .line 24
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$MoveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$MoveCard;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Done;

    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v12}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "card_id"

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    move-object/from16 v6, p1

    check-cast v6, Lio/kanbu/app/board/BoardAction$MoveCard;

    invoke-virtual {v6}, Lio/kanbu/app/board/BoardAction$MoveCard;->getColumn()Ljava/lang/String;

    move-result-object v6

    const-string v5, "column"

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v3

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lio/kanbu/app/board/BoardReducerKt;->persist(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 26
    :cond_8
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    if-eqz v0, :cond_d

    .line 27
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$ArchiveCard;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/Card;

    if-eqz v0, :cond_b

    move-object v14, v0

    move-object v15, v14

    .line 74
    const/16 v16, 0x0

    .line 27
    invoke-virtual {v15}, Lio/kanbu/app/board/Card;->getArchived()Z

    move-result v0

    if-nez v0, :cond_9

    const/4 v0, 0x1

    goto :goto_3

    :cond_9
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_a

    move-object v0, v14

    goto :goto_4

    :cond_a
    const/4 v0, 0x0

    goto :goto_4

    :cond_b
    const/4 v0, 0x0

    :goto_4
    move-object v12, v0

    .line 28
    if-nez v12, :cond_c

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$ArchiveCard;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    const-string v2, "INVALID_ARGS"

    const-string v3, "No open card has this id"

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/board/BoardReducerKt;->failed(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 29
    :cond_c
    move-object/from16 v1, p0

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v1

    invoke-virtual {v12}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v2

    move-object v3, v12

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x1

    const/16 v9, 0xf

    const/4 v10, 0x0

    invoke-static/range {v3 .. v10}, Lio/kanbu/app/board/Card;->copy$default(Lio/kanbu/app/board/Card;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lio/kanbu/app/board/Card;

    move-result-object v3

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1e

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    .line 30
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$ArchiveCard;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Done;

    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v12}, Lio/kanbu/app/board/Card;->getId()Ljava/lang/String;

    move-result-object v6

    const-string v5, "archived"

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v3

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lio/kanbu/app/board/BoardReducerKt;->persist(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 32
    :cond_d
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    if-eqz v0, :cond_f

    .line 33
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getColumn()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    invoke-static {v0, v1}, Lio/kanbu/app/board/BoardModelKt;->column(Lio/kanbu/app/board/BoardState;Ljava/lang/String;)Ljava/util/List;

    move-result-object v12

    .line 34
    invoke-interface {v12}, Ljava/util/List;->size()I

    move-result v0

    const/16 v1, 0x14

    if-le v0, v1, :cond_e

    move-object/from16 v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getSession()Lcom/clawseed/sdk/provider/Session;

    move-result-object v0

    const-string v1, "async_operations"

    invoke-virtual {v0, v1}, Lcom/clawseed/sdk/provider/Session;->offers(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_e

    .line 36
    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getOutcomes()Ljava/util/Map;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v4

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v4

    new-instance v5, Lio/kanbu/app/core/Outcome$Accepted;

    move-object/from16 v7, p1

    check-cast v7, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v7}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getOperationId()Ljava/lang/String;

    move-result-object v7

    const-wide/16 v8, 0x3e8

    invoke-direct {v5, v7, v8, v9}, Lio/kanbu/app/core/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v3

    .line 37
    move-object/from16 v4, p0

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardState;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    new-instance v5, Lio/kanbu/app/board/BoardEffect$StartBulk;

    move-object/from16 v7, p1

    check-cast v7, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v7}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v7

    move-object/from16 v8, p1

    check-cast v8, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v8}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getOperationId()Ljava/lang/String;

    move-result-object v8

    move-object/from16 v9, p1

    check-cast v9, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v9}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getColumn()Ljava/lang/String;

    move-result-object v9

    invoke-direct {v5, v7, v8, v9}, Lio/kanbu/app/board/BoardEffect$StartBulk;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 35
    move-object/from16 v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x13

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 39
    :cond_e
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardAction$CompleteColumn;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardAction$CompleteColumn;->getColumn()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v0, p0

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/board/BoardReducerKt;->completeColumn(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 41
    :cond_f
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$BulkRun;

    if-eqz v0, :cond_10

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$BulkRun;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$BulkRun;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardAction$BulkRun;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardAction$BulkRun;->getColumn()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$BulkRun;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardAction$BulkRun;->getOperationId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, p0

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/board/BoardReducerKt;->completeColumn(Lio/kanbu/app/board/BoardState;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 42
    :cond_10
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$BulkStarted;

    if-eqz v0, :cond_11

    move-object/from16 v0, p0

    goto/16 :goto_5

    .line 43
    :cond_11
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$Identified;

    if-eqz v0, :cond_12

    move-object/from16 v2, p0

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardState;->getCallers()Ljava/util/Map;

    move-result-object v2

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$Identified;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardAction$Identified;->getRequestId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardAction$Identified;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardAction$Identified;->getPackageName()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    invoke-static {v2, v3}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    move-object/from16 v0, p0

    const/4 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1d

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 44
    :cond_12
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$Rejected;

    if-eqz v0, :cond_13

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$Rejected;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$Rejected;->getRequestId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardAction$Rejected;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardAction$Rejected;->getCode()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$Rejected;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardAction$Rejected;->getMessage()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v0, p0

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/board/BoardReducerKt;->failed(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 45
    :cond_13
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;

    if-eqz v0, :cond_14

    .line 46
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getAsks()I

    move-result v0

    add-int/lit8 v12, v0, 0x1

    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getEffects()Ljava/util/List;

    move-result-object v0

    check-cast v0, Ljava/util/Collection;

    new-instance v1, Lio/kanbu/app/board/BoardEffect$AskUser;

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;->getSummary()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p0

    invoke-virtual {v5}, Lio/kanbu/app/board/BoardState;->getAsks()I

    move-result v5

    add-int/lit8 v5, v5, 0x1

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/board/BoardEffect$AskUser;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;I)V

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v13

    move-object/from16 v0, p0

    move-object v4, v13

    move v5, v12

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v6, 0x7

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 47
    :cond_14
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$Parked;

    if-eqz v0, :cond_15

    .line 48
    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getOutcomes()Ljava/util/Map;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardAction$Parked;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardAction$Parked;->getRequestId()Ljava/lang/String;

    move-result-object v4

    new-instance v5, Lio/kanbu/app/core/Outcome$NeedsUser;

    move-object/from16 v7, p1

    check-cast v7, Lio/kanbu/app/board/BoardAction$Parked;

    invoke-virtual {v7}, Lio/kanbu/app/board/BoardAction$Parked;->getResolution()Landroid/app/PendingIntent;

    move-result-object v7

    move-object/from16 v8, p1

    check-cast v8, Lio/kanbu/app/board/BoardAction$Parked;

    invoke-virtual {v8}, Lio/kanbu/app/board/BoardAction$Parked;->getResumeToken()Ljava/lang/String;

    move-result-object v8

    invoke-direct {v5, v7, v8}, Lio/kanbu/app/core/Outcome$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v3

    move-object/from16 v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1b

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 49
    :cond_15
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$Committed;

    if-eqz v0, :cond_16

    move-object/from16 v3, p0

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardState;->getOutcomes()Ljava/util/Map;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardAction$Committed;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardAction$Committed;->getRequestId()Ljava/lang/String;

    move-result-object v4

    move-object/from16 v5, p1

    check-cast v5, Lio/kanbu/app/board/BoardAction$Committed;

    invoke-virtual {v5}, Lio/kanbu/app/board/BoardAction$Committed;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v5

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v3

    move-object/from16 v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1b

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto/16 :goto_5

    .line 50
    :cond_16
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$Failed;

    if-eqz v0, :cond_17

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$Failed;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$Failed;->getBefore()Ljava/util/Map;

    move-result-object v1

    move-object/from16 v0, p0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1e

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    .line 51
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$Failed;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$Failed;->getRequestId()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$Failed;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardAction$Failed;->getError()Ljava/lang/Throwable;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Could not save the board: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "INTERNAL_ERROR"

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/board/BoardReducerKt;->failed(Lio/kanbu/app/board/BoardState;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto :goto_5

    .line 52
    :cond_17
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$EffectsTaken;

    if-eqz v0, :cond_18

    move-object/from16 v4, p0

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardState;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    move-object/from16 v5, p1

    check-cast v5, Lio/kanbu/app/board/BoardAction$EffectsTaken;

    invoke-virtual {v5}, Lio/kanbu/app/board/BoardAction$EffectsTaken;->getCount()I

    move-result v5

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->drop(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v4

    move-object/from16 v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x17

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto :goto_5

    .line 53
    :cond_18
    instance-of v0, v11, Lio/kanbu/app/board/BoardAction$Delivered;

    if-eqz v0, :cond_19

    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getOutcomes()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$Delivered;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$Delivered;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v12

    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getCallers()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$Delivered;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$Delivered;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v13

    move-object/from16 v0, p0

    move-object v2, v13

    move-object v3, v12

    const/4 v1, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x19

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/board/BoardState;->copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    goto :goto_5

    .line 9
    :cond_19
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 54
    :goto_5
    return-object v0
.end method
