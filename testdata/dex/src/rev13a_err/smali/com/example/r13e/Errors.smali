.class final Lcom/example/r13e/Errors;
.super Ljava/lang/Object;
.source "Errors.java"

.method static run(Ljava/lang/String;)V
    .registers 3
    .line 8
    if-nez p0, :cond_0
    new-instance v0, Lcom/example/r13e/ToolFailure;
    const-string v1, "path /data/data/com.example.r13e/db missing"
    invoke-direct {v0, v1}, Lcom/example/r13e/ToolFailure;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_0
    return-void
.end method

.method static formatted(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 13
    :try_start_0
    invoke-static {p0}, Lcom/example/r13e/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .line 18
    goto :goto_0
    .line 14
    :catch_0
    move-exception v1
    .line 15
    const-string v2, "error_message"
    const-string v3, "Tool failed: %s"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/Object;
    const/4 v5, 0x0
    aput-object v1, v4, v5
    invoke-static {v3, v4}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    :goto_0
    return-object v0
.end method

.method static guava(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 23
    :try_start_0
    invoke-static {p0}, Lcom/example/r13e/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .line 27
    goto :goto_0
    .line 24
    :catch_0
    move-exception v1
    .line 25
    const-string v2, "error_message"
    invoke-static {v1}, Lcom/google/common/base/Throwables;->getStackTraceAsString(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    :goto_0
    return-object v0
.end method

.method static enumMessage(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 33
    const-string v1, "error_message"
    sget-object v2, Lcom/example/r13e/ToolError;->NOT_FOUND:Lcom/example/r13e/ToolError;
    invoke-virtual {v2}, Lcom/example/r13e/ToolError;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    return-object v0
.end method

.method static custom(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 38
    :try_start_0
    invoke-static {p0}, Lcom/example/r13e/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Lcom/example/r13e/ToolFailure; {:try_start_0 .. :try_end_0} :catch_0
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
    .line 40
    :catch_0
    move-exception v0
    .line 41
    invoke-static {v0}, Lcom/example/r13e/Errors;->failure(Lcom/example/r13e/ToolFailure;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
.end method

.method static failure(Lcom/example/r13e/ToolFailure;)Landroid/os/Bundle;
    .registers 4
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 46
    const-string v1, "error_message"
    invoke-virtual {p0}, Lcom/example/r13e/ToolFailure;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    return-object v0
.end method

.method static sealedResult(Ljava/lang/String;)Lcom/example/r13e/ToolResult;
    .registers 3
    .line 51
    :try_start_0
    invoke-static {p0}, Lcom/example/r13e/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .line 52
    const/4 v0, 0x0
    return-object v0
    .line 53
    :catch_0
    move-exception v0
    .line 54
    new-instance v1, Lcom/example/r13e/ToolResult$Failure;
    invoke-virtual {v0}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    invoke-direct {v1, v0}, Lcom/example/r13e/ToolResult$Failure;-><init>(Ljava/lang/String;)V
    check-cast v1, Lcom/example/r13e/ToolResult;
    return-object v1
.end method

.method static sealedBundle(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 58
    invoke-static {p0}, Lcom/example/r13e/Errors;->sealedResult(Ljava/lang/String;)Lcom/example/r13e/ToolResult;
    move-result-object v1
    .line 59
    instance-of v2, v1, Lcom/example/r13e/ToolResult$Failure;
    if-eqz v2, :cond_0
    .line 60
    const-string v2, "error_message"
    check-cast v1, Lcom/example/r13e/ToolResult$Failure;
    invoke-virtual {v1}, Lcom/example/r13e/ToolResult$Failure;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    :cond_0
    return-object v0
.end method
