.class public final Lio/kanbu/app/wallet/WalletReducerKt;
.super Ljava/lang/Object;
.source "WalletReducer.kt"


# static fields
.field private static final ENVELOPES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 7
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "groceries"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "rent"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "transport"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "leisure"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "savings"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/kanbu/app/wallet/WalletReducerKt;->ENVELOPES:Ljava/util/List;

    return-void
.end method

.method private static final answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;
    .registers 11

    .line 60
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getOutcomes()Ljava/util/Map;

    move-result-object v3

    invoke-static {p1, p2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

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

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    return-object v0
.end method

.method private static final change(Lio/kanbu/app/wallet/WalletState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/Ledger;Lorg/json/JSONObject;)Lio/kanbu/app/wallet/WalletState;
    .registers 16

    .line 63
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    new-instance v5, Lio/kanbu/app/wallet/WalletEffect$Persist;

    new-instance v8, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v10

    const-string v11, "toString(...)"

    invoke-static {v10, v11}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v8, v10}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    check-cast v8, Lio/kanbu/app/core/Outcome;

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v9

    invoke-direct {v5, p1, v8, v9}, Lio/kanbu/app/wallet/WalletEffect$Persist;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Lio/kanbu/app/wallet/Ledger;)V

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    move-object v0, p0

    move-object v1, p2

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x16

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    return-object v0
.end method

