# Java: see Result.smali (G1)
.class public Lcom/example/du/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.field pending:Lcom/example/du/Result;
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    iget-object v2, p0, Lcom/example/du/ToolProvider;->pending:Lcom/example/du/Result;
    if-nez v2, :out
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "ping"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :arch
    invoke-virtual {p0}, Lcom/example/du/ToolProvider;->ping()Lcom/example/du/Result;
    move-result-object v2
    goto :out
    :arch
    invoke-virtual {p0}, Lcom/example/du/ToolProvider;->archive()Lcom/example/du/Result;
    move-result-object v2
    iput-object v2, p0, Lcom/example/du/ToolProvider;->pending:Lcom/example/du/Result;
    :out
    invoke-static {v2}, Lcom/example/du/ToolProvider;->toBundle(Lcom/example/du/Result;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
.method ping()Lcom/example/du/Result;
    .registers 5
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Lcom/example/du/Result;
    const/4 v2, 0x0
    invoke-direct {v1, v2, v0}, Lcom/example/du/Result;-><init>(ILjava/lang/String;)V
    return-object v1
.end method
.method archive()Lcom/example/du/Result;
    .registers 5
    const/16 v0, 0x10
    new-array v0, v0, [B
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    const/4 v1, 0x2
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Lcom/example/du/Result;
    const/4 v2, 0x1
    invoke-direct {v1, v2, v0}, Lcom/example/du/Result;-><init>(ILjava/lang/String;)V
    return-object v1
.end method
.method static toBundle(Lcom/example/du/Result;)Landroid/os/Bundle;
    .registers 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    iget v1, p0, Lcom/example/du/Result;->kind:I
    iget-object v3, p0, Lcom/example/du/Result;->token:Ljava/lang/String;
    packed-switch v1, :sw
    const-string v2, "request_id"
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :done
    :needs
    const-string v2, "error_code"
    const-string v1, "USER_ACTION_REQUIRED"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :done
    return-object v0
    :sw
    .packed-switch 0x1
        :needs
    .end packed-switch
.end method
