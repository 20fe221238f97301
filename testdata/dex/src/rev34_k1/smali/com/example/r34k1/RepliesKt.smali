.class public final Lcom/example/r34k1/RepliesKt;
.super Ljava/lang/Object;
.source "Replies.kt"

.method public static final getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 32
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_d
    const-string p0, "{}"
    :cond_d
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final getExpired(Landroid/os/Bundle;)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    const-string v0, "deadline_at_ms"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p0, v0, v2
    if-gez p0, :cond_live
    const/4 p0, 0x1
    goto :goto_ret
    :cond_live
    const/4 p0, 0x0
    :goto_ret
    return p0
.end method

.method public static final getSession(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    const-string v0, "session_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getTool(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const-string v0, "tool_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_b
    const-string p0, ""
    :cond_b
    return-object p0
.end method
