.class public final Lapp/tallybook/budget/cetp/ExpenseDeskKt;
.super Ljava/lang/Object;
.source "ExpenseDesk.kt"


# direct methods
.method public static final synthetic access$toChange(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/ExpenseChange;
    .registers 2

    .line 1
    invoke-static {p0}, Lapp/tallybook/budget/cetp/ExpenseDeskKt;->toChange(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/ExpenseChange;

    move-result-object v0

    return-object v0
.end method

.method private static final toChange(Lorg/json/JSONObject;)Lapp/tallybook/budget/data/ExpenseChange;
    .registers 24

    .line 83
    move-object/from16 v0, p0

    const-string v1, "id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v8

    .line 84
    const-wide/16 v2, 0x0

    cmp-long v0, v8, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    .line 94
    const/4 v10, 0x0

    .line 84
    const-string v10, "id"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v10}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 87
    :cond_1
    move-object/from16 v2, p0

    const-string v3, "amount_cents"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v2

    move-wide v0, v8

    if-eqz v2, :cond_2

    move-object/from16 v2, p0

    const-string v3, "amount_cents"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    goto :goto_1

    :cond_2
    const/4 v2, 0x0

    .line 88
    :goto_1
    move-object/from16 v3, p0

    const-string v4, "category"

    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "optString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v3, Ljava/lang/CharSequence;

    invoke-static {v3}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v10

    move-object v11, v10

    .line 94
    move-object v15, v2

    move-wide v13, v0

    const/4 v12, 0x0

    .line 88
    move-object v0, v11

    check-cast v0, Ljava/lang/CharSequence;

    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I

    move-result v0

    if-lez v0, :cond_3

    const/4 v0, 0x1

    goto :goto_2

    :cond_3
    const/4 v0, 0x0

    :goto_2
    move/from16 v16, v0

    move-wide v0, v13

    move-object v2, v15

    if-eqz v16, :cond_4

    move-object v3, v10

    goto :goto_3

    :cond_4
    const/4 v3, 0x0

    :goto_3
    if-eqz v3, :cond_5

    const/16 v4, 0x28

    invoke-static {v3, v4}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v3

    goto :goto_4

    :cond_5
    const/4 v3, 0x0

    .line 89
    :goto_4
    move-object/from16 v4, p0

    const-string v5, "note"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v4

    if-eqz v4, :cond_6

    move-object/from16 v4, p0

    const-string v5, "note"

    invoke-virtual {v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v6, "optString(...)"

    invoke-static {v4, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/16 v5, 0xc8

    invoke-static {v4, v5}, Lkotlin/text/StringsKt;->take(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v4

    goto :goto_5

    :cond_6
    const/4 v4, 0x0

    .line 90
    :goto_5
    move-object/from16 v5, p0

    const-string v6, "user_confirmed"

    const/4 v7, 0x0

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v17

    .line 85
    move-object/from16 v18, v4

    move-object/from16 v19, v3

    move-object/from16 v20, v2

    move-wide/from16 v21, v0

    new-instance v0, Lapp/tallybook/budget/data/ExpenseChange;

    move-wide/from16 v1, v21

    move-object/from16 v3, v20

    move-object/from16 v4, v19

    move-object/from16 v5, v18

    move/from16 v6, v17

    invoke-direct/range {v0 .. v6}, Lapp/tallybook/budget/data/ExpenseChange;-><init>(JLjava/lang/Long;Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method
