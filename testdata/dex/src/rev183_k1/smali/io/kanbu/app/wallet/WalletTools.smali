.class public final Lio/kanbu/app/wallet/WalletTools;
.super Ljava/lang/Object;
.source "WalletTools.kt"


# static fields
.field public static final ALL:Ljava/util/List;

.field private static final CENTS:Ljava/lang/String; = "{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000000}"

.field private static final ENVELOPE:Ljava/lang/String; = "{\"type\":\"string\",\"enum\":[\"groceries\",\"rent\",\"transport\",\"leisure\",\"savings\"]}"

.field private static final EXPENSE_ID:Lkotlin/text/Regex;

.field public static final INSTANCE:Lio/kanbu/app/wallet/WalletTools;

.field public static final SCOPES:Ljava/util/List;

.field public static final byName:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 31

    new-instance v0, Lio/kanbu/app/wallet/WalletTools;

    invoke-direct {v0}, Lio/kanbu/app/wallet/WalletTools;-><init>()V

    sput-object v0, Lio/kanbu/app/wallet/WalletTools;->INSTANCE:Lio/kanbu/app/wallet/WalletTools;

    .line 12
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/clawseed/sdk/provider/ScopeInfo;

    move-object/from16 v20, v0

    new-instance v2, Lcom/clawseed/sdk/provider/ScopeInfo;

    const-string v4, "wallet.read"

    const-string v5, "See your expenses and budgets"

    const-string v6, "read"

    const-string v7, "financial"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/sdk/provider/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v20, v1

    .line 13
    new-instance v2, Lcom/clawseed/sdk/provider/ScopeInfo;

    const-string v4, "wallet.write"

    const-string v5, "Record expenses and change budgets"

    const-string v6, "write"

    const-string v7, "financial"

    invoke-direct {v2, v4, v5, v6, v7}, Lcom/clawseed/sdk/provider/ScopeInfo;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v20, v1

    .line 11
    move-object/from16 v0, v20

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/kanbu/app/wallet/WalletTools;->SCOPES:Ljava/util/List;

    .line 21
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-object/from16 v20, v0

    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 24
    const-string v9, "wallet.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "read"

    const-string v12, "low"

    const-string v13, "never"

    const/4 v14, 0x0

    const/4 v15, 0x1

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x68

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 21
    move-object v8, v9

    move-object v9, v10

    const-string v3, "list_expenses"

    const-string v4, "List expenses"

    const-string v5, "Lists recorded expenses, optionally of one envelope."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"envelope\":{\"type\":\"string\",\"enum\":[\"groceries\",\"rent\",\"transport\",\"leisure\",\"savings\"]}},\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"expenses\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"expenses\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x0

    aput-object v2, v20, v1

    .line 25
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 28
    const-string v9, "wallet.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "create"

    const-string v12, "moderate"

    const-string v13, "never"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x78

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 25
    move-object v8, v9

    move-object v9, v10

    const-string v3, "add_expense"

    const-string v4, "Add expense"

    const-string v5, "Records an expense in an envelope."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"envelope\":{\"type\":\"string\",\"enum\":[\"groceries\",\"rent\",\"transport\",\"leisure\",\"savings\"]},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000000},\"label\":{\"type\":\"string\",\"maxLength\":80}},\"required\":[\"envelope\",\"amount_cents\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"expense_id\":{\"type\":\"string\"},\"left_cents\":{\"type\":\"integer\"}},\"required\":[\"expense_id\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x1

    aput-object v2, v20, v1

    .line 29
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 32
    const-string v9, "wallet.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "update"

    const-string v12, "moderate"

    const-string v13, "never"

    const/4 v14, 0x0

    const/4 v15, 0x1

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x68

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 29
    move-object v8, v9

    move-object v9, v10

    const-string v3, "set_budget"

    const-string v4, "Set budget"

    const-string v5, "Sets the monthly limit of an envelope."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"envelope\":{\"type\":\"string\",\"enum\":[\"groceries\",\"rent\",\"transport\",\"leisure\",\"savings\"]},\"limit_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000000}},\"required\":[\"envelope\",\"limit_cents\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"envelope\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"}},\"required\":[\"envelope\",\"limit_cents\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x2

    aput-object v2, v20, v1

    .line 33
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 36
    const-string v9, "wallet.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "delete"

    const-string v12, "moderate"

    const-string v13, "always"

    const/4 v14, 0x1

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x70

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 33
    move-object v8, v9

    move-object v9, v10

    const-string v3, "delete_expense"

    const-string v4, "Delete expense"

    const-string v5, "Deletes a recorded expense."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"expense_id\":{\"type\":\"string\",\"pattern\":\"^[0-9a-f]{16}$\"}},\"required\":[\"expense_id\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"string\"}},\"required\":[\"deleted\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x3

    aput-object v2, v20, v1

    .line 37
    new-instance v2, Lcom/clawseed/sdk/provider/ToolDescriptor;

    .line 40
    const-string v9, "wallet.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    new-instance v10, Lcom/clawseed/sdk/provider/ToolAnnotations;

    const-string v11, "transaction"

    const-string v12, "high"

    const-string v13, "always"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x78

    const/16 v19, 0x0

    invoke-direct/range {v10 .. v19}, Lcom/clawseed/sdk/provider/ToolAnnotations;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZLjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 37
    move-object v8, v9

    move-object v9, v10

    const-string v3, "move_funds"

    const-string v4, "Move funds"

    const-string v5, "Moves budget from one envelope to another."

    const-string v6, "{\"type\":\"object\",\"properties\":{\"from\":{\"type\":\"string\",\"enum\":[\"groceries\",\"rent\",\"transport\",\"leisure\",\"savings\"]},\"to\":{\"type\":\"string\",\"enum\":[\"groceries\",\"rent\",\"transport\",\"leisure\",\"savings\"]},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000000}},\"required\":[\"from\",\"to\",\"amount_cents\"],\"additionalProperties\":false}"

    const-string v7, "{\"type\":\"object\",\"properties\":{\"from_limit_cents\":{\"type\":\"integer\"},\"to_limit_cents\":{\"type\":\"integer\"}},\"required\":[\"from_limit_cents\",\"to_limit_cents\"]}"

    invoke-direct/range {v2 .. v9}, Lcom/clawseed/sdk/provider/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V

    const/4 v1, 0x4

    aput-object v2, v20, v1

    .line 20
    move-object/from16 v0, v20

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/kanbu/app/wallet/WalletTools;->ALL:Ljava/util/List;

    .line 44
    sget-object v20, Lio/kanbu/app/wallet/WalletTools;->ALL:Ljava/util/List;

    check-cast v20, Ljava/lang/Iterable;

    const/16 v21, 0x0

    .line 80
    move-object/from16 v0, v20

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v22

    .line 81
    move-object/from16 v23, v20

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v22

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v24, v0

    const/16 v25, 0x0

    .line 82
    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v26

    :goto_0
    move-object/from16 v0, v26

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v26

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v27

    .line 83
    move-object/from16 v1, v27

    check-cast v1, Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-object/from16 v28, v1

    move-object/from16 v30, v24

    const/16 v29, 0x0

    .line 44
    move-object/from16 v0, v28

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getName()Ljava/lang/String;

    move-result-object v0

    .line 83
    move-object v1, v0

    move-object/from16 v0, v30

    move-object/from16 v2, v27

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 44
    :cond_0
    sput-object v24, Lio/kanbu/app/wallet/WalletTools;->byName:Ljava/util/Map;

    .line 46
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "^[0-9a-f]{16}$"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lio/kanbu/app/wallet/WalletTools;->EXPENSE_ID:Lkotlin/text/Regex;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final cents(J)Ljava/lang/Long;
    .registers 11

    .line 48
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    move-object v0, v4

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v5

    .line 79
    const/4 v7, 0x0

    .line 48
    const-wide/16 v0, 0x1

    cmp-long v0, v0, v5

    if-gtz v0, :cond_1

    const-wide/32 v2, 0x5f5e101

    cmp-long v0, v5, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_2

    move-object v0, v4

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method


