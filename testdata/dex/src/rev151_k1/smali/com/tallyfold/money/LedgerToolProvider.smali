.class public final Lcom/tallyfold/money/LedgerToolProvider;
.super Lcom/tallyfold/money/CetpProvider;
.source "LedgerToolProvider.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final optionalCapabilities:Ljava/util/Set;

.field private final providerId:Ljava/lang/String;

.field private final replies:Lcom/tallyfold/money/ReplyLog;

.field private final revision:Ljava/lang/String;

.field private final scopeCatalog:Ljava/lang/String;

.field private final tools:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 19

    .line 10
    move-object/from16 v0, p0

    invoke-direct {v0}, Lcom/tallyfold/money/CetpProvider;-><init>()V

    .line 11
    const-string v1, "com.tallyfold.money.ledger"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->providerId:Ljava/lang/String;

    .line 12
    const-string v1, "Envelope budgets: balances, expenses and moves between envelopes"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->description:Ljava/lang/String;

    .line 13
    const-string v1, "ledger-7"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->revision:Ljava/lang/String;

    .line 14
    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->optionalCapabilities:Ljava/util/Set;

    .line 15
    sget-object v1, Lcom/tallyfold/money/LedgerReplies;->INSTANCE:Lcom/tallyfold/money/LedgerReplies;

    check-cast v1, Lcom/tallyfold/money/ReplyLog;

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->replies:Lcom/tallyfold/money/ReplyLog;

    .line 16
    const-string v1, "[\n        {\"name\":\"envelopes.read\",\"title\":\"See envelopes\",\"description\":\"Read envelope names and balances\",\"access\":\"read\",\"sensitivity\":\"financial\"},\n        {\"name\":\"envelopes.write\",\"title\":\"Manage envelopes\",\"description\":\"Move money between envelopes and close them\",\"access\":\"write\",\"sensitivity\":\"financial\"},\n        {\"name\":\"expenses.write\",\"title\":\"Record expenses\",\"description\":\"Record an expense against an envelope\",\"access\":\"write\",\"sensitivity\":\"financial\"}]"

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->scopeCatalog:Ljava/lang/String;

    .line 22
    const/4 v1, 0x4

    new-array v1, v1, [Lcom/tallyfold/money/ToolSpec;

    move-object/from16 v17, v1

    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 23
    const-string v11, "envelopes.read"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 22
    const-string v4, "list_envelopes"

    const-string v5, "List envelopes"

    const-string v6, "The open envelopes with their balances in cents."

    const-string v7, "read"

    const-string v8, "low"

    const-string v9, "never"

    const-string v11, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"envelopes\":{\"type\":\"array\"}},\"required\":[\"envelopes\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x0

    aput-object v3, v17, v2

    .line 26
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 27
    const-string v11, "expenses.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 26
    const-string v4, "record_expense"

    const-string v5, "Record expense"

    const-string v6, "Record an expense against an envelope for the assistant app named in the call."

    const-string v7, "create"

    const-string v8, "moderate"

    const-string v9, "provider_policy"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"envelopeId\":{\"type\":\"integer\",\"minimum\":1},\"amountCents\":{\"type\":\"integer\",\"minimum\":1},\"merchant\":{\"type\":\"string\",\"maxLength\":120},\"callerPackage\":{\"type\":\"string\",\"maxLength\":255}},\"required\":[\"envelopeId\",\"amountCents\",\"merchant\",\"callerPackage\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"expense_id\":{\"type\":\"integer\"}},\"required\":[\"expense_id\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x1

    aput-object v3, v17, v2

    .line 32
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 33
    const-string v11, "envelopes.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 32
    const-string v4, "move_funds"

    const-string v5, "Move funds"

    const-string v6, "Move money from one envelope to another."

    const-string v7, "transaction"

    const-string v8, "high"

    const-string v9, "always"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"from\":{\"type\":\"integer\"},\"to\":{\"type\":\"integer\"},\"amountCents\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"from\",\"to\",\"amountCents\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"moved_cents\":{\"type\":\"integer\"},\"from_balance_cents\":{\"type\":\"integer\"}},\"required\":[\"moved_cents\"]}"

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0x600

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x2

    aput-object v3, v17, v2

    .line 37
    new-instance v3, Lcom/tallyfold/money/ToolSpec;

    .line 38
    const-string v11, "envelopes.write"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 37
    const-string v4, "close_envelope"

    const-string v5, "Close envelope"

    const-string v6, "Close an envelope and sweep what it holds into another one."

    const-string v7, "delete"

    const-string v8, "high"

    const-string v9, "always"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"envelopeId\":{\"type\":\"integer\"},\"sweepTo\":{\"type\":\"integer\"}},\"required\":[\"envelopeId\",\"sweepTo\"],\"additionalProperties\":false}"

    const-string v12, "{\"type\":\"object\",\"properties\":{\"closed\":{\"type\":\"integer\"},\"swept_cents\":{\"type\":\"integer\"}},\"required\":[\"closed\"]}"

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x400

    const/16 v16, 0x0

    invoke-direct/range {v3 .. v16}, Lcom/tallyfold/money/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v2, 0x3

    aput-object v3, v17, v2

    .line 21
    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/tallyfold/money/LedgerToolProvider;->tools:Ljava/util/List;

    .line 10
    return-void
.end method

.method private final record(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/RecordExpense;)Lcom/tallyfold/money/Outcome;
    .registers 24

    .line 91
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lcom/tallyfold/money/RecordExpense;->getCallerPackage()Ljava/lang/String;

    move-result-object v7

    .line 92
    invoke-static {}, Ljava/time/LocalDate;->now()Ljava/time/LocalDate;

    move-result-object v0

    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Ljava/time/LocalDate;->withDayOfMonth(I)Ljava/time/LocalDate;

    move-result-object v0

    invoke-static {}, Ljava/time/ZoneId;->systemDefault()Ljava/time/ZoneId;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/time/LocalDate;->atStartOfDay(Ljava/time/ZoneId;)Ljava/time/ZonedDateTime;

    move-result-object v0

    invoke-virtual {v0}, Ljava/time/ZonedDateTime;->toInstant()Ljava/time/Instant;

    move-result-object v0

    invoke-virtual {v0}, Ljava/time/Instant;->toEpochMilli()J

    move-result-wide v8

    .line 93
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v0, v7, v8, v9}, Lcom/tallyfold/money/Store;->spentBy(Ljava/lang/String;J)J

    move-result-wide v0

    move-object/from16 v2, p2

    invoke-virtual {v2}, Lcom/tallyfold/money/RecordExpense;->getAmountCents()J

    move-result-wide v2

    add-long/2addr v0, v2

    sget-object v2, Lcom/tallyfold/money/Grants;->INSTANCE:Lcom/tallyfold/money/Grants;

    invoke-virtual {v2, v7}, Lcom/tallyfold/money/Grants;->expenseLimitOf(Ljava/lang/String;)J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 94
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This assistant has reached its monthly expense limit."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    return-object v0

    .line 96
    :cond_0
    move-object/from16 v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Lcom/tallyfold/money/LedgerToolProvider;

    move-object v11, v0

    .line 134
    const/4 v12, 0x0

    .line 96
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    move-object/from16 v1, p2

    invoke-virtual {v1}, Lcom/tallyfold/money/RecordExpense;->getEnvelopeId()J

    move-result-wide v1

    move-object/from16 v3, p2

    invoke-virtual {v3}, Lcom/tallyfold/money/RecordExpense;->getAmountCents()J

    move-result-wide v3

    move-object/from16 v5, p2

    invoke-virtual {v5}, Lcom/tallyfold/money/RecordExpense;->getMerchant()Ljava/lang/String;

    move-result-object v5

    move-object v6, v7

    invoke-virtual/range {v0 .. v6}, Lcom/tallyfold/money/Store;->addExpense(JJLjava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    :goto_0
    move-object v10, v11

    .line 97
    invoke-static {v10}, Lkotlin/Result;->isSuccess-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v10

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v11

    const/4 v13, 0x0

    .line 98
    sget-object v0, Lcom/tallyfold/money/Background;->INSTANCE:Lcom/tallyfold/money/Background;

    invoke-virtual {v0}, Lcom/tallyfold/money/Background;->getIo()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    move-object/from16 v1, p0

    move-object/from16 v2, p1

    move-object/from16 v3, p2

    new-instance v4, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v4, v1, v2, v3}, Lcom/tallyfold/money/LedgerToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallyfold/money/LedgerToolProvider;Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/RecordExpense;)V

    move-object v1, v4

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 103
    :cond_1
    const/4 v11, 0x0

    .line 135
    move-object v12, v10

    invoke-static {v12}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v13, v12

    .line 136
    const/4 v14, 0x0

    .line 135
    move-object v0, v13

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v15

    const/16 v17, 0x0

    .line 104
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "expense_id"

    move-wide v2, v15

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 135
    move-object/from16 v20, v0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    move-object/from16 v2, v20

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_1

    :cond_2
    move-object v13, v0

    .line 136
    const/4 v14, 0x0

    .line 135
    move-object/from16 v18, v13

    const/16 v19, 0x0

    .line 106
    const-string v0, "Tallyfold"

    const-string v1, "record_expense failed"

    move-object/from16 v2, v18

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 107
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The expense could not be recorded."

    const/4 v4, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 135
    check-cast v0, Lcom/tallyfold/money/Outcome;

    .line 96
    :goto_1
    return-object v0
