.class public final Lcom/example/rv15s/OutcomeKt;
.super Ljava/lang/Object;
.source "Outcome.kt"

.method public static final toBundle(Lcom/example/rv15s/Outcome;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    instance-of v0, p0, Lcom/example/rv15s/Outcome$Ok;
    if-eqz v0, :cond_0
    .line 12
    check-cast p0, Lcom/example/rv15s/Outcome$Ok;
    invoke-virtual {p0}, Lcom/example/rv15s/Outcome$Ok;->getJson()Ljava/lang/String;
    move-result-object p0
    invoke-static {p0}, Lcom/example/rv15s/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    goto :goto_0
    .line 13
    :cond_0
    instance-of v0, p0, Lcom/example/rv15s/Outcome$Failed;
    if-eqz v0, :cond_1
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "failed: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    check-cast p0, Lcom/example/rv15s/Outcome$Failed;
    invoke-virtual {p0}, Lcom/example/rv15s/Outcome$Failed;->getCause()Ljava/lang/Throwable;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "INTERNAL_ERROR"
    invoke-static {v0, p0}, Lcom/example/rv15s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    goto :goto_0
    # near miss CETP607: a Denied reason is a fixed text chosen by the provider
    .line 14
    :cond_1
    instance-of v0, p0, Lcom/example/rv15s/Outcome$Denied;
    if-eqz v0, :cond_2
    check-cast p0, Lcom/example/rv15s/Outcome$Denied;
    invoke-virtual {p0}, Lcom/example/rv15s/Outcome$Denied;->getReason()Ljava/lang/String;
    move-result-object p0
    const-string v0, "PERMISSION_DENIED"
    invoke-static {v0, p0}, Lcom/example/rv15s/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    :goto_0
    return-object p0
    .line 11
    :cond_2
    new-instance p0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p0
.end method