# virtual methods
.method public final toAction(Lcom/clawseed/sdk/provider/CetpRequest;)Lio/kanbu/app/wallet/WalletAction$Tool;
    .registers 17

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v7

    .line 52
    const-string v1, "envelope"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    move-object v10, v9

    .line 79
    const/4 v11, 0x0

    .line 52
    invoke-static {}, Lio/kanbu/app/wallet/WalletReducerKt;->getENVELOPES()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v10}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v9

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v8, v0

    .line 53
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v9

    invoke-virtual {v9}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_9

    :sswitch_0
    const-string v1, "move_funds"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_c

    goto/16 :goto_9

    :sswitch_1
    const-string v1, "set_budget"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    goto/16 :goto_9

    :sswitch_2
    const-string v1, "delete_expense"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_9

    goto/16 :goto_9

    :sswitch_3
    const-string v1, "list_expenses"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto/16 :goto_9

    :sswitch_4
    const-string v1, "add_expense"

    invoke-virtual {v9, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto/16 :goto_9

    .line 55
    :cond_1
    const-string v1, "envelope"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    if-nez v8, :cond_2

    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$ListExpenses;

    move-object/from16 v2, p1

    invoke-direct {v0, v2, v8}, Lio/kanbu/app/wallet/WalletAction$ListExpenses;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    :goto_1
    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    goto/16 :goto_a

    .line 57
    :cond_3
    const-string v2, "amount_cents"

    const-wide/16 v3, 0x0

    invoke-virtual {v7, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-direct {p0, v1, v2}, Lio/kanbu/app/wallet/WalletTools;->cents(J)Ljava/lang/Long;

    move-result-object v10

    .line 58
    const-string v1, "label"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v11

    .line 59
    if-eqz v8, :cond_4

    if-eqz v10, :cond_4

    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x50

    if-le v0, v1, :cond_5

    :cond_4
    const/4 v0, 0x0

    goto :goto_2

    .line 60
    :cond_5
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$AddExpense;

    sget-object v3, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    const/16 v4, 0x8

    invoke-virtual {v3, v4}, Lio/kanbu/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v10}, Ljava/lang/Long;->longValue()J

    move-result-wide v5

    move-object/from16 v1, p1

    move-object v2, v3

    move-object v3, v8

    move-wide v4, v5

    move-object v6, v11

    invoke-direct/range {v0 .. v6}, Lio/kanbu/app/wallet/WalletAction$AddExpense;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;JLjava/lang/String;)V

    :goto_2
    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    goto/16 :goto_a

    .line 63
    :cond_6
    const-string v2, "limit_cents"

    const-wide/16 v3, 0x0

    invoke-virtual {v7, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-direct {p0, v1, v2}, Lio/kanbu/app/wallet/WalletTools;->cents(J)Ljava/lang/Long;

    move-result-object v10

    .line 64
    if-eqz v8, :cond_7

    if-nez v10, :cond_8

    :cond_7
    const/4 v0, 0x0

    goto :goto_3

    :cond_8
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$SetBudget;

    invoke-virtual {v10}, Ljava/lang/Long;->longValue()J

    move-result-wide v4

    move-object/from16 v2, p1

    invoke-direct {v0, v2, v8, v4, v5}, Lio/kanbu/app/wallet/WalletAction$SetBudget;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;J)V

    :goto_3
    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    goto/16 :goto_a

    .line 66
    :cond_9
    const-string v1, "expense_id"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v12, v11

    .line 79
    const/4 v13, 0x0

    .line 66
    sget-object v0, Lio/kanbu/app/wallet/WalletTools;->EXPENSE_ID:Lkotlin/text/Regex;

    invoke-static {v12}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v1, v12

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_a

    move-object v0, v11

    goto :goto_4

    :cond_a
    const/4 v0, 0x0

    :goto_4
    move-object v10, v0

    .line 67
    if-eqz v10, :cond_b

    move-object v12, v10

    .line 79
    const/4 v13, 0x0

    .line 67
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    move-object/from16 v2, p1

    invoke-direct {v0, v2, v12}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    goto :goto_5

    :cond_b
    const/4 v0, 0x0

    :goto_5
    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    goto :goto_a

    .line 69
    :cond_c
    const-string v1, "from"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    move-object v12, v11

    .line 79
    const/4 v13, 0x0

    .line 69
    invoke-static {}, Lio/kanbu/app/wallet/WalletReducerKt;->getENVELOPES()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v12}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_d

    move-object v0, v11

    goto :goto_6

    :cond_d
    const/4 v0, 0x0

    :goto_6
    move-object v10, v0

    .line 70
    const-string v1, "to"

    const-string v2, ""

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    move-object v13, v12

    .line 79
    const/4 v14, 0x0

    .line 70
    invoke-static {}, Lio/kanbu/app/wallet/WalletReducerKt;->getENVELOPES()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0, v13}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_e

    move-object v0, v12

    goto :goto_7

    :cond_e
    const/4 v0, 0x0

    :goto_7
    move-object v11, v0

    .line 71
    const-string v2, "amount_cents"

    const-wide/16 v3, 0x0

    invoke-virtual {v7, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-direct {p0, v1, v2}, Lio/kanbu/app/wallet/WalletTools;->cents(J)Ljava/lang/Long;

    move-result-object v12

    .line 72
    if-eqz v10, :cond_f

    if-eqz v11, :cond_f

    if-nez v12, :cond_10

    :cond_f
    const/4 v0, 0x0

    goto :goto_8

    :cond_10
    new-instance v0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v12}, Ljava/lang/Long;->longValue()J

    move-result-wide v5

    move-object/from16 v1, p1

    move-object v2, v10

    move-object v3, v11

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;J)V

    :goto_8
    check-cast v0, Lio/kanbu/app/wallet/WalletAction$Tool;

    goto :goto_a

    .line 74
    :goto_9
    const/4 v0, 0x0

    .line 53
    :goto_a
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x62af623e -> :sswitch_1
        -0x4a7e0ba0 -> :sswitch_0
        -0x3fb3e63c -> :sswitch_2
        -0x12cf6a64 -> :sswitch_3
        0x97b6ba -> :sswitch_4
    .end sparse-switch
.end method