.end method

.method public static final record$lambda$1$0(Lcom/tallyfold/money/LedgerToolProvider;Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/RecordExpense;)V
    .registers 7

    .line 99
    invoke-virtual {p0}, Lcom/tallyfold/money/LedgerToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lcom/tallyfold/money/ToolCall;->getUid-GZ42O9s()I

    move-result v1

    invoke-static {v0, v1}, Lcom/tallyfold/money/ExtensionsKt;->callerPackages-jxSKb4Q(Landroid/content/Context;I)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->singleOrNull(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_0

    const-string v0, "unknown"

    :cond_0
    move-object v3, v0

    .line 100
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {p2}, Lcom/tallyfold/money/RecordExpense;->getEnvelopeId()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2, v3}, Lcom/tallyfold/money/Store;->noteActivity(JLjava/lang/String;)V

    .line 101
    return-void
.end method


# virtual methods
.method protected decode-gIAlu-s(Ljava/lang/String;Ljava/util/Map;)Ljava/lang/Object;
    .registers 22

    move-object/from16 v0, p1

    const-string v1, "tool"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    move-object/from16 v9, p1

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_6

    :sswitch_0
    const-string v1, "move_funds"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto/16 :goto_6

    :sswitch_1
    const-string v1, "close_envelope"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto/16 :goto_6

    :sswitch_2
    const-string v1, "list_envelopes"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto/16 :goto_6

    :sswitch_3
    const-string v1, "record_expense"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto/16 :goto_6

    .line 46
    :cond_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    sget-object v0, Lcom/tallyfold/money/ListEnvelopes;->INSTANCE:Lcom/tallyfold/money/ListEnvelopes;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    goto/16 :goto_7

    .line 47
    :cond_1
    move-object/from16 v10, p2

    const/4 v11, 0x0

    .line 113
    move-object v12, v10

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v13, v12

    .line 114
    const/4 v14, 0x0

    .line 113
    move-object v15, v13

    const/16 v16, 0x0

    .line 47
    new-instance v0, Lcom/tallyfold/money/RecordExpense;

    invoke-direct {v0, v15}, Lcom/tallyfold/money/RecordExpense;-><init>(Ljava/util/Map;)V

    .line 113
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v14

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v14}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    :goto_0
    move-object v12, v13

    move-object v13, v12

    const/4 v14, 0x0

    .line 115
    invoke-static {v13}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object/from16 v17, v0

    .line 114
    const/16 v18, 0x0

    .line 115
    const-class v1, Lcom/tallyfold/money/RecordExpense;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_1

    .line 116
    :cond_2
    :goto_1
    move-object v0, v12

    goto/16 :goto_7

    .line 48
    :cond_3
    move-object/from16 v10, p2

    const/4 v11, 0x0

    .line 117
    move-object v12, v10

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v13, v12

    .line 118
    const/4 v14, 0x0

    .line 117
    move-object v15, v13

    const/16 v16, 0x0

    .line 48
    new-instance v0, Lcom/tallyfold/money/MoveFunds;

    const-string v3, "from"

    invoke-interface {v15, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "null cannot be cast to non-null type kotlin.Number"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Ljava/lang/Number;

    invoke-virtual {v2}, Ljava/lang/Number;->longValue()J

    move-result-wide v2

    const-string v5, "to"

    invoke-interface {v15, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    const-string v6, "null cannot be cast to non-null type kotlin.Number"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v4, Ljava/lang/Number;

    invoke-virtual {v4}, Ljava/lang/Number;->longValue()J

    move-result-wide v4

    const-string v7, "amountCents"

    invoke-interface {v15, v7}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    const-string v8, "null cannot be cast to non-null type kotlin.Number"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v6, Ljava/lang/Number;

    invoke-virtual {v6}, Ljava/lang/Number;->longValue()J

    move-result-wide v6

    move-wide v1, v2

    move-wide v3, v4

    move-wide v5, v6

    invoke-direct/range {v0 .. v6}, Lcom/tallyfold/money/MoveFunds;-><init>(JJJ)V

    .line 117
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v14

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v14}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    :goto_2
    move-object v12, v13

    move-object v13, v12

    const/4 v14, 0x0

    .line 119
    invoke-static {v13}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_4

    move-object/from16 v17, v0

    .line 118
    const/16 v18, 0x0

    .line 119
    const-class v1, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_3

    .line 120
    :cond_4
    :goto_3
    move-object v0, v12

    goto/16 :goto_7

    .line 49
    :cond_5
    move-object/from16 v10, p2

    const/4 v11, 0x0

    .line 121
    move-object v12, v10

    :try_start_2
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v13, v12

    .line 122
    const/4 v14, 0x0

    .line 121
    move-object v15, v13

    const/16 v16, 0x0

    .line 49
    new-instance v0, Lcom/tallyfold/money/CloseEnvelope;

    const-string v3, "envelopeId"

    invoke-interface {v15, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "null cannot be cast to non-null type kotlin.Number"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Ljava/lang/Number;

    invoke-virtual {v2}, Ljava/lang/Number;->longValue()J

    move-result-wide v2

    const-string v5, "sweepTo"

    invoke-interface {v15, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    const-string v6, "null cannot be cast to non-null type kotlin.Number"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v4, Ljava/lang/Number;

    invoke-virtual {v4}, Ljava/lang/Number;->longValue()J

    move-result-wide v4

    invoke-direct {v0, v2, v3, v4, v5}, Lcom/tallyfold/money/CloseEnvelope;-><init>(JJ)V

    .line 121
    check-cast v0, Lcom/tallyfold/money/Command;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_4

    :catch_2
    move-exception v14

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v14}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v13

    :goto_4
    move-object v12, v13

    move-object v13, v12

    const/4 v14, 0x0

    .line 123
    invoke-static {v13}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_6

    move-object/from16 v17, v0

    .line 122
    const/16 v18, 0x0

    .line 123
    const-class v1, Lcom/tallyfold/money/CloseEnvelope;

    invoke-virtual {v1}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "args of "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " rejected"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "Tallyfold"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_5

    .line 124
    :cond_6
    :goto_5
    move-object v0, v12

    goto :goto_7

    .line 50
    :goto_6
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v2, "unknown tool"

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    check-cast v0, Ljava/lang/Throwable;

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    .line 51
    :goto_7
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x4a7e0ba0 -> :sswitch_0
        -0x18a217be -> :sswitch_2
        0x1d0f9a37 -> :sswitch_1
        0x2945fa6a -> :sswitch_3
    .end sparse-switch
.end method

.method protected getDescription()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->description:Ljava/lang/String;

    return-object v0
.end method

.method protected getOptionalCapabilities()Ljava/util/Set;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->optionalCapabilities:Ljava/util/Set;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method protected getReplies()Lcom/tallyfold/money/ReplyLog;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->replies:Lcom/tallyfold/money/ReplyLog;

    return-object v0
.end method

.method protected getRevision()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method protected getScopeCatalog()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->scopeCatalog:Ljava/lang/String;

    return-object v0
.end method

.method protected getTools()Ljava/util/List;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/tallyfold/money/LedgerToolProvider;->tools:Ljava/util/List;

    return-object v0
.end method

.method public bridge synthetic perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/Command;)Lcom/tallyfold/money/Outcome;
    .registers 5

    .line 10
    move-object v1, p2

    check-cast v1, Lcom/tallyfold/money/LedgerCommand;

    invoke-virtual {p0, p1, v1}, Lcom/tallyfold/money/LedgerToolProvider;->perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/LedgerCommand;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    return-object v0
.end method

.method protected perform(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/LedgerCommand;)Lcom/tallyfold/money/Outcome;
    .registers 23

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "command"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    move-object/from16 v7, p2

    .line 74
    sget-object v1, Lcom/tallyfold/money/ListEnvelopes;->INSTANCE:Lcom/tallyfold/money/ListEnvelopes;

    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    sget-object v4, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    invoke-virtual {v4}, Lcom/tallyfold/money/Store;->envelopes()Lorg/json/JSONArray;

    move-result-object v4

    const-string v3, "envelopes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto/16 :goto_4

    .line 75
    :cond_0
    instance-of v0, v7, Lcom/tallyfold/money/RecordExpense;

    if-eqz v0, :cond_1

    move-object/from16 v2, p2

    check-cast v2, Lcom/tallyfold/money/RecordExpense;

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-direct {v0, v1, v2}, Lcom/tallyfold/money/LedgerToolProvider;->record(Lcom/tallyfold/money/ToolCall;Lcom/tallyfold/money/RecordExpense;)Lcom/tallyfold/money/Outcome;

    move-result-object v0

    goto/16 :goto_4

    .line 76
    :cond_1
    instance-of v0, v7, Lcom/tallyfold/money/MoveFunds;

    if-eqz v0, :cond_4

    move-object/from16 v8, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/tallyfold/money/LedgerToolProvider;

    move-object v9, v0

    .line 129
    const/4 v10, 0x0

    .line 76
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    move-object/from16 v1, p2

    check-cast v1, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v1}, Lcom/tallyfold/money/MoveFunds;->getFrom()J

    move-result-wide v1

    move-object/from16 v3, p2

    check-cast v3, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v3}, Lcom/tallyfold/money/MoveFunds;->getTo()J

    move-result-wide v3

    move-object/from16 v5, p2

    check-cast v5, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v5}, Lcom/tallyfold/money/MoveFunds;->getAmountCents()J

    move-result-wide v5

    invoke-virtual/range {v0 .. v6}, Lcom/tallyfold/money/Store;->transfer(JJJ)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_0
    move-object v8, v9

    const/4 v9, 0x0

    .line 130
    move-object v10, v8

    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_2

    move-object v11, v10

    .line 131
    const/4 v12, 0x0

    .line 130
    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v13

    const/4 v15, 0x0

    .line 77
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p2

    check-cast v2, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v2}, Lcom/tallyfold/money/MoveFunds;->getAmountCents()J

    move-result-wide v2

    const-string v1, "moved_cents"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "from_balance_cents"

    invoke-virtual {v0, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 130
    move-object/from16 v18, v0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    move-object/from16 v2, v18

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_1

    :cond_2
    move-object v11, v0

    .line 131
    const/4 v12, 0x0

    .line 130
    move-object/from16 v16, v11

    const/16 v17, 0x0

    .line 78
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    move-object/from16 v3, v16

    invoke-virtual {v3}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    const-string v2, "CONFLICT"

    if-nez v3, :cond_3

    const-string v3, "The money could not be moved."

    :cond_3
    move-object v1, v2

    move-object v2, v3

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 130
    check-cast v0, Lcom/tallyfold/money/Outcome;

    :goto_1
    goto/16 :goto_4

    .line 80
    :cond_4
    instance-of v0, v7, Lcom/tallyfold/money/CloseEnvelope;

    if-eqz v0, :cond_6

    move-object/from16 v8, p0

    :try_start_1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v8

    check-cast v0, Lcom/tallyfold/money/LedgerToolProvider;

    move-object v9, v0

    .line 129
    const/4 v10, 0x0

    .line 80
    sget-object v0, Lcom/tallyfold/money/Store;->INSTANCE:Lcom/tallyfold/money/Store;

    move-object/from16 v1, p2

    check-cast v1, Lcom/tallyfold/money/CloseEnvelope;

    invoke-virtual {v1}, Lcom/tallyfold/money/CloseEnvelope;->getEnvelopeId()J

    move-result-wide v1

    move-object/from16 v3, p2

    check-cast v3, Lcom/tallyfold/money/CloseEnvelope;

    invoke-virtual {v3}, Lcom/tallyfold/money/CloseEnvelope;->getSweepTo()J

    move-result-wide v3

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tallyfold/money/Store;->close(JJ)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_2

    :catch_1
    move-exception v10

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v10}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    :goto_2
    move-object v8, v9

    const/4 v9, 0x0

    .line 132
    move-object v10, v8

    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_5

    move-object v11, v10

    .line 133
    const/4 v12, 0x0

    .line 132
    move-object v0, v11

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v13

    const/4 v15, 0x0

    .line 81
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object/from16 v2, p2

    check-cast v2, Lcom/tallyfold/money/CloseEnvelope;

    invoke-virtual {v2}, Lcom/tallyfold/money/CloseEnvelope;->getEnvelopeId()J

    move-result-wide v2

    const-string v1, "closed"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "swept_cents"

    invoke-virtual {v0, v1, v13, v14}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 132
    move-object/from16 v19, v0

    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    move-object/from16 v2, v19

    invoke-direct {v0, v2}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_3

    :cond_5
    move-object v11, v0

    .line 133
    const/4 v12, 0x0

    .line 132
    move-object/from16 v16, v11

    const/16 v17, 0x0

    .line 83
    const-string v0, "Tallyfold"

    const-string v1, "close_envelope failed"

    move-object/from16 v2, v16

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 84
    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    const-string v1, "CONFLICT"

    const-string v2, "The envelope could not be closed."

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 132
    check-cast v0, Lcom/tallyfold/money/Outcome;

    :goto_3
    goto :goto_4

    .line 73
    :cond_6
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 87
    :goto_4
    return-object v0
