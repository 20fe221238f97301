.class public final Lapp/tallybook/budget/cetp/BudgetDeskKt;
.super Ljava/lang/Object;
.source "BudgetDesk.kt"


# direct methods
.method public static final synthetic access$toClosure(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/BudgetClosure;
    .registers 2

    .line 1
    invoke-static {p0}, Lapp/tallybook/budget/cetp/BudgetDeskKt;->toClosure(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/BudgetClosure;

    move-result-object v0

    return-object v0
.end method

.method private static final toClosure(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/BudgetClosure;
    .registers 11

    .line 89
    const-string v1, "budget_id"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v7

    .line 90
    const-wide/16 v2, 0x0

    cmp-long v0, v7, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 94
    const/4 v9, 0x0

    .line 90
    const-string v9, "budget_id"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v9}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 91
    :cond_1
    new-instance v0, Lapp/tallybook/budget/data/BudgetClosure;

    const-string v5, "archive_expenses"

    const/4 v6, 0x0

    invoke-virtual {p0, v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v4

    move-wide v1, v7

    move v3, v4

    const/4 v4, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/data/BudgetClosure;-><init>(JZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
