.class public final Lio/kanbu/app/wallet/WalletModelKt;
.super Ljava/lang/Object;
.source "WalletModel.kt"


# direct methods
.method public static final getPending(Lio/kanbu/app/wallet/WalletState;)Ljava/util/List;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getEffects()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public static final left(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;)J
    .registers 6

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "envelope"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/Ledger;->getBudgets()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    const-wide/16 v0, 0x0

    :goto_0
    invoke-static {p0, p1}, Lio/kanbu/app/wallet/WalletModelKt;->spent(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;)J

    move-result-wide v2

    sub-long/2addr v0, v2

    return-wide v0
.end method

.method public static final outcome(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;)Lio/kanbu/app/core/Outcome;
    .registers 4

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getOutcomes()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public static final spent(Lio/kanbu/app/wallet/WalletState;Ljava/lang/String;)J
    .registers 18

    move-object/from16 v0, p0

    const-string v1, "<this>"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    move-object/from16 v0, p1

    const-string v1, "envelope"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    .line 64
    move-object v5, v3

    new-instance v6, Ljava/util/ArrayList;

    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V

    check-cast v6, Ljava/util/Collection;

    const/4 v7, 0x0

    .line 65
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v8

    :cond_0
    :goto_0
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v9

    move-object v0, v9

    check-cast v0, Lio/kanbu/app/wallet/Expense;

    move-object v10, v0

    const/4 v11, 0x0

    .line 34
    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getEnvelope()Ljava/lang/String;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 65
    if-eqz v0, :cond_0

    invoke-interface {v6, v9}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 66
    :cond_1
    move-object v0, v6

    check-cast v0, Ljava/util/List;

    .line 64
    check-cast v0, Ljava/lang/Iterable;

    move-object v3, v0

    .line 34
    const-wide/16 v4, 0x0

    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v7

    move-object v2, v7

    check-cast v2, Lio/kanbu/app/wallet/Expense;

    move-object v8, v2

    .line 67
    move-wide v12, v4

    const/4 v9, 0x0

    .line 34
    invoke-virtual {v8}, Lio/kanbu/app/wallet/Expense;->getAmountCents()J

    move-result-wide v14

    add-long v4, v12, v14

    goto :goto_1

    :cond_2
    return-wide v4
.end method