.end method

.method public bridge synthetic resolution-GLOxL2A(Lcom/tallyfold/money/Command;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 10
    move-object v1, p1

    check-cast v1, Lcom/tallyfold/money/LedgerCommand;

    invoke-virtual {p0, v1, p2, p3}, Lcom/tallyfold/money/LedgerToolProvider;->resolution-GLOxL2A(Lcom/tallyfold/money/LedgerCommand;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method protected resolution-GLOxL2A(Lcom/tallyfold/money/LedgerCommand;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 15

    const-string v1, "command"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 64
    move-object v5, p1

    .line 65
    instance-of v0, v5, Lcom/tallyfold/money/MoveFunds;

    if-nez v0, :cond_0

    instance-of v0, v5, Lcom/tallyfold/money/RecordExpense;

    if-eqz v0, :cond_1

    :cond_0
    const/high16 v0, 0x44000000    # 512.0f

    goto :goto_0

    .line 67
    :cond_1
    instance-of v0, v5, Lcom/tallyfold/money/CloseEnvelope;

    if-eqz v0, :cond_2

    const/high16 v0, 0x8000000

    goto :goto_0

    .line 68
    :cond_2
    sget-object v1, Lcom/tallyfold/money/ListEnvelopes;->INSTANCE:Lcom/tallyfold/money/ListEnvelopes;

    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/high16 v0, 0x4000000

    goto :goto_0

    .line 64
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move v4, v0

    .line 70
    invoke-virtual {p0}, Lcom/tallyfold/money/LedgerToolProvider;->getCtx()Landroid/content/Context;

    move-result-object v5

    move-object v6, p2

    move-object v7, p3

    move v8, v4

    const/4 v9, 0x0

    .line 125
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lcom/tallyfold/money/ConfirmActivity;

    invoke-direct {v0, v5, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 126
    const-string v1, "com.tallyfold.money.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, v6}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 127
    const-string v1, "com.tallyfold.money.extra.SUMMARY"

    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v10

    .line 128
    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {v5, v1, v10, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    return-object v0
.end method

.method public bridge synthetic summarize(Lcom/tallyfold/money/Command;)Ljava/lang/String;
    .registers 4

    .line 10
    move-object v1, p1

    check-cast v1, Lcom/tallyfold/money/LedgerCommand;

    invoke-virtual {p0, v1}, Lcom/tallyfold/money/LedgerToolProvider;->summarize(Lcom/tallyfold/money/LedgerCommand;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected summarize(Lcom/tallyfold/money/LedgerCommand;)Ljava/lang/String;
    .registers 11

    const-string v1, "command"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    move-object v8, p1

    .line 57
    sget-object v1, Lcom/tallyfold/money/ListEnvelopes;->INSTANCE:Lcom/tallyfold/money/ListEnvelopes;

    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "List envelopes"

    goto/16 :goto_0

    .line 58
    :cond_0
    instance-of v0, v8, Lcom/tallyfold/money/RecordExpense;

    if-eqz v0, :cond_1

    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/RecordExpense;

    invoke-virtual {v0}, Lcom/tallyfold/money/RecordExpense;->getAmountCents()J

    move-result-wide v0

    move-object v2, p1

    check-cast v2, Lcom/tallyfold/money/RecordExpense;

    invoke-virtual {v2}, Lcom/tallyfold/money/RecordExpense;->getMerchant()Ljava/lang/String;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lcom/tallyfold/money/RecordExpense;

    invoke-virtual {v3}, Lcom/tallyfold/money/RecordExpense;->getEnvelopeId()J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Record "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, " cents at "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " in envelope "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 59
    :cond_1
    instance-of v0, v8, Lcom/tallyfold/money/MoveFunds;

    if-eqz v0, :cond_2

    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v0}, Lcom/tallyfold/money/MoveFunds;->getAmountCents()J

    move-result-wide v0

    move-object v2, p1

    check-cast v2, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v2}, Lcom/tallyfold/money/MoveFunds;->getFrom()J

    move-result-wide v2

    move-object v4, p1

    check-cast v4, Lcom/tallyfold/money/MoveFunds;

    invoke-virtual {v4}, Lcom/tallyfold/money/MoveFunds;->getTo()J

    move-result-wide v4

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Move "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, " cents from envelope "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v7, " to envelope "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4, v5}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 60
    :cond_2
    instance-of v0, v8, Lcom/tallyfold/money/CloseEnvelope;

    if-eqz v0, :cond_3

    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/CloseEnvelope;

    invoke-virtual {v0}, Lcom/tallyfold/money/CloseEnvelope;->getEnvelopeId()J

    move-result-wide v0

    move-object v2, p1

    check-cast v2, Lcom/tallyfold/money/CloseEnvelope;

    invoke-virtual {v2}, Lcom/tallyfold/money/CloseEnvelope;->getSweepTo()J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Close envelope "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " and move its money to envelope "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, "; this cannot be undone"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 56
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 61
    :goto_0
    return-object v0
.end method

.method public bridge synthetic wantsUser(Lcom/tallyfold/money/Command;)Z
    .registers 4

    .line 10
    move-object v1, p1

    check-cast v1, Lcom/tallyfold/money/LedgerCommand;

    invoke-virtual {p0, v1}, Lcom/tallyfold/money/LedgerToolProvider;->wantsUser(Lcom/tallyfold/money/LedgerCommand;)Z

    move-result v0

    return v0
.end method

.method protected wantsUser(Lcom/tallyfold/money/LedgerCommand;)Z
    .registers 6

    const-string v1, "command"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    instance-of v0, p1, Lcom/tallyfold/money/RecordExpense;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/RecordExpense;

    invoke-virtual {v0}, Lcom/tallyfold/money/RecordExpense;->getAmountCents()J

    move-result-wide v0

    const-wide/32 v2, 0xc350

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
