.class public final Lcom/example/rv15s/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "LedgerProvider.kt"

.field private ledger:Lcom/example/rv15s/Ledger;

.method public constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 3
    .line 17
    new-instance v0, Lcom/example/rv15s/Ledger;
    invoke-virtual {p0}, Lcom/example/rv15s/LedgerProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {v0, v1}, Lcom/example/rv15s/Ledger;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/example/rv15s/LedgerProvider;->ledger:Lcom/example/rv15s/Ledger;
    const/4 v0, 0x1
    return v0
.end method

.method private final ledger()Lcom/example/rv15s/Ledger;
    .registers 2
    iget-object v0, p0, Lcom/example/rv15s/LedgerProvider;->ledger:Lcom/example/rv15s/Ledger;
    if-eqz v0, :cond_0
    return-object v0
    :cond_0
    const-string v0, "ledger"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 21
    invoke-virtual {p0}, Lcom/example/rv15s/LedgerProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/rv15s/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/rv15s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 22
    :cond_0
    const-string v0, "negotiate"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-static {p2}, Lcom/example/rv15s/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/rv15s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_1
    if-eqz p3, :cond_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/rv15s/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :cond_3
    :cond_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/rv15s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_3
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/rv15s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :cond_5
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/rv15s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_5
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_9
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :cond_9
    :sswitch_0
    const-string v0, "adjust_budget"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_6
    goto :cond_9
    .line 29
    :cond_6
    invoke-direct {p0, p3}, Lcom/example/rv15s/LedgerProvider;->adjustBudget(Landroid/os/Bundle;)Lcom/example/rv15s/Outcome;
    move-result-object p1
    goto :goto_0
    :sswitch_1
    const-string v0, "balance"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_7
    goto :cond_9
    .line 27
    :cond_7
    invoke-direct {p0, p2}, Lcom/example/rv15s/LedgerProvider;->balance(I)Lcom/example/rv15s/Outcome;
    move-result-object p1
    goto :goto_0
    :sswitch_2
    const-string v0, "transfer"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_8
    goto :cond_9
    .line 28
    :cond_8
    invoke-direct {p0, p3}, Lcom/example/rv15s/LedgerProvider;->transfer(Landroid/os/Bundle;)Lcom/example/rv15s/Outcome;
    move-result-object p1
    goto :goto_0
    .line 30
    :cond_9
    new-instance p1, Lcom/example/rv15s/Outcome$Denied;
    const-string p2, "unknown tool"
    invoke-direct {p1, p2}, Lcom/example/rv15s/Outcome$Denied;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/rv15s/Outcome;
    .line 32
    :goto_0
    invoke-static {p1}, Lcom/example/rv15s/OutcomeKt;->toBundle(Lcom/example/rv15s/Outcome;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x56a25a0b -> :sswitch_0
        -0x14379124 -> :sswitch_1
        0x4c58b7eb -> :sswitch_2
    .end sparse-switch
.end method

.method private final balance(I)Lcom/example/rv15s/Outcome;
    .registers 4
    .line 35
    :try_start_0
    new-instance v0, Lcom/example/rv15s/Outcome$Ok;
    .line 36
    invoke-direct {p0}, Lcom/example/rv15s/LedgerProvider;->ledger()Lcom/example/rv15s/Ledger;
    move-result-object v1
    invoke-virtual {v1, p1}, Lcom/example/rv15s/Ledger;->balanceJson(I)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Lcom/example/rv15s/Outcome$Ok;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/example/rv15s/Outcome;
    :try_end_0
    .catch Ljava/lang/ClassCastException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    .line 37
    :catch_0
    move-exception p1
    new-instance v0, Lcom/example/rv15s/Outcome$Failed;
    check-cast p1, Ljava/lang/Throwable;
    invoke-direct {v0, p1}, Lcom/example/rv15s/Outcome$Failed;-><init>(Ljava/lang/Throwable;)V
    check-cast v0, Lcom/example/rv15s/Outcome;
    :goto_0
    return-object v0
.end method

.method private final transfer(Landroid/os/Bundle;)Lcom/example/rv15s/Outcome;
    .registers 6
    .line 41
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "{}"
    :cond_0
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 42
    const-string p1, "confirmed"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_1
    new-instance p1, Lcom/example/rv15s/Outcome$Denied;
    const-string v0, "confirm in the app first"
    invoke-direct {p1, v0}, Lcom/example/rv15s/Outcome$Denied;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/rv15s/Outcome;
    return-object p1
    .line 43
    :cond_1
    invoke-direct {p0}, Lcom/example/rv15s/LedgerProvider;->ledger()Lcom/example/rv15s/Ledger;
    move-result-object p1
    const-string v1, "to"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "getString(...)"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v2, "amount"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {p1, v1, v2, v3}, Lcom/example/rv15s/Ledger;->post(Ljava/lang/String;J)V
    .line 44
    new-instance p1, Lcom/example/rv15s/Outcome$Ok;
    const-string v0, "{\"posted\":true}"
    invoke-direct {p1, v0}, Lcom/example/rv15s/Outcome$Ok;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/rv15s/Outcome;
    return-object p1
.end method

.method private final adjustBudget(Landroid/os/Bundle;)Lcom/example/rv15s/Outcome;
    .registers 6
    .line 48
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_0
    const-string p1, "{}"
    :cond_0
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    # near miss CETP614: dry_run is not a confirmation; it only skips the write
    .line 49
    const-string p1, "dry_run"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    if-eqz p1, :cond_1
    new-instance p1, Lcom/example/rv15s/Outcome$Ok;
    const-string v0, "{\"preview\":true}"
    invoke-direct {p1, v0}, Lcom/example/rv15s/Outcome$Ok;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/rv15s/Outcome;
    return-object p1
    .line 50
    :cond_1
    invoke-direct {p0}, Lcom/example/rv15s/LedgerProvider;->ledger()Lcom/example/rv15s/Ledger;
    move-result-object p1
    const-string v1, "budget"
    const-string v2, "amount"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-virtual {p1, v1, v2, v3}, Lcom/example/rv15s/Ledger;->post(Ljava/lang/String;J)V
    .line 51
    new-instance p1, Lcom/example/rv15s/Outcome$Ok;
    const-string v0, "{\"posted\":true}"
    invoke-direct {p1, v0}, Lcom/example/rv15s/Outcome$Ok;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/rv15s/Outcome;
    return-object p1
.end method