.method private static final failureText(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3

    .line 53
    move-object v1, p0

    .line 54
    instance-of v0, v1, Ljava/lang/IllegalStateException;

    if-eqz v0, :cond_0

    const-string v0, "The wallet could not be saved; try again"

    goto :goto_0

    .line 55
    :cond_0
    instance-of v0, v1, Lorg/json/JSONException;

    if-eqz v0, :cond_1

    const-string v0, "The wallet data is damaged"

    goto :goto_0

    .line 56
    :cond_1
    const-string v0, "The wallet is unavailable right now"

    .line 57
    :goto_0
    return-object v0
.end method

.method public static final getENVELOPES()Ljava/util/List;
    .registers 1

    .line 7
    sget-object v0, Lio/kanbu/app/wallet/WalletReducerKt;->ENVELOPES:Ljava/util/List;

    return-object v0
.end method

.method public static final reduceWallet(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/WalletAction;)Lio/kanbu/app/wallet/WalletState;
    .registers 15

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    move-object v9, p1

    .line 10
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$ListExpenses;

    if-eqz v0, :cond_3

    .line 11
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 12
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :cond_0
    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Lio/kanbu/app/wallet/Expense;

    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$ListExpenses;

    invoke-virtual {v0}, Lio/kanbu/app/wallet/WalletAction$ListExpenses;->getEnvelope()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v12}, Lio/kanbu/app/wallet/Expense;->getEnvelope()Ljava/lang/String;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$ListExpenses;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$ListExpenses;->getEnvelope()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    :cond_1
    invoke-virtual {v12}, Lio/kanbu/app/wallet/Expense;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 13
    :cond_2
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$ListExpenses;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$ListExpenses;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Done;

    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    const-string v5, "expenses"

    invoke-virtual {v4, v5, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v6, "toString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v2, v4}, Lio/kanbu/app/core/Outcome$Done;-><init>(Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 15
    :cond_3
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    if-eqz v0, :cond_5

    .line 16
    new-instance v0, Lio/kanbu/app/wallet/Expense;

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getId()Ljava/lang/String;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getEnvelope()Ljava/lang/String;

    move-result-object v3

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getAmountCents()J

    move-result-wide v4

    move-object v6, p1

    check-cast v6, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getLabel()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getCallers()Ljava/util/Map;

    move-result-object v7

    move-object v8, p1

    check-cast v8, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v8}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v8

    invoke-virtual {v8}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v8

    invoke-interface {v7, v8}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/lang/String;

    if-nez v7, :cond_4

    const-string v7, "unknown"

    :cond_4
    move-object v1, v2

    move-object v2, v3

    move-wide v3, v4

    move-object v5, v6

    move-object v6, v7

    invoke-direct/range {v0 .. v6}, Lio/kanbu/app/wallet/Expense;-><init>(Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;Ljava/lang/String;)V

    move-object v10, v0

    .line 17
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v3

    invoke-virtual {v3}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v3

    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getId()Ljava/lang/String;

    move-result-object v4

    invoke-static {v4, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v3

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-static {v2, v3, v4, v5, v6}, Lio/kanbu/app/wallet/Ledger;->copy$default(Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    .line 18
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getId()Ljava/lang/String;

    move-result-object v5

    const-string v4, "expense_id"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    move-object v6, p1

    check-cast v6, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getEnvelope()Ljava/lang/String;

    move-result-object v6

    invoke-static {p0, v6}, Lio/kanbu/app/wallet/WalletModelKt;->left(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;)J

    move-result-wide v5

    move-object v7, p1

    check-cast v7, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    invoke-virtual {v7}, Lio/kanbu/app/wallet/WalletAction$AddExpense;->getAmountCents()J

    move-result-wide v7

    sub-long/2addr v5, v7

    const-string v4, "left_cents"

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    const-string v5, "put(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    invoke-static {p0, v1, v2, v3}, Lio/kanbu/app/wallet/WalletReducerKt;->change(Lio/kanbu/app/wallet/WalletState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/Ledger;Lorg/json/JSONObject;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 20
    :cond_5
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    if-eqz v0, :cond_6

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$SetBudget;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    .line 21
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v4

    invoke-virtual {v4}, Lio/kanbu/app/wallet/Ledger;->getBudgets()Ljava/util/Map;

    move-result-object v4

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$SetBudget;->getEnvelope()Ljava/lang/String;

    move-result-object v5

    move-object v6, p1

    check-cast v6, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/WalletAction$SetBudget;->getLimitCents()J

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v6

    invoke-static {v5, v6}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    invoke-static {v4, v5}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v4

    const/4 v3, 0x0

    const/4 v5, 0x1

    const/4 v6, 0x0

    invoke-static {v2, v3, v4, v5, v6}, Lio/kanbu/app/wallet/Ledger;->copy$default(Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    .line 22
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$SetBudget;->getEnvelope()Ljava/lang/String;

    move-result-object v5

    const-string v4, "envelope"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$SetBudget;->getLimitCents()J

    move-result-wide v5

    const-string v4, "limit_cents"

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v3

    const-string v5, "put(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-static {p0, v1, v2, v3}, Lio/kanbu/app/wallet/WalletReducerKt;->change(Lio/kanbu/app/wallet/WalletState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/Ledger;Lorg/json/JSONObject;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 23
    :cond_6
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    if-eqz v0, :cond_8

    .line 24
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_7

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Failed;

    const-string v4, "INVALID_ARGS"

    const-string v5, "No expense has this id"

    invoke-direct {v2, v4, v5}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 25
    :cond_7
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v3

    invoke-virtual {v3}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v3

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;->getId()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v3

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-static {v2, v3, v4, v5, v6}, Lio/kanbu/app/wallet/Ledger;->copy$default(Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    .line 26
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;->getId()Ljava/lang/String;

    move-result-object v5

    const-string v4, "deleted"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v5, "put(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    invoke-static {p0, v1, v2, v3}, Lio/kanbu/app/wallet/WalletReducerKt;->change(Lio/kanbu/app/wallet/WalletState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/Ledger;Lorg/json/JSONObject;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 27
    :cond_8
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    if-eqz v0, :cond_d

    .line 28
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/Ledger;->getBudgets()Ljava/util/Map;

    move-result-object v10

    .line 29
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v10, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Ljava/lang/Long;

    .line 31
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v0}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getTo()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_9

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Failed;

    const-string v4, "INVALID_ARGS"

    const-string v5, "Choose two different envelopes"

    invoke-direct {v2, v4, v5}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 32
    :cond_9
    if-eqz v11, :cond_a

    invoke-virtual {v11}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getAmountCents()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_b

    .line 33
    :cond_a
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Failed;

    const-string v4, "CONFLICT"

    const-string v5, "The source envelope\'s budget is too small"

    invoke-direct {v2, v4, v5}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 35
    :cond_b
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v11}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getAmountCents()J

    move-result-wide v4

    sub-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    invoke-static {v10, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getTo()Ljava/lang/String;

    move-result-object v1

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getTo()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v10, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Long;

    if-eqz v2, :cond_c

    invoke-virtual {v2}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    goto :goto_1

    :cond_c
    const-wide/16 v2, 0x0

    :goto_1
    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getAmountCents()J

    move-result-wide v4

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-static {v1, v2}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v12

    .line 36
    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    const/4 v3, 0x0

    const/4 v5, 0x1

    const/4 v6, 0x0

    invoke-static {v2, v3, v12, v5, v6}, Lio/kanbu/app/wallet/Ledger;->copy$default(Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;ILjava/lang/Object;)Lio/kanbu/app/wallet/Ledger;

    move-result-object v2

    .line 37
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    move-object v6, p1

    check-cast v6, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v12, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    const-string v4, "from_limit_cents"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    move-object v6, p1

    check-cast v6, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getTo()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v12, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    const-string v4, "to_limit_cents"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v5, "put(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-static {p0, v1, v2, v3}, Lio/kanbu/app/wallet/WalletReducerKt;->change(Lio/kanbu/app/wallet/WalletState;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/wallet/Ledger;Lorg/json/JSONObject;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 41
    :cond_d
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$Identified;

    if-eqz v0, :cond_e

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getCallers()Ljava/util/Map;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$Identified;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$Identified;->getRequestId()Ljava/lang/String;

    move-result-object v3

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$Identified;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$Identified;->getAddedBy()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    invoke-static {v2, v3}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1d

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 42
    :cond_e
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$Rejected;

    if-eqz v0, :cond_f

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Rejected;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Rejected;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Failed;

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$Rejected;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$Rejected;->getCode()Ljava/lang/String;

    move-result-object v4

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$Rejected;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$Rejected;->getMessage()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v2, v4, v5}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 43
    :cond_f
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;

    if-eqz v0, :cond_10

    .line 44
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getAsks()I

    move-result v0

    add-int/lit8 v10, v0, 0x1

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getEffects()Ljava/util/List;

    move-result-object v0

    check-cast v0, Ljava/util/Collection;

    new-instance v1, Lio/kanbu/app/wallet/WalletEffect$AskUser;

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$NeedsConfirmation;->getSummary()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getAsks()I

    move-result v5

    add-int/lit8 v5, v5, 0x1

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/wallet/WalletEffect$AskUser;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;I)V

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    move-object v0, p0

    move-object v4, v11

    move v5, v10

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v6, 0x7

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 45
    :cond_10
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$Parked;

    if-eqz v0, :cond_11

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Parked;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Parked;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$NeedsUser;

    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$Parked;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$Parked;->getResolution()Landroid/app/PendingIntent;

    move-result-object v4

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$Parked;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$Parked;->getResumeToken()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v2, v4, v5}, Lio/kanbu/app/core/Outcome$NeedsUser;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 46
    :cond_11
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$Committed;

    if-eqz v0, :cond_12

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Committed;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Committed;->getRequestId()Ljava/lang/String;

    move-result-object v1

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/wallet/WalletAction$Committed;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletAction$Committed;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v2

    invoke-static {p0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto/16 :goto_2

    .line 47
    :cond_12
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$Failed;

    if-eqz v0, :cond_13

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Failed;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Failed;->getBefore()Lio/kanbu/app/wallet/Ledger;

    move-result-object v1

    move-object v0, p0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x1e

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Failed;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Failed;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lio/kanbu/app/core/Outcome$Failed;

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$Failed;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$Failed;->getError()Ljava/lang/Throwable;

    move-result-object v5

    invoke-static {v5}, Lio/kanbu/app/wallet/WalletReducerKt;->failureText(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v5

    const-string v4, "INTERNAL_ERROR"

    invoke-direct {v2, v4, v5}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v2, Lio/kanbu/app/core/Outcome;

    invoke-static {v0, v1, v2}, Lio/kanbu/app/wallet/WalletReducerKt;->answer(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto :goto_2

    .line 48
    :cond_13
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$EffectsTaken;

    if-eqz v0, :cond_14

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    move-object v5, p1

    check-cast v5, Lio/kanbu/app/wallet/WalletAction$EffectsTaken;

    invoke-virtual {v5}, Lio/kanbu/app/wallet/WalletAction$EffectsTaken;->getCount()I

    move-result v5

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->drop(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v4

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x17

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto :goto_2

    .line 49
    :cond_14
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$Delivered;

    if-eqz v0, :cond_15

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getOutcomes()Ljava/util/Map;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Delivered;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Delivered;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v10

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getCallers()Ljava/util/Map;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$Delivered;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$Delivered;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->minus(Ljava/util/Map;Ljava/lang/Object;)Ljava/util/Map;

    move-result-object v11

    move-object v0, p0

    move-object v2, v11

    move-object v3, v10

    const/4 v1, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/16 v6, 0x19

    const/4 v7, 0x0

    invoke-static/range {v0 .. v7}, Lio/kanbu/app/wallet/WalletState;->copy$default(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/Ledger;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/wallet/WalletState;

    move-result-object v0

    goto :goto_2

    .line 9
    :cond_15
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 50
    :goto_2
    return-object v0
.end method
