# See sketch/ToolProvider.kt; R8 renamed delete/rename/openSession to a/b/c and
# inlined runCatching and exceptionOrNull (kotlin.Result$Failure in the dex).
.class public final Lcom/example/r14k/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method private final c()Landroid/os/Bundle;
    .registers 4
    .line 35
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 36
    const-wide/32 v1, 0xea60
    invoke-static {v1, v2}, Lcom/example/r14k/Tokens;->open-Lm3yq0E(J)Ljava/lang/String;
    move-result-object v3
    const-string v1, "session_token"
    invoke-virtual {v0, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-wide/32 v1, 0xea60
    invoke-static {v1, v2}, Lcom/example/r14k/Tokens;->resume-Lm3yq0E(J)Ljava/lang/String;
    move-result-object v3
    const-string v1, "resume_token"
    invoke-virtual {v0, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 14
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    const/4 p2, 0x0
    if-eqz p1, :cond_ret
    if-nez p3, :cond_0
    goto :cond_ret
    .line 15
    :cond_0
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v0, "delete_note"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    .line 16
    invoke-direct {p0, p3}, Lcom/example/r14k/ToolProvider;->a(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 15
    :cond_1
    const-string v0, "rename_note"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_2
    .line 17
    invoke-direct {p0, p3}, Lcom/example/r14k/ToolProvider;->b(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 15
    :cond_2
    const-string v0, "archive_note"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_3
    .line 18
    invoke-direct {p0, p3}, Lcom/example/r14k/ToolProvider;->d(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 19
    :cond_3
    invoke-direct {p0}, Lcom/example/r14k/ToolProvider;->c()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_ret
    return-object p2
.end method

.method private final a(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 22
    :try_start_0
    const-string v0, "id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/example/r14k/Store;->delete(J)V
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p1
    new-instance v0, Lkotlin/Result$Failure;
    invoke-direct {v0, p1}, Lkotlin/Result$Failure;-><init>(Ljava/lang/Throwable;)V
    move-object p1, v0
    .line 23
    :goto_0
    instance-of v0, p1, Lkotlin/Result$Failure;
    if-eqz v0, :cond_0
    check-cast p1, Lkotlin/Result$Failure;
    iget-object p1, p1, Lkotlin/Result$Failure;->exception:Ljava/lang/Throwable;
    goto :goto_1
    :cond_0
    const/4 p1, 0x0
    :goto_1
    if-nez p1, :cond_1
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 24
    :cond_1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "delete failed: "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private final b(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 28
    :try_start_0
    const-string v0, "id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/example/r14k/Store;->rename(J)V
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception p1
    new-instance v0, Lkotlin/Result$Failure;
    invoke-direct {v0, p1}, Lkotlin/Result$Failure;-><init>(Ljava/lang/Throwable;)V
    move-object p1, v0
    .line 29
    :goto_0
    instance-of v0, p1, Lkotlin/Result$Failure;
    if-eqz v0, :cond_0
    check-cast p1, Lkotlin/Result$Failure;
    iget-object p1, p1, Lkotlin/Result$Failure;->exception:Ljava/lang/Throwable;
    goto :goto_1
    :cond_0
    const/4 p1, 0x0
    :goto_1
    if-nez p1, :cond_1
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 30
    :cond_1
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "rename failed: "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "r14k"
    invoke-static {v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 31
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    const-string v0, "error_message"
    const-string v1, "rename failed"
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p1
.end method

.method private final d(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 42
    const-string v0, "id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/example/r14k/Store;->archive(J)Ljava/lang/Object;
    move-result-object p1
    .line 43
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object p1
    if-nez p1, :cond_0
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 44
    :cond_0
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "archive failed: "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v1, "error_message"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
