.class public final Lcom/example/r27k/AuditProvider;
.super Landroid/content/ContentProvider;
.source "AuditProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nAuditProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 AuditProvider.kt\ncom/example/r27k/AuditProvider\n+ 2 AuditProvider.kt\ncom/example/r27k/AuditProviderKt\n*L\n1#1,62:1\n13#2,4:63\n55#2,5:67\n*S KotlinDebug\n*F\n+ 1 AuditProvider.kt\ncom/example/r27k/AuditProvider\n*L\n30#1:63,4\n33#1:67,5\n*E\n"
.end annotation

.field private final pool:Ljava/util/concurrent/ExecutorService;

.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r27k/AuditProvider;->pool:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 42
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r27k/AuditProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, p2}, Lcom/example/r27k/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :cond_neg
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r27k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_neg
    const-string v0, "negotiate"
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_sess
    invoke-static {p2}, Lcom/example/r27k/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r27k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_sess
    if-eqz p3, :cond_nosess
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r27k/Sessions;->check(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_exec
    :cond_nosess
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r27k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r27k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v2, p1, v0
    if-gtz v2, :cond_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r27k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_ok
    invoke-virtual {p0}, Lcom/example/r27k/AuditProvider;->getContext()Landroid/content/Context;
    move-result-object p1
    invoke-static {p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 28
    const-string p2, "tool_name"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-eqz p2, :cond_none
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result p3
    sparse-switch p3, :sswitch_data
    goto :cond_none
    :sswitch_whoami
    const-string p1, "whoami"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_whoami
    goto :cond_none
    :sswitch_audit
    const-string p3, "audit_log"
    invoke-virtual {p2, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p3
    if-nez p3, :case_audit
    goto :cond_none
    :sswitch_export
    const-string p1, "start_export"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_export
    goto :cond_none
    .line 30
    :case_audit
    iget-object p2, p0, Lcom/example/r27k/AuditProvider;->pool:Ljava/util/concurrent/ExecutorService;
    const-string p3, "pool"
    invoke-static {p2, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p2, Ljava/util/concurrent/Executor;
    .line 63
    new-instance p3, Lcom/example/r27k/AuditProvider$call$$inlined$background$1;
    invoke-direct {p3, p1}, Lcom/example/r27k/AuditProvider$call$$inlined$background$1;-><init>(Landroid/content/Context;)V
    check-cast p3, Ljava/lang/Runnable;
    invoke-interface {p2, p3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 31
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r27k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :case_whoami
    const-string p1, "whoami"
    .line 67
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide p2
    .line 34
    :try_start_0
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"uid\":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x7d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r27k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 71
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "took "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long/2addr v2, p2
    invoke-virtual {v1, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 33
    return-object v0
    :catchall_0
    move-exception v0
    .line 71
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "took "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long/2addr v2, p2
    invoke-virtual {v1, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    throw v0
    .line 37
    :case_export
    const-string p1, "{}"
    invoke-static {p1}, Lcom/example/r27k/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    sget-object p2, Lcom/example/r27k/OpIds;->INSTANCE:Lcom/example/r27k/OpIds;
    invoke-virtual {p2}, Lcom/example/r27k/OpIds;->next()Ljava/lang/String;
    move-result-object p2
    const-string p3, "operation_id"
    invoke-virtual {p1, p3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object p1
    .line 39
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r27k/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data
    .sparse-switch
        -0x2f01d2c1 -> :sswitch_whoami
        -0x16a305cf -> :sswitch_export
        0xb8308e0 -> :sswitch_audit
    .end sparse-switch
.end method
