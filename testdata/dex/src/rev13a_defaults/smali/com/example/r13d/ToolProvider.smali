.class public final Lcom/example/r13d/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    # TP 613: data class default argument = currentTimeMillis().toString()
    .line 21
    new-instance v1, Lcom/example/r13d/Session;
    const/4 v2, 0x0
    const/4 v3, 0x1
    invoke-direct {v1, v2, v3, v2}, Lcom/example/r13d/Session;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 22
    const-string v3, "session_token"
    invoke-virtual {v1}, Lcom/example/r13d/Session;->getToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss 613: default argument = UUID.randomUUID().toString()
    .line 23
    new-instance v1, Lcom/example/r13d/Operation;
    const/4 v3, 0x1
    invoke-direct {v1, v2, v3, v2}, Lcom/example/r13d/Operation;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .line 24
    const-string v3, "operation_id"
    invoke-virtual {v1}, Lcom/example/r13d/Operation;->getToken()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # TP 613: constructor argument nanoTime().toString(), read back through the getter
    .line 25
    new-instance v1, Lcom/example/r13d/Stamp;
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/r13d/Stamp;-><init>(Ljava/lang/String;)V
    .line 26
    const-string v2, "session_token"
    invoke-virtual {v1}, Lcom/example/r13d/Stamp;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss 613: constructor argument UUID.randomUUID().toString()
    .line 27
    new-instance v1, Lcom/example/r13d/Nonce;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "toString(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v1, v2}, Lcom/example/r13d/Nonce;-><init>(Ljava/lang/String;)V
    .line 28
    const-string v2, "operation_id"
    invoke-virtual {v1}, Lcom/example/r13d/Nonce;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # TP 613: property setter given java.util.Random().nextLong().toString()
    .line 29
    new-instance v1, Lcom/example/r13d/Holder;
    invoke-direct {v1}, Lcom/example/r13d/Holder;-><init>()V
    new-instance v2, Ljava/util/Random;
    invoke-direct {v2}, Ljava/util/Random;-><init>()V
    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Lcom/example/r13d/Holder;->setToken(Ljava/lang/String;)V
    .line 30
    const-string v2, "resume_token"
    invoke-virtual {v1}, Lcom/example/r13d/Holder;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # note 613: the clock passed four calls away from Deep's constructor (depth budget)
    .line 31
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/r13d/DeepKt;->wrap3(Ljava/lang/String;)Lcom/example/r13d/Deep;
    move-result-object v1
    .line 32
    const-string v2, "session_token"
    invoke-virtual {v1}, Lcom/example/r13d/Deep;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # note 613: Ticket is constructed in 17 places (caller budget)
    .line 33
    invoke-static {}, Lcom/example/r13d/Tickets;->mk0()Lcom/example/r13d/Ticket;
    move-result-object v1
    .line 34
    const-string v2, "operation_id"
    invoke-virtual {v1}, Lcom/example/r13d/Ticket;->getToken()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss 607: a constructor given only a literal message
    .line 35
    new-instance v1, Lcom/example/r13d/Notice;
    const-string v2, "Tool unavailable"
    invoke-direct {v1, v2}, Lcom/example/r13d/Notice;-><init>(Ljava/lang/String;)V
    .line 36
    const-string v2, "error_message"
    invoke-virtual {v1}, Lcom/example/r13d/Notice;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # TP 607: a caught exception's text stored in Problem, put concatenated
    .line 37
    :try_start_0
    invoke-static {p2}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :try_end_0
    .catch Ljava/lang/NumberFormatException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception v1
    .line 38
    new-instance v2, Lcom/example/r13d/Problem;
    invoke-virtual {v1}, Ljava/lang/NumberFormatException;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v2, v1}, Lcom/example/r13d/Problem;-><init>(Ljava/lang/String;)V
    .line 39
    const-string v1, "error_message"
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Tool failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v2}, Lcom/example/r13d/Problem;->getMessage()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # near miss 607: a literal message stored in Notice, put concatenated
    .line 41
    :goto_0
    const-string v1, "error_message"
    new-instance v2, Lcom/example/r13d/Notice;
    const-string v3, "Tool unavailable"
    invoke-direct {v2, v3}, Lcom/example/r13d/Notice;-><init>(Ljava/lang/String;)V
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Tool failed: "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v2}, Lcom/example/r13d/Notice;->getMessage()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # TP 613: a helper builds the token from Stamp's field
    .line 42
    const-string v1, "session_token"
    new-instance v2, Lcom/example/r13d/Stamp;
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v3
    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v3}, Lcom/example/r13d/Stamp;-><init>(Ljava/lang/String;)V
    invoke-static {v2}, Lcom/example/r13d/LabelsKt;->label(Lcom/example/r13d/Stamp;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    # note 607: a template of 69 appends, past the budget for looking through text
    .line 43
    const-string v1, "error_message"
    new-instance v2, Lcom/example/r13d/Notice;
    const-string v3, "Tool unavailable"
    invoke-direct {v2, v3}, Lcom/example/r13d/Notice;-><init>(Ljava/lang/String;)V
    const/4 v3, 0x0
    new-array v3, v3, [Ljava/lang/String;
    invoke-static {v2, v3}, Lcom/example/r13d/LabelsKt;->report(Lcom/example/r13d/Notice;[Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    return-object v0
.end method
