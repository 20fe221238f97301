.class public final Lapp/tallybook/budget/cetp/ExpenseTools;
.super Ljava/lang/Object;
.source "ExpenseTools.kt"


# static fields
.field public static final INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools;

.field private static final addExpense:Lapp/tallybook/budget/cetp/ToolEntry;

.field private static final amount:Lorg/json/JSONObject;

.field private static final byName:Ljava/util/Map;

.field private static final category:Lorg/json/JSONObject;

.field private static final changed:Lorg/json/JSONObject;

.field private static final day:Lorg/json/JSONObject;

.field private static final deleteExpense:Lapp/tallybook/budget/cetp/ToolEntry;

.field private static final editExpense:Lapp/tallybook/budget/cetp/ToolEntry;

.field private static final expense:Lorg/json/JSONObject;

.field private static final expenseSummary:Lapp/tallybook/budget/cetp/ToolEntry;

.field private static final id:Lorg/json/JSONObject;

.field private static final limit:Lorg/json/JSONObject;

.field private static final listExpenses:Lapp/tallybook/budget/cetp/ToolEntry;

.field private static final month:Lorg/json/JSONObject;

.field private static final note:Lorg/json/JSONObject;

.field private static final scopes:Ljava/util/List;

.field private static final totals:Lorg/json/JSONObject;


