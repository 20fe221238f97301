.class public final Lapp/tallybook/budget/cetp/ExpenseDesk;
.super Ljava/lang/Object;
.source "ExpenseDesk.kt"


# static fields
.field private static final Companion:Lapp/tallybook/budget/cetp/ExpenseDesk$Companion;

.field public static final MAX_AMOUNT_CENTS:J = 0x989680L


# instance fields
.field private final context:Landroid/content/Context;

.field private final store:Lapp/tallybook/budget/data/ExpenseStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/tallybook/budget/cetp/ExpenseDesk$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/tallybook/budget/cetp/ExpenseDesk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/ExpenseDesk;->Companion:Lapp/tallybook/budget/cetp/ExpenseDesk$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lapp/tallybook/budget/data/ExpenseStore;)V
    .registers 4

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "store"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->context:Landroid/content/Context;

    iput-object p2, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    return-void
.end method

.method private final confirmStep(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 11

    .line 69
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

    invoke-virtual {v0, p1, p2}, Lapp/tallybook/budget/cetp/HeldCalls;->hold(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v6

    .line 70
    new-instance v0, Landroid/content/Intent;

    const-string v2, "app.tallybook.budget.action.CONFIRM_TOOL_CALL"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 71
    iget-object v1, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->context:Landroid/content/Context;

    invoke-static {v0, v1}, Lapp/tallybook/budget/cetp/ScreensKt;->inApp(Landroid/content/Intent;Landroid/content/Context;)Landroid/content/Intent;

    move-result-object v0

    .line 72
    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.tallybook.budget.extra.HELD_TOKEN"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "putExtra(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    iget-object v1, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->context:Landroid/content/Context;

    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lapp/tallybook/budget/cetp/ScreensKt;->toPending$default(Landroid/content/Intent;Landroid/content/Context;IIILjava/lang/Object;)Landroid/app/PendingIntent;

    move-result-object v7

    .line 74
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->USER_ACTION_REQUIRED:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Confirm in Tallybook: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v0, v2, v3, v7, v5}, Lapp/tallybook/budget/cetp/ToolResult$NeedsUser;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method


# virtual methods
.method public final add(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 18

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    move-object/from16 v0, p2

    const-string v1, "amount_cents"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 31
    move-object/from16 v0, p2

    const-string v1, "category"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v9

    .line 32
    const-wide/16 v0, 0x1

    cmp-long v0, v0, v7

    if-gtz v0, :cond_1

    const-wide/32 v2, 0x989681

    cmp-long v0, v7, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 94
    const/4 v11, 0x0

    .line 32
    const-string v11, "amount_cents"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 33
    :cond_2
    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v10

    const/4 v0, 0x1

    if-gt v0, v10, :cond_4

    const/16 v1, 0x29

    if-ge v10, v1, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    .line 94
    const/4 v11, 0x0

    .line 33
    const-string v11, "category"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 34
    :cond_5
    move-object/from16 v0, p2

    const-string v1, "spent_on"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    move-object v13, v12

    .line 94
    const/4 v14, 0x0

    .line 34
    invoke-static {v13}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v13}, Lapp/tallybook/budget/cetp/DatesKt;->isDay(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_6

    move-object v0, v12

    goto :goto_2

    :cond_6
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_7

    invoke-static {}, Lapp/tallybook/budget/cetp/DatesKt;->today()Ljava/lang/String;

    move-result-object v0

    :cond_7
    move-object v10, v0

    .line 35
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    move-object/from16 v4, p2

    const-string v5, "note"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v5, 0xc8

    invoke-static {v4, v5}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    move-wide v1, v7

    move-object v3, v9

    move-object v5, v10

    invoke-virtual/range {v0 .. v5}, Lapp/tallybook/budget/data/ExpenseStore;->add(JLjava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v11

    .line 36
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v11, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "spent_on"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method

.method public final delete(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 15

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    invoke-static {p2}, Lapp/tallybook/budget/cetp/ExpenseDeskKt;->access$toChange(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/ExpenseChange;

    move-result-object v7

    invoke-virtual {v7}, Lapp/tallybook/budget/data/ExpenseChange;->component1()J

    move-result-wide v8

    invoke-virtual {v7}, Lapp/tallybook/budget/data/ExpenseChange;->component5()Z

    move-result v10

    .line 52
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    invoke-virtual {v0, v8, v9}, Lapp/tallybook/budget/data/ExpenseStore;->find(J)Lapp/tallybook/budget/data/Expense;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "No expense has id "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, "."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0

    :cond_0
    move-object v11, v0

    .line 54
    if-nez v10, :cond_2

    invoke-virtual {p1}, Lapp/tallybook/budget/cetp/Call;->getHeld()Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lapp/tallybook/budget/cetp/HeldCall;->getDecision()Lapp/tallybook/budget/cetp/Decision;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    sget-object v1, Lapp/tallybook/budget/cetp/Decision;->APPROVED:Lapp/tallybook/budget/cetp/Decision;

    if-ne v0, v1, :cond_4

    .line 55
    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    invoke-virtual {v0, v8, v9}, Lapp/tallybook/budget/data/ExpenseStore;->delete(J)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 56
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "deleted"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_1

    .line 58
    :cond_3
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->CONFLICT:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Expense "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, " is already gone."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_1

    .line 62
    :cond_4
    invoke-virtual {v11}, Lapp/tallybook/budget/data/Expense;->getCategory()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v11}, Lapp/tallybook/budget/data/Expense;->getAmountCents()J

    move-result-wide v3

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/ProtocolKt;->asMoney(J)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v11}, Lapp/tallybook/budget/data/Expense;->getSpentOn()Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Delete the "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " expense of "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " from "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, "?"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 60
    invoke-direct {p0, p1, v2}, Lapp/tallybook/budget/cetp/ExpenseDesk;->confirmStep(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    .line 53
    :goto_1
    return-object v0
.end method

.method public final edit(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 15

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    invoke-static {p2}, Lapp/tallybook/budget/cetp/ExpenseDeskKt;->access$toChange(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/ExpenseChange;

    move-result-object v7

    .line 41
    invoke-virtual {v7}, Lapp/tallybook/budget/data/ExpenseChange;->getAmountCents()Ljava/lang/Long;

    move-result-object v0

    if-eqz v0, :cond_3

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v8

    .line 94
    const/4 v10, 0x0

    .line 41
    const-wide/16 v0, 0x1

    cmp-long v0, v0, v8

    if-gtz v0, :cond_1

    const-wide/32 v2, 0x989681

    cmp-long v0, v8, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 94
    const/4 v11, 0x0

    .line 41
    const-string v11, "amount_cents"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    goto :goto_1

    .line 42
    :cond_3
    :goto_1
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    invoke-virtual {v0, v7}, Lapp/tallybook/budget/data/ExpenseStore;->edit(Lapp/tallybook/budget/data/ExpenseChange;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 43
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v7}, Lapp/tallybook/budget/data/ExpenseChange;->getId()J

    move-result-wide v4

    const-string v3, "id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "updated"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_2

    .line 45
    :cond_4
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    invoke-virtual {v7}, Lapp/tallybook/budget/data/ExpenseChange;->getId()J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "No expense has id "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, "."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    .line 42
    :goto_2
    return-object v0
.end method

.method public final list(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 26

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    move-object/from16 v0, p2

    const-string v1, "category"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v7, v6

    .line 94
    const/4 v8, 0x0

    .line 14
    move-object v0, v7

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v6

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    move-object v5, v0

    .line 15
    move-object/from16 v0, p2

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x1

    const/16 v2, 0x64

    invoke-static {v0, v1, v2}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v6

    .line 16
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    invoke-virtual {v0, v5, v6}, Lapp/tallybook/budget/data/ExpenseStore;->recent(Ljava/lang/String;I)Ljava/util/List;

    move-result-object v7

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, v7

    check-cast v2, Ljava/lang/Iterable;

    move-object v9, v2

    const-string v19, "expenses"

    move-object/from16 v18, v0

    const/4 v10, 0x0

    .line 95
    move-object v11, v9

    new-instance v12, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v9, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v12, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v12, Ljava/util/Collection;

    const/4 v13, 0x0

    .line 96
    invoke-interface {v11}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v14

    :goto_2
    invoke-interface {v14}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v14}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v15

    .line 97
    move-object v1, v15

    check-cast v1, Lapp/tallybook/budget/data/Expense;

    move-object/from16 v16, v1

    move-object/from16 v20, v12

    const/16 v17, 0x0

    .line 17
    move-object/from16 v0, v16

    invoke-virtual {v0}, Lapp/tallybook/budget/data/Expense;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 97
    move-object v1, v0

    move-object/from16 v0, v20

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 98
    :cond_2
    move-object v0, v12

    check-cast v0, Ljava/util/List;

    .line 95
    move-object/from16 v20, v0

    move-object/from16 v2, v20

    check-cast v2, Ljava/util/Collection;

    .line 17
    move-object/from16 v21, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v21

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v0, v18

    move-object/from16 v1, v19

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v22, v0

    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    move-object/from16 v2, v22

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method

.method public final summary(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 13

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    const-string v1, "month"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    check-cast v5, Ljava/lang/CharSequence;

    invoke-interface {v5}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    .line 94
    const/4 v6, 0x0

    .line 22
    invoke-static {}, Lapp/tallybook/budget/cetp/DatesKt;->thisMonth()Ljava/lang/String;

    move-result-object v0

    goto :goto_1

    :cond_1
    move-object v0, v5

    :goto_1
    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 23
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-static {v4}, Lapp/tallybook/budget/cetp/DatesKt;->isMonth(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    const-string v3, "month must look like 2026-12."

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0

    .line 24
    :cond_2
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    invoke-virtual {v0, v4}, Lapp/tallybook/budget/data/ExpenseStore;->totals(Ljava/lang/String;)Lapp/tallybook/budget/data/MonthTotals;

    move-result-object v7

    move-object v8, v7

    .line 94
    const/4 v9, 0x0

    .line 24
    invoke-virtual {v8}, Lapp/tallybook/budget/data/MonthTotals;->getByCategory()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_4

    invoke-static {}, Lapp/tallybook/budget/cetp/DatesKt;->thisMonth()Ljava/lang/String;

    move-result-object v1

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    :cond_4
    const/4 v0, 0x1

    goto :goto_3

    :cond_5
    const/4 v0, 0x0

    :goto_3
    if-eqz v0, :cond_6

    move-object v0, v7

    goto :goto_4

    :cond_6
    const/4 v0, 0x0

    :goto_4
    if-nez v0, :cond_7

    .line 25
    iget-object v0, p0, Lapp/tallybook/budget/cetp/ExpenseDesk;->store:Lapp/tallybook/budget/data/ExpenseStore;

    invoke-static {}, Lapp/tallybook/budget/cetp/DatesKt;->previousMonth()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/tallybook/budget/data/ExpenseStore;->totals(Ljava/lang/String;)Lapp/tallybook/budget/data/MonthTotals;

    move-result-object v0

    invoke-virtual {v0, v4}, Lapp/tallybook/budget/data/MonthTotals;->rolledInto(Ljava/lang/String;)Lapp/tallybook/budget/data/MonthTotals;

    move-result-object v0

    .line 24
    :cond_7
    move-object v5, v0

    .line 26
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    invoke-virtual {v5}, Lapp/tallybook/budget/data/MonthTotals;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method
