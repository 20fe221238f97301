.class public final Lio/kanbu/app/wallet/WalletToolProviderKt;
.super Ljava/lang/Object;
.source "WalletToolProvider.kt"


# direct methods
.method public static final describe(Lio/kanbu/app/wallet/WalletState;Lio/kanbu/app/wallet/WalletAction$Tool;)Ljava/lang/String;
    .registers 13

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 156
    move-object v9, p1

    .line 157
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    if-eqz v0, :cond_1

    .line 158
    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;

    invoke-virtual {v1}, Lio/kanbu/app/wallet/WalletAction$DeleteExpense;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lio/kanbu/app/wallet/Expense;

    .line 159
    if-nez v10, :cond_0

    const-string v0, "Delete an expense that no longer exists"

    goto/16 :goto_1

    .line 160
    :cond_0
    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getLabel()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getAmountCents()J

    move-result-wide v1

    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getEnvelope()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the expense \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" of "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " cents from "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ". This cannot be undone."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto/16 :goto_1

    .line 162
    :cond_1
    instance-of v0, v9, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    if-eqz v0, :cond_3

    move-object v0, p1

    check-cast v0, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v0}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getAmountCents()J

    move-result-wide v0

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v2}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v3}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getTo()Ljava/lang/String;

    move-result-object v3

    .line 163
    move-object v4, p1

    check-cast v4, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v4}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p0}, Lio/kanbu/app/wallet/WalletState;->getLedger()Lio/kanbu/app/wallet/Ledger;

    move-result-object v5

    invoke-virtual {v5}, Lio/kanbu/app/wallet/Ledger;->getBudgets()Ljava/util/Map;

    move-result-object v5

    move-object v6, p1

    check-cast v6, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getFrom()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v5, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/Long;

    if-eqz v5, :cond_2

    invoke-virtual {v5}, Ljava/lang/Long;->longValue()J

    move-result-wide v5

    goto :goto_0

    :cond_2
    const-wide/16 v5, 0x0

    :goto_0
    move-object v7, p1

    check-cast v7, Lio/kanbu/app/wallet/WalletAction$MoveFunds;

    invoke-virtual {v7}, Lio/kanbu/app/wallet/WalletAction$MoveFunds;->getAmountCents()J

    move-result-wide v7

    sub-long/2addr v5, v7

    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "Move "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, " cents of budget from "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, " to "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, ". "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v8, " keeps "

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7, v5, v6}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v8, " cents."

    invoke-virtual {v7, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_1

    .line 164
    :cond_3
    invoke-virtual {p1}, Lio/kanbu/app/wallet/WalletAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Run "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 165
    :goto_1
    return-object v0
.end method
