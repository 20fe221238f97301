.class final Lcom/example/htext/Errors;
.super Ljava/lang/Object;
.source "Errors.java"

.field static last:Lcom/example/htext/Result$Failure;

.method static run(Ljava/lang/String;)V
    .registers 3
    .line 8
    if-nez p0, :cond_0
    new-instance v0, Ljava/io/IOException;
    const-string v1, "open /data/data/com.example.htext/db failed"
    invoke-direct {v0, v1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_0
    return-void
.end method

.method static describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 10
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Tool failed: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static fmt(Ljava/lang/Object;)Ljava/lang/String;
    .registers 2
    .line 11
    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static kind(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 2
    .line 12
    instance-of v0, p0, Ljava/io/IOException;
    if-eqz v0, :cond_0
    const-string v0, "Storage unavailable"
    goto :goto_0
    :cond_0
    const-string v0, "Tool failed"
    :goto_0
    return-object v0
.end method

.method static attempt(Ljava/lang/String;)Lcom/example/htext/Result;
    .registers 3
    .line 14
    :try_start_0
    invoke-static {p0}, Lcom/example/htext/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 15
    const/4 v0, 0x0
    return-object v0
    :catch_0
    move-exception v0
    .line 16
    new-instance v1, Lcom/example/htext/Result$Failure;
    invoke-virtual {v0}, Ljava/io/IOException;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-direct {v1, v0}, Lcom/example/htext/Result$Failure;-><init>(Ljava/lang/String;)V
    return-object v1
.end method

.method static viaResult(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 18
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 19
    invoke-static {p0}, Lcom/example/htext/Errors;->attempt(Ljava/lang/String;)Lcom/example/htext/Result;
    move-result-object v1
    .line 20
    instance-of v2, v1, Lcom/example/htext/Result$Failure;
    if-eqz v2, :cond_0
    const-string v2, "error_message"
    check-cast v1, Lcom/example/htext/Result$Failure;
    invoke-virtual {v1}, Lcom/example/htext/Result$Failure;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/example/htext/Errors;->describe(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    :cond_0
    return-object v0
.end method

.method static viaFixed(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    const-string v1, "error_message"
    invoke-static {}, Lcom/example/htext/Errors;->fixedText()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/htext/Errors;->describe(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    return-object v0
.end method

.method static fixedText()Ljava/lang/String;
    .registers 1
    .line 26
    const-string v0, "No such note"
    return-object v0
.end method

.method static viaFmt(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 28
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 29
    :try_start_0
    invoke-static {p0}, Lcom/example/htext/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 32
    goto :goto_0
    .line 29
    :catch_0
    move-exception v1
    .line 30
    const-string v2, "error_message"
    invoke-static {v1}, Lcom/example/htext/Errors;->fmt(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    :goto_0
    return-object v0
.end method

.method static viaKind(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 34
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 35
    :try_start_0
    invoke-static {p0}, Lcom/example/htext/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 38
    goto :goto_0
    .line 35
    :catch_0
    move-exception v1
    .line 36
    const-string v2, "error_message"
    invoke-static {v1}, Lcom/example/htext/Errors;->kind(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    :goto_0
    return-object v0
.end method

.method static missing(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 40
    new-instance v1, Lcom/example/htext/Result$Failure;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "No such note: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Lcom/example/htext/Result$Failure;-><init>(Ljava/lang/String;)V
    .line 41
    const-string v2, "error_message"
    invoke-virtual {v1}, Lcom/example/htext/Result$Failure;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    return-object v0
.end method

.method static fail(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 5
    .line 45
    const-string v0, "error_code"
    const-string v1, "INTERNAL"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "Tool failed: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "error_message"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    return-void
.end method

.method static viaFail(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 48
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 49
    :try_start_0
    invoke-static {p0}, Lcom/example/htext/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 52
    goto :goto_0
    .line 49
    :catch_0
    move-exception v1
    .line 50
    invoke-virtual {v1}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v2
    invoke-static {v0, v2}, Lcom/example/htext/Errors;->fail(Landroid/os/Bundle;Ljava/lang/String;)V
    .line 52
    :goto_0
    return-object v0
.end method

.method static viaFailFixed(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3
    .line 54
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 55
    const-string v1, "disk full"
    invoke-static {v0, v1}, Lcom/example/htext/Errors;->fail(Landroid/os/Bundle;Ljava/lang/String;)V
    .line 56
    return-object v0
.end method

.method static viaKotlin(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 58
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 59
    :try_start_0
    invoke-static {p0}, Lcom/example/htext/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 62
    goto :goto_0
    .line 59
    :catch_0
    move-exception v1
    .line 60
    const-string v2, "error_message"
    invoke-static {v1}, Lcom/example/htext/DescribeKt;->describe(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    :goto_0
    return-object v0
.end method

.method static viaKotlinCode(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 63
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 64
    :try_start_0
    invoke-static {p0}, Lcom/example/htext/Errors;->run(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .line 67
    goto :goto_0
    .line 64
    :catch_0
    move-exception v1
    .line 65
    const-string v2, "error_message"
    invoke-static {v1}, Lcom/example/htext/DescribeKt;->describeCode(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 67
    :goto_0
    return-object v0
.end method

.method static remember(Lcom/example/htext/Result$Failure;)V
    .registers 1
    .line 68
    sput-object p0, Lcom/example/htext/Errors;->last:Lcom/example/htext/Result$Failure;
    .line 69
    return-void
.end method

.method static viaLast(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 71
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 72
    sget-object v1, Lcom/example/htext/Errors;->last:Lcom/example/htext/Result$Failure;
    if-eqz v1, :cond_0
    const-string v2, "error_message"
    invoke-virtual {v1}, Lcom/example/htext/Result$Failure;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 73
    :cond_0
    return-object v0
.end method

.method static notFound()Lcom/example/htext/Result$Failure;
    .registers 2
    .line 75
    new-instance v0, Lcom/example/htext/Result$Failure;
    const-string v1, "No such note"
    invoke-direct {v0, v1}, Lcom/example/htext/Result$Failure;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method static viaFactory(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 77
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 78
    invoke-static {}, Lcom/example/htext/Errors;->notFound()Lcom/example/htext/Result$Failure;
    move-result-object v1
    .line 79
    const-string v2, "error_message"
    invoke-virtual {v1}, Lcom/example/htext/Result$Failure;->getMessage()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 80
    return-object v0
.end method