# direct methods
.method static constructor <clinit>()V
    .registers 28

    new-instance v0, Lapp/tallybook/budget/cetp/ExpenseTools;

    invoke-direct {v0}, Lapp/tallybook/budget/cetp/ExpenseTools;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools;

    .line 8
    const/4 v0, 0x2

    new-array v0, v0, [Lapp/tallybook/budget/cetp/Scope;

    move-object/from16 v17, v0

    new-instance v2, Lapp/tallybook/budget/cetp/Scope;

    sget-object v6, Lapp/tallybook/budget/cetp/Access;->READ:Lapp/tallybook/budget/cetp/Access;

    const-string v3, "expenses.read"

    const-string v4, "Read expenses"

    const-string v5, "See recorded expenses and monthly totals"

    const/4 v7, 0x0

    const/16 v8, 0x10

    const/4 v9, 0x0

    invoke-direct/range {v2 .. v9}, Lapp/tallybook/budget/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Access;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x0

    aput-object v2, v17, v1

    .line 9
    new-instance v2, Lapp/tallybook/budget/cetp/Scope;

    sget-object v6, Lapp/tallybook/budget/cetp/Access;->WRITE:Lapp/tallybook/budget/cetp/Access;

    const-string v3, "expenses.write"

    const-string v4, "Record expenses"

    const-string v5, "Add, edit and delete expenses"

    const/4 v7, 0x0

    const/16 v8, 0x10

    const/4 v9, 0x0

    invoke-direct/range {v2 .. v9}, Lapp/tallybook/budget/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Access;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x1

    aput-object v2, v17, v1

    .line 7
    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->scopes:Ljava/util/List;

    .line 12
    const/4 v1, 0x1

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v0, "integer"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->id:Lorg/json/JSONObject;

    .line 13
    const/4 v1, 0x2

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const v4, 0x989680

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maximum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v17, v2

    const-string v0, "integer"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->amount:Lorg/json/JSONObject;

    .line 14
    const/4 v1, 0x2

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const/16 v4, 0x28

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maxLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v17, v2

    const-string v0, "string"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->category:Lorg/json/JSONObject;

    .line 15
    const/4 v1, 0x1

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const/16 v4, 0xc8

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maxLength"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v0, "string"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->note:Lorg/json/JSONObject;

    .line 16
    const/4 v1, 0x1

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const-string v3, "format"

    const-string v4, "date"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v0, "string"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->day:Lorg/json/JSONObject;

    .line 17
    const/4 v1, 0x2

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const/4 v4, 0x1

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "minimum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const/16 v4, 0x64

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const-string v3, "maximum"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v17, v2

    const-string v0, "integer"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->limit:Lorg/json/JSONObject;

    .line 18
    const/4 v1, 0x1

    new-array v1, v1, [Lkotlin/Pair;

    move-object/from16 v17, v1

    const-string v3, "pattern"

    const-string v4, "^[0-9]{4}-[0-9]{2}$"

    invoke-static {v3, v4}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v0, "string"

    move-object/from16 v1, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->month:Lorg/json/JSONObject;

    .line 21
    const/4 v0, 0x5

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->id:Lorg/json/JSONObject;

    const-string v2, "id"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->amount:Lorg/json/JSONObject;

    const-string v2, "amount_cents"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v17, v1

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->category:Lorg/json/JSONObject;

    const-string v2, "category"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v17, v1

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->note:Lorg/json/JSONObject;

    const-string v2, "note"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v17, v1

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->day:Lorg/json/JSONObject;

    const-string v2, "spent_on"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x4

    aput-object v2, v17, v1

    .line 22
    const/4 v1, 0x4

    new-array v1, v1, [Ljava/lang/String;

    move-object/from16 v0, v17

    move-object/from16 v17, v1

    const-string v3, "id"

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v3, "amount_cents"

    const/4 v2, 0x1

    aput-object v3, v17, v2

    const-string v3, "category"

    const/4 v2, 0x2

    aput-object v3, v17, v2

    const-string v3, "spent_on"

    const/4 v2, 0x3

    aput-object v3, v17, v2

    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    .line 20
    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->expense:Lorg/json/JSONObject;

    .line 26
    const/4 v0, 0x3

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->id:Lorg/json/JSONObject;

    const-string v2, "id"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "boolean"

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "updated"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v17, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "boolean"

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "deleted"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v17, v1

    .line 27
    const-string v1, "id"

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    .line 25
    move-object/from16 v0, v17

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->changed:Lorg/json/JSONObject;

    .line 31
    const/4 v0, 0x4

    new-array v0, v0, [Lkotlin/Pair;

    move-object/from16 v17, v0

    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools;->month:Lorg/json/JSONObject;

    const-string v2, "month"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v17, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "integer"

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "total_cents"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v17, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "object"

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "by_category"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x2

    aput-object v2, v17, v1

    const/4 v4, 0x0

    new-array v4, v4, [Lkotlin/Pair;

    const-string v3, "boolean"

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/DescriptorsKt;->prop(Ljava/lang/String;[Lkotlin/Pair;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "carried_over"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x3

    aput-object v2, v17, v1

    .line 32
    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    move-object/from16 v0, v17

    move-object/from16 v17, v1

    const-string v3, "month"

    const/4 v2, 0x0

    aput-object v3, v17, v2

    const-string v3, "total_cents"

    const/4 v2, 0x1

    aput-object v3, v17, v2

    const-string v3, "by_category"

    const/4 v2, 0x2

    aput-object v3, v17, v2

    move-object/from16 v1, v17

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    .line 30
    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->totals:Lorg/json/JSONObject;

    .line 35
    new-instance v0, Lapp/tallybook/budget/cetp/ToolEntry;

    .line 36
    new-instance v2, Lapp/tallybook/budget/cetp/ToolSpec;

    .line 40
    sget-object v7, Lapp/tallybook/budget/cetp/Effect;->READ:Lapp/tallybook/budget/cetp/Effect;

    .line 41
    const-string v8, "expenses.read"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 42
    const/4 v9, 0x2

    new-array v9, v9, [Lkotlin/Pair;

    move-object/from16 v17, v9

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->category:Lorg/json/JSONObject;

    const-string v11, "category"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x0

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->limit:Lorg/json/JSONObject;

    const-string v11, "limit"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x1

    aput-object v11, v17, v10

    move-object/from16 v9, v17

    const/4 v10, 0x0

    const/4 v11, 0x2

    const/4 v12, 0x0

    invoke-static {v9, v10, v11, v12}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    .line 43
    sget-object v11, Lapp/tallybook/budget/cetp/ExpenseTools;->expense:Lorg/json/JSONObject;

    const-string v10, "expenses"

    invoke-static {v10, v11}, Lapp/tallybook/budget/cetp/DescriptorsKt;->listSchema(Ljava/lang/String;Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v10

    .line 36
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "list_expenses"

    const-string v4, "List expenses"

    const-string v5, "Recent expenses, newest first, optionally of one category"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xf80

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 45
    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda0;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda0;

    .line 35
    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolEntry;-><init>(Lapp/tallybook/budget/cetp/ToolSpec;Lkotlin/jvm/functions/Function3;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->listExpenses:Lapp/tallybook/budget/cetp/ToolEntry;

    .line 47
    new-instance v0, Lapp/tallybook/budget/cetp/ToolEntry;

    .line 48
    new-instance v2, Lapp/tallybook/budget/cetp/ToolSpec;

    .line 52
    sget-object v7, Lapp/tallybook/budget/cetp/Effect;->READ:Lapp/tallybook/budget/cetp/Effect;

    .line 53
    const-string v8, "expenses.read"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 54
    const/4 v9, 0x1

    new-array v9, v9, [Lkotlin/Pair;

    move-object/from16 v17, v9

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->month:Lorg/json/JSONObject;

    const-string v11, "month"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x0

    aput-object v11, v17, v10

    move-object/from16 v9, v17

    const/4 v10, 0x0

    const/4 v11, 0x2

    const/4 v12, 0x0

    invoke-static {v9, v10, v11, v12}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema$default([Lkotlin/Pair;Ljava/util/List;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    .line 55
    sget-object v10, Lapp/tallybook/budget/cetp/ExpenseTools;->totals:Lorg/json/JSONObject;

    .line 48
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "expense_summary"

    const-string v4, "Monthly summary"

    const-string v5, "Spending per category for a month (default: this month)"

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xf80

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 57
    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda1;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda1;

    .line 47
    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolEntry;-><init>(Lapp/tallybook/budget/cetp/ToolSpec;Lkotlin/jvm/functions/Function3;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->expenseSummary:Lapp/tallybook/budget/cetp/ToolEntry;

    .line 59
    new-instance v0, Lapp/tallybook/budget/cetp/ToolEntry;

    .line 60
    new-instance v2, Lapp/tallybook/budget/cetp/ToolSpec;

    .line 64
    sget-object v7, Lapp/tallybook/budget/cetp/Effect;->CREATE:Lapp/tallybook/budget/cetp/Effect;

    .line 65
    const-string v8, "expenses.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 67
    const/4 v9, 0x4

    new-array v9, v9, [Lkotlin/Pair;

    move-object/from16 v17, v9

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->amount:Lorg/json/JSONObject;

    const-string v11, "amount_cents"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x0

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->category:Lorg/json/JSONObject;

    const-string v11, "category"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x1

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->note:Lorg/json/JSONObject;

    const-string v11, "note"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x2

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->day:Lorg/json/JSONObject;

    const-string v11, "spent_on"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x3

    aput-object v11, v17, v10

    .line 68
    const/4 v10, 0x2

    new-array v10, v10, [Ljava/lang/String;

    move-object/from16 v9, v17

    move-object/from16 v17, v10

    const-string v12, "amount_cents"

    const/4 v11, 0x0

    aput-object v12, v17, v11

    const-string v12, "category"

    const/4 v11, 0x1

    aput-object v12, v17, v11

    move-object/from16 v10, v17

    invoke-static {v10}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 66
    invoke-static {v9, v10}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v9

    .line 70
    const/4 v10, 0x2

    new-array v10, v10, [Lkotlin/Pair;

    move-object/from16 v17, v10

    sget-object v13, Lapp/tallybook/budget/cetp/ExpenseTools;->id:Lorg/json/JSONObject;

    const-string v12, "id"

    invoke-static {v12, v13}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v12

    const/4 v11, 0x0

    aput-object v12, v17, v11

    sget-object v13, Lapp/tallybook/budget/cetp/ExpenseTools;->day:Lorg/json/JSONObject;

    const-string v12, "spent_on"

    invoke-static {v12, v13}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v12

    const/4 v11, 0x1

    aput-object v12, v17, v11

    const-string v11, "id"

    invoke-static {v11}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v11

    move-object/from16 v10, v17

    invoke-static {v10, v11}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v10

    .line 71
    sget-object v11, Lapp/tallybook/budget/cetp/Risk;->MODERATE:Lapp/tallybook/budget/cetp/Risk;

    .line 72
    sget-object v12, Lapp/tallybook/budget/cetp/Confirmation;->PROVIDER_POLICY:Lapp/tallybook/budget/cetp/Confirmation;

    .line 60
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "add_expense"

    const-string v4, "Add expense"

    const-string v5, "Record an expense in cents"

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/16 v15, 0xe00

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 74
    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda2;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda2;

    .line 59
    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolEntry;-><init>(Lapp/tallybook/budget/cetp/ToolSpec;Lkotlin/jvm/functions/Function3;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->addExpense:Lapp/tallybook/budget/cetp/ToolEntry;

    .line 76
    new-instance v0, Lapp/tallybook/budget/cetp/ToolEntry;

    .line 77
    new-instance v2, Lapp/tallybook/budget/cetp/ToolSpec;

    .line 81
    sget-object v7, Lapp/tallybook/budget/cetp/Effect;->UPDATE:Lapp/tallybook/budget/cetp/Effect;

    .line 82
    const-string v8, "expenses.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 84
    const/4 v9, 0x4

    new-array v9, v9, [Lkotlin/Pair;

    move-object/from16 v17, v9

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->id:Lorg/json/JSONObject;

    const-string v11, "id"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x0

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->amount:Lorg/json/JSONObject;

    const-string v11, "amount_cents"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x1

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->category:Lorg/json/JSONObject;

    const-string v11, "category"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x2

    aput-object v11, v17, v10

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->note:Lorg/json/JSONObject;

    const-string v11, "note"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x3

    aput-object v11, v17, v10

    .line 85
    const-string v10, "id"

    invoke-static {v10}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    .line 83
    move-object/from16 v9, v17

    invoke-static {v9, v10}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v9

    .line 87
    sget-object v10, Lapp/tallybook/budget/cetp/ExpenseTools;->changed:Lorg/json/JSONObject;

    .line 88
    sget-object v11, Lapp/tallybook/budget/cetp/Risk;->MODERATE:Lapp/tallybook/budget/cetp/Risk;

    .line 89
    sget-object v12, Lapp/tallybook/budget/cetp/Confirmation;->PROVIDER_POLICY:Lapp/tallybook/budget/cetp/Confirmation;

    .line 77
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "edit_expense"

    const-string v4, "Edit expense"

    const-string v5, "Change an expense\'s amount, category or note"

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0xa00

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 92
    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda3;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda3;

    .line 76
    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolEntry;-><init>(Lapp/tallybook/budget/cetp/ToolSpec;Lkotlin/jvm/functions/Function3;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->editExpense:Lapp/tallybook/budget/cetp/ToolEntry;

    .line 94
    new-instance v0, Lapp/tallybook/budget/cetp/ToolEntry;

    .line 95
    new-instance v2, Lapp/tallybook/budget/cetp/ToolSpec;

    .line 99
    sget-object v7, Lapp/tallybook/budget/cetp/Effect;->DELETE:Lapp/tallybook/budget/cetp/Effect;

    .line 100
    const-string v8, "expenses.write"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 101
    const/4 v9, 0x1

    new-array v9, v9, [Lkotlin/Pair;

    move-object/from16 v17, v9

    sget-object v12, Lapp/tallybook/budget/cetp/ExpenseTools;->id:Lorg/json/JSONObject;

    const-string v11, "id"

    invoke-static {v11, v12}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v11

    const/4 v10, 0x0

    aput-object v11, v17, v10

    const-string v10, "id"

    invoke-static {v10}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v10

    move-object/from16 v9, v17

    invoke-static {v9, v10}, Lapp/tallybook/budget/cetp/DescriptorsKt;->objectSchema([Lkotlin/Pair;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v9

    .line 102
    sget-object v10, Lapp/tallybook/budget/cetp/ExpenseTools;->changed:Lorg/json/JSONObject;

    .line 103
    sget-object v11, Lapp/tallybook/budget/cetp/Risk;->HIGH:Lapp/tallybook/budget/cetp/Risk;

    .line 104
    sget-object v12, Lapp/tallybook/budget/cetp/Confirmation;->ALWAYS:Lapp/tallybook/budget/cetp/Confirmation;

    .line 95
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "delete_expense"

    const-string v4, "Delete expense"

    const-string v5, "Delete an expense for good"

    const/4 v12, 0x1

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/16 v15, 0x800

    const/16 v16, 0x0

    invoke-direct/range {v2 .. v16}, Lapp/tallybook/budget/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lapp/tallybook/budget/cetp/Effect;Ljava/util/List;Lorg/json/JSONObject;Lorg/json/JSONObject;Lapp/tallybook/budget/cetp/Risk;Lapp/tallybook/budget/cetp/Confirmation;ZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 108
    sget-object v3, Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda4;->INSTANCE:Lapp/tallybook/budget/cetp/ExpenseTools$$ExternalSyntheticLambda4;

    .line 94
    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolEntry;-><init>(Lapp/tallybook/budget/cetp/ToolSpec;Lkotlin/jvm/functions/Function3;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->deleteExpense:Lapp/tallybook/budget/cetp/ToolEntry;

    .line 111
    const/4 v0, 0x5

    new-array v0, v0, [Lapp/tallybook/budget/cetp/ToolEntry;

    move-object/from16 v17, v0

    sget-object v2, Lapp/tallybook/budget/cetp/ExpenseTools;->listExpenses:Lapp/tallybook/budget/cetp/ToolEntry;

    const/4 v1, 0x0

    aput-object v2, v17, v1

    sget-object v2, Lapp/tallybook/budget/cetp/ExpenseTools;->expenseSummary:Lapp/tallybook/budget/cetp/ToolEntry;

    const/4 v1, 0x1

    aput-object v2, v17, v1

    sget-object v2, Lapp/tallybook/budget/cetp/ExpenseTools;->addExpense:Lapp/tallybook/budget/cetp/ToolEntry;

    const/4 v1, 0x2

    aput-object v2, v17, v1

    sget-object v2, Lapp/tallybook/budget/cetp/ExpenseTools;->editExpense:Lapp/tallybook/budget/cetp/ToolEntry;

    const/4 v1, 0x3

    aput-object v2, v17, v1

    sget-object v2, Lapp/tallybook/budget/cetp/ExpenseTools;->deleteExpense:Lapp/tallybook/budget/cetp/ToolEntry;

    const/4 v1, 0x4

    aput-object v2, v17, v1

    move-object/from16 v0, v17

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v17

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 120
    move-object/from16 v0, v17

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v19

    .line 121
    move-object/from16 v20, v17

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v19

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v21, v0

    const/16 v22, 0x0

    .line 122
    move-object/from16 v0, v20

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v23

    :goto_0
    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v23

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v24

    .line 123
    move-object/from16 v1, v24

    check-cast v1, Lapp/tallybook/budget/cetp/ToolEntry;

    move-object/from16 v25, v1

    move-object/from16 v27, v21

    const/16 v26, 0x0

    .line 111
    move-object/from16 v0, v25

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v0

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 123
    move-object v1, v0

    move-object/from16 v0, v27

    move-object/from16 v2, v24

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 111
    :cond_0
    sput-object v21, Lapp/tallybook/budget/cetp/ExpenseTools;->byName:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final addExpense$lambda$0(Lapp/tallybook/budget/cetp/ExpenseDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 5

    const-string v1, "desk"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/cetp/ExpenseDesk;->add(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method

.method public static final deleteExpense$lambda$0(Lapp/tallybook/budget/cetp/ExpenseDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 5

    const-string v1, "desk"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 108
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/cetp/ExpenseDesk;->delete(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method

.method public static final editExpense$lambda$0(Lapp/tallybook/budget/cetp/ExpenseDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 5

    const-string v1, "desk"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/cetp/ExpenseDesk;->edit(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method

.method public static final expenseSummary$lambda$0(Lapp/tallybook/budget/cetp/ExpenseDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 5

    const-string v1, "desk"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 57
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/cetp/ExpenseDesk;->summary(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method

.method public static final listExpenses$lambda$0(Lapp/tallybook/budget/cetp/ExpenseDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 5

    const-string v1, "desk"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-virtual {p0, p1, p2}, Lapp/tallybook/budget/cetp/ExpenseDesk;->list(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final getByName()Ljava/util/Map;
    .registers 2

    .line 110
    sget-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->byName:Ljava/util/Map;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 7
    sget-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getSpecs()Ljava/util/List;
    .registers 15

    .line 113
    sget-object v0, Lapp/tallybook/budget/cetp/ExpenseTools;->byName:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    const/4 v5, 0x0

    .line 116
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 117
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 118
    move-object v1, v10

    check-cast v1, Lapp/tallybook/budget/cetp/ToolEntry;

    move-object v11, v1

    move-object v13, v7

    const/4 v12, 0x0

    .line 113
    invoke-virtual {v11}, Lapp/tallybook/budget/cetp/ToolEntry;->getSpec()Lapp/tallybook/budget/cetp/ToolSpec;

    move-result-object v0

    .line 118
    invoke-interface {v13, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 119
    :cond_0
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 113
    return-object v0
.end method
