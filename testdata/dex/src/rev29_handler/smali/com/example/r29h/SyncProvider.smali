.class public Lcom/example/r29h/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.java"

.field private static final MSG_SYNC:I = 0x1

.field private worker:Landroid/os/Handler;

.method public constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 5
    .line 12
    new-instance v0, Landroid/os/HandlerThread;
    const-string v1, "sync"
    invoke-direct {v0, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V
    .line 13
    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V
    .line 14
    new-instance v1, Landroid/os/Handler;
    invoke-virtual {v0}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;
    move-result-object v0
    new-instance v2, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0}, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r29h/SyncProvider;)V
    invoke-direct {v1, v0, v2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;Landroid/os/Handler$Callback;)V
    iput-object v1, p0, Lcom/example/r29h/SyncProvider;->worker:Landroid/os/Handler;
    .line 15
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-virtual {p0}, Lcom/example/r29h/SyncProvider;->getContext()Landroid/content/Context;
    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r29h/Callers;->trusted(Landroid/content/Context;I)Z
    move-result v0
    if-nez v0, :pre_0
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r29h/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :pre_0
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :pre_1
    invoke-static {p2}, Lcom/example/r29h/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r29h/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :pre_1
    if-eqz p3, :pre_2
    const-string v0, "session_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p2}, Lcom/example/r29h/Sessions;->check(Ljava/lang/String;I)Z
    move-result v0
    if-nez v0, :pre_3
    :pre_2
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r29h/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :pre_3
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :pre_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r29h/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :pre_4
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, v0, v2
    if-gtz p1, :pre_ok
    const-string p1, "TIMEOUT"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r29h/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :pre_ok
    .line 28
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 29
    const-string v0, "sync_contacts"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_flush
    .line 30
    iget-object p1, p0, Lcom/example/r29h/SyncProvider;->worker:Landroid/os/Handler;
    const-string p2, "account"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const/4 p3, 0x1
    invoke-virtual {p1, p3, p2}, Landroid/os/Handler;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;
    move-result-object p2
    invoke-virtual {p1, p2}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z
    .line 31
    const-string p1, "{\"queued\":true}"
    invoke-static {p1}, Lcom/example/r29h/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 33
    :cond_flush
    const-string v0, "flush_log"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "{}"
    if-eqz v0, :cond_audit
    .line 34
    iget-object p1, p0, Lcom/example/r29h/SyncProvider;->worker:Landroid/os/Handler;
    new-instance p2, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda1;
    invoke-direct {p2, p0}, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r29h/SyncProvider;)V
    invoke-virtual {p1, p2}, Landroid/os/Handler;->postAtFrontOfQueue(Ljava/lang/Runnable;)Z
    .line 35
    invoke-static {v1}, Lcom/example/r29h/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 37
    :cond_audit
    const-string v0, "audit_log"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    .line 38
    iget-object p1, p0, Lcom/example/r29h/SyncProvider;->worker:Landroid/os/Handler;
    new-instance p3, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda2;
    invoke-direct {p3, p0, p2}, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/r29h/SyncProvider;I)V
    const-wide/16 v2, 0x1f4
    invoke-virtual {p1, p3, v2, v3}, Landroid/os/Handler;->postDelayed(Ljava/lang/Runnable;J)Z
    .line 39
    invoke-static {v1}, Lcom/example/r29h/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 41
    :cond_none
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r29h/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method onMessage(Landroid/os/Message;)Z
    .registers 4
    .line 44
    iget v0, p1, Landroid/os/Message;->what:I
    const/4 v1, 0x1
    if-ne v0, v1, :cond_other
    .line 45
    iget-object p1, p1, Landroid/os/Message;->obj:Ljava/lang/Object;
    check-cast p1, Ljava/lang/String;
    invoke-direct {p0, p1}, Lcom/example/r29h/SyncProvider;->sync(Ljava/lang/String;)V
    .line 46
    return v1
    .line 48
    :cond_other
    const/4 p1, 0x0
    return p1
.end method

.method private sync(Ljava/lang/String;)V
    .registers 5
    .line 51
    invoke-virtual {p0}, Lcom/example/r29h/SyncProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 52
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, " for "
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "sync"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method flush()V
    .registers 4
    .line 55
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 56
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "by "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "flush"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private audit(I)V
    .registers 4
    .line 59
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "by "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "audit"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method public synthetic lambda$call$0$com-example-r29h-SyncProvider(I)V
    .registers 2
    .line 38
    invoke-direct {p0, p1}, Lcom/example/r29h/SyncProvider;->audit(I)V
    return-void
.end method
