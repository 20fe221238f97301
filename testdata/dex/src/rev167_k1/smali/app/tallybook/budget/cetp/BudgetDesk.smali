.class public final Lapp/tallybook/budget/cetp/BudgetDesk;
.super Ljava/lang/Object;
.source "BudgetDesk.kt"


# static fields
.field private static final Companion:Lapp/tallybook/budget/cetp/BudgetDesk$Companion;

.field public static final MAX_LIMIT_CENTS:J = 0x5f5e100L


# instance fields
.field private final context:Landroid/content/Context;

.field private final store:Lapp/tallybook/budget/data/BudgetStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/tallybook/budget/cetp/BudgetDesk$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/tallybook/budget/cetp/BudgetDesk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/cetp/BudgetDesk;->Companion:Lapp/tallybook/budget/cetp/BudgetDesk$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lapp/tallybook/budget/data/BudgetStore;)V
    .registers 4

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "store"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/tallybook/budget/cetp/BudgetDesk;->context:Landroid/content/Context;

    iput-object p2, p0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    return-void
.end method

.method private final confirmStep(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 13

    .line 76
    sget-object v0, Lapp/tallybook/budget/cetp/HeldCalls;->INSTANCE:Lapp/tallybook/budget/cetp/HeldCalls;

    invoke-virtual {v0, p1, p2}, Lapp/tallybook/budget/cetp/HeldCalls;->hold(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v6

    .line 77
    new-instance v8, Landroid/content/Intent;

    invoke-direct {v8}, Landroid/content/Intent;-><init>()V

    const/4 v9, 0x0

    .line 99
    const-class v2, Lapp/tallybook/budget/cetp/ConfirmActivity;

    invoke-virtual {v2}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.tallybook.budget"

    invoke-virtual {v8, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "setClassName(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v2

    const-string v1, "app.tallybook.budget.extra.HELD_TOKEN"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v2, "putExtra(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    iget-object v1, p0, Lapp/tallybook/budget/cetp/BudgetDesk;->context:Landroid/content/Context;

    invoke-virtual {v6}, Lapp/tallybook/budget/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    const/high16 v3, 0x8000000

    invoke-static {v0, v1, v2, v3}, Lapp/tallybook/budget/cetp/ScreensKt;->toPending(Landroid/content/Intent;Landroid/content/Context;II)Landroid/app/PendingIntent;

    move-result-object v7

    .line 80
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
.method public final close(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 20

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    move-object/from16 v0, p2

    invoke-static {v0}, Lapp/tallybook/budget/cetp/BudgetDeskKt;->access$toClosure(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/BudgetClosure;

    move-result-object v0

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/Call;->getHeld()Lapp/tallybook/budget/cetp/HeldCall;

    move-result-object v4

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    if-eqz v4, :cond_0

    invoke-virtual {v4}, Lapp/tallybook/budget/cetp/HeldCall;->getDecision()Lapp/tallybook/budget/cetp/Decision;

    move-result-object v4

    goto :goto_0

    :cond_0
    const/4 v4, 0x0

    :goto_0
    sget-object v5, Lapp/tallybook/budget/cetp/Decision;->APPROVED:Lapp/tallybook/budget/cetp/Decision;

    if-ne v4, v5, :cond_1

    const/4 v4, 0x1

    goto :goto_1

    :cond_1
    const/4 v4, 0x0

    :goto_1
    const/4 v5, 0x3

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lapp/tallybook/budget/data/BudgetClosure;->copy$default(Lapp/tallybook/budget/data/BudgetClosure;JZZILjava/lang/Object;)Lapp/tallybook/budget/data/BudgetClosure;

    move-result-object v8

    .line 56
    invoke-virtual {v8}, Lapp/tallybook/budget/data/BudgetClosure;->component1()J

    move-result-wide v9

    invoke-virtual {v8}, Lapp/tallybook/budget/data/BudgetClosure;->component2()Z

    move-result v11

    invoke-virtual {v8}, Lapp/tallybook/budget/data/BudgetClosure;->component3()Z

    move-result v12

    .line 57
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    invoke-virtual {v0, v9, v10}, Lapp/tallybook/budget/data/BudgetStore;->find(J)Lapp/tallybook/budget/data/Budget;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v14, v0

    move-object v15, v14

    .line 98
    const/16 v16, 0x0

    .line 57
    invoke-virtual {v15}, Lapp/tallybook/budget/data/Budget;->getClosed()Z

    move-result v0

    if-nez v0, :cond_2

    move-object v0, v14

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-nez v0, :cond_4

    .line 58
    :cond_3
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "No open budget has id "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, "."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0

    .line 57
    :cond_4
    move-object v13, v0

    .line 60
    if-eqz v12, :cond_6

    .line 61
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    invoke-virtual {v0, v8}, Lapp/tallybook/budget/data/BudgetStore;->close(Lapp/tallybook/budget/data/BudgetClosure;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 62
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "closed"

    const/4 v4, 0x1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_4

    .line 64
    :cond_5
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->CONFLICT:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Budget "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v9, v10}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, " is already closed."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_4

    .line 68
    :cond_6
    invoke-virtual {v13}, Lapp/tallybook/budget/data/Budget;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v13}, Lapp/tallybook/budget/data/Budget;->getSpentCents()J

    move-result-wide v3

    invoke-static {v3, v4}, Lapp/tallybook/budget/cetp/ProtocolKt;->asMoney(J)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v13}, Lapp/tallybook/budget/data/Budget;->getLimitCents()J

    move-result-wide v4

    invoke-static {v4, v5}, Lapp/tallybook/budget/cetp/ProtocolKt;->asMoney(J)Ljava/lang/String;

    move-result-object v4

    .line 69
    move-object/from16 v0, p0

    move-object/from16 v1, p1

    if-eqz v11, :cond_7

    const-string v5, " and archive its expenses?"

    goto :goto_3

    :cond_7
    const-string v5, "?"

    :goto_3
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "Close the budget "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, " ("

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, " of "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v7, " spent)"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 66
    invoke-direct {v0, v1, v2}, Lapp/tallybook/budget/cetp/BudgetDesk;->confirmStep(Lapp/tallybook/budget/cetp/Call;Ljava/lang/String;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    .line 59
    :goto_4
    return-object v0
.end method

.method public final create(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 13

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    const-string v1, "name"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v2, "optString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v5

    .line 31
    const-string v1, "limit_cents"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 32
    invoke-virtual {v5}, Ljava/lang/String;->length()I

    move-result v8

    const/4 v0, 0x1

    if-gt v0, v8, :cond_1

    const/16 v1, 0x3d

    if-ge v8, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_2

    .line 98
    const/4 v9, 0x0

    .line 32
    const-string v9, "name"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 33
    :cond_2
    const-wide/16 v0, 0x1

    cmp-long v0, v0, v6

    if-gtz v0, :cond_4

    const-wide/32 v2, 0x5f5e101

    cmp-long v0, v6, v2

    if-gez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_5

    .line 98
    const/4 v9, 0x0

    .line 33
    const-string v9, "limit_cents"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 34
    :cond_5
    iget-object v0, p0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    invoke-static {}, Lapp/tallybook/budget/cetp/DatesKt;->thisMonth()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v0, v5, v6, v7, v4}, Lapp/tallybook/budget/data/BudgetStore;->create(Ljava/lang/String;JLjava/lang/String;)J

    move-result-wide v8

    .line 35
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method

.method public final get(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 16

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    const-string v1, "budget_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p2, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 23
    const-wide/16 v2, 0x0

    cmp-long v0, v6, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 98
    const/4 v9, 0x0

    .line 23
    const-string v9, "budget_id"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 24
    :cond_1
    iget-object v0, p0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    invoke-static {}, Lapp/tallybook/budget/cetp/DatesKt;->thisMonth()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v6, v7, v3}, Lapp/tallybook/budget/data/BudgetStore;->current(JLjava/lang/String;)Lapp/tallybook/budget/data/Budget;

    move-result-object v0

    if-eqz v0, :cond_3

    move-object v10, v0

    move-object v11, v10

    .line 98
    const/4 v12, 0x0

    .line 24
    invoke-virtual {v11}, Lapp/tallybook/budget/data/Budget;->getClosed()Z

    move-result v0

    if-nez v0, :cond_2

    move-object v0, v10

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_4

    .line 25
    :cond_3
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "No open budget has id "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, "."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0

    .line 24
    :cond_4
    move-object v8, v0

    .line 26
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    invoke-virtual {v8}, Lapp/tallybook/budget/data/Budget;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method

.method public final list(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 23

    move-object/from16 v0, p1

    const-string v1, "call"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    move-object/from16 v1, p2

    const-string v2, "include_closed"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v1

    invoke-virtual {v0, v1}, Lapp/tallybook/budget/data/BudgetStore;->list(Z)Ljava/util/List;

    move-result-object v5

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v2, v5

    check-cast v2, Ljava/lang/Iterable;

    move-object v6, v2

    const-string v16, "budgets"

    move-object v15, v0

    const/4 v7, 0x0

    .line 94
    move-object v8, v6

    new-instance v9, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v6, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v9, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v9, Ljava/util/Collection;

    const/4 v10, 0x0

    .line 95
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    .line 96
    move-object v1, v12

    check-cast v1, Lapp/tallybook/budget/data/Budget;

    move-object v13, v1

    move-object/from16 v17, v9

    const/4 v14, 0x0

    .line 17
    invoke-virtual {v13}, Lapp/tallybook/budget/data/Budget;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 96
    move-object v1, v0

    move-object/from16 v0, v17

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 97
    :cond_0
    move-object v0, v9

    check-cast v0, Ljava/util/List;

    .line 94
    move-object/from16 v17, v0

    move-object/from16 v2, v17

    check-cast v2, Ljava/util/Collection;

    .line 17
    move-object/from16 v18, v2

    new-instance v2, Lorg/json/JSONArray;

    move-object/from16 v4, v18

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    move-object/from16 v1, v16

    invoke-virtual {v15, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v19, v0

    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    move-object/from16 v2, v19

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    return-object v0
.end method

.method public final setLimit(Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;
    .registers 15

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    new-instance v0, Lapp/tallybook/budget/data/LimitChange;

    .line 40
    const-string v3, "budget_id"

    const-wide/16 v4, 0x0

    invoke-virtual {p2, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    .line 41
    const-string v5, "limit_cents"

    const-wide/16 v6, 0x0

    invoke-virtual {p2, v5, v6, v7}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 42
    const-string v7, "notify_members"

    const/4 v8, 0x0

    invoke-virtual {p2, v7, v8}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v6

    .line 39
    move-wide v1, v2

    move-wide v3, v4

    move v5, v6

    invoke-direct/range {v0 .. v5}, Lapp/tallybook/budget/data/LimitChange;-><init>(JJZ)V

    move-object v9, v0

    .line 44
    invoke-virtual {v9}, Lapp/tallybook/budget/data/LimitChange;->getBudgetId()J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 98
    const/4 v11, 0x0

    .line 44
    const-string v11, "budget_id"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 45
    :cond_1
    invoke-virtual {v9}, Lapp/tallybook/budget/data/LimitChange;->getLimitCents()J

    move-result-wide v10

    const-wide/16 v0, 0x1

    cmp-long v0, v0, v10

    if-gtz v0, :cond_3

    const-wide/32 v2, 0x5f5e101

    cmp-long v0, v10, v2

    if-gez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_4

    .line 98
    const/4 v11, 0x0

    .line 45
    const-string v11, "limit_cents"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v11}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 46
    :cond_4
    iget-object v0, p0, Lapp/tallybook/budget/cetp/BudgetDesk;->store:Lapp/tallybook/budget/data/BudgetStore;

    invoke-virtual {v0, v9}, Lapp/tallybook/budget/data/BudgetStore;->setLimit(Lapp/tallybook/budget/data/LimitChange;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 47
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v9}, Lapp/tallybook/budget/data/LimitChange;->getBudgetId()J

    move-result-wide v4

    const-string v3, "id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v9}, Lapp/tallybook/budget/data/LimitChange;->getLimitCents()J

    move-result-wide v4

    const-string v3, "limit_cents"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/tallybook/budget/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    goto :goto_2

    .line 49
    :cond_5
    new-instance v0, Lapp/tallybook/budget/cetp/ToolResult$Failed;

    sget-object v2, Lapp/tallybook/budget/cetp/ErrorCode;->INVALID_ARGS:Lapp/tallybook/budget/cetp/ErrorCode;

    invoke-virtual {v9}, Lapp/tallybook/budget/data/LimitChange;->getBudgetId()J

    move-result-wide v3

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "No open budget has id "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v6, "."

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lapp/tallybook/budget/cetp/ToolResult$Failed;-><init>(Lapp/tallybook/budget/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/tallybook/budget/cetp/ToolResult;

    .line 46
    :goto_2
    return-object v0
.end method
