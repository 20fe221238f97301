.class public final Lcom/rc/OpsProvider;
.super Landroid/content/ContentProvider;
.source "OpsProvider.java"

# static fields
.field private static final WORKERS:Ljava/util/concurrent/ExecutorService;

# instance fields
.field private final sessions:Ljava/util/Map;
.field private store:Lcom/rc/OpStore;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 20
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 22
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/rc/OpsProvider;->sessions:Ljava/util/Map;
    return-void
.end method

.method private archive(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 61
    invoke-static {}, Lcom/rc/Tokens;->fresh()Ljava/lang/String;
    move-result-object v4
    .line 62
    iget-object v0, v5, Lcom/rc/OpsProvider;->store:Lcom/rc/OpStore;
    invoke-virtual {v0, v4, v6}, Lcom/rc/OpStore;->create(Ljava/lang/String;I)V
    .line 63
    sget-object v0, Lcom/rc/OpsProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    new-instance v1, Lcom/rc/OpRunner;
    iget-object v3, v5, Lcom/rc/OpsProvider;->store:Lcom/rc/OpStore;
    invoke-direct {v1, v3, v4}, Lcom/rc/OpRunner;-><init>(Lcom/rc/OpStore;Ljava/lang/String;)V
    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 64
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"operation_id\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\",\"poll_after_ms\":1000}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/rc/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private status(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 68
    iget-object v0, v4, Lcom/rc/OpsProvider;->store:Lcom/rc/OpStore;
    invoke-virtual {v0, v6}, Lcom/rc/OpStore;->find(Ljava/lang/String;)Lcom/rc/Op;
    move-result-object v3
    .line 69
    if-nez v3, :L22
    .line 70
    const-string v1, "INVALID_REQUEST"
    const-string v2, "Unknown operation"
    invoke-static {v5, v1, v2}, Lcom/rc/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L22
    .line 72
    invoke-static {v5, v3}, Lcom/rc/Replies;->operation(Ljava/lang/String;Lcom/rc/Op;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method private cancel(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    .line 76
    iget-object v0, v4, Lcom/rc/OpsProvider;->store:Lcom/rc/OpStore;
    invoke-virtual {v0, v7, v5}, Lcom/rc/OpStore;->findOwned(Ljava/lang/String;I)Lcom/rc/Op;
    move-result-object v3
    .line 77
    if-nez v3, :L25
    .line 78
    const-string v1, "INVALID_REQUEST"
    const-string v2, "Unknown operation"
    invoke-static {v6, v1, v2}, Lcom/rc/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L25
    .line 80
    iget-object v0, v4, Lcom/rc/OpsProvider;->store:Lcom/rc/OpStore;
    invoke-virtual {v0, v7}, Lcom/rc/OpStore;->cancel(Ljava/lang/String;)V
    .line 81
    invoke-static {v6, v3}, Lcom/rc/Replies;->operation(Ljava/lang/String;Lcom/rc/Op;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 21
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    sput-object v0, Lcom/rc/OpsProvider;->WORKERS:Ljava/util/concurrent/ExecutorService;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 27
    new-instance v1, Lcom/rc/OpStore;
    new-instance v3, Lcom/rc/OpsDb;
    invoke-virtual {v6}, Lcom/rc/OpsProvider;->getContext()Landroid/content/Context;
    move-result-object v5
    invoke-direct {v3, v5}, Lcom/rc/OpsDb;-><init>(Landroid/content/Context;)V
    invoke-direct {v1, v3}, Lcom/rc/OpStore;-><init>(Lcom/rc/OpsDb;)V
    iput-object v1, v6, Lcom/rc/OpsProvider;->store:Lcom/rc/OpStore;
    .line 28
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    .line 33
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v9
    .line 34
    if-nez v15, :L19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    goto :L20
:L19
    move-object v0, v15
:L20
    move-object v7, v0
    .line 35
    const-string v1, "request_id"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    .line 36
    const-string v0, "negotiate"
    invoke-virtual {v0, v13}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L75
    .line 37
    invoke-static {}, Lcom/rc/Tokens;->fresh()Ljava/lang/String;
    move-result-object v8
    .line 38
    iget-object v0, v12, Lcom/rc/OpsProvider;->sessions:Ljava/util/Map;
    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v8, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 39
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "{\"session_token\":\""
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\"}"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/rc/Replies;->ok(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L75
    .line 41
    iget-object v0, v12, Lcom/rc/OpsProvider;->sessions:Ljava/util/Map;
    const-string v2, "session_token"
    const-string v3, ""
    invoke-virtual {v7, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move-object v8, v0
    .line 42
    if-eqz v8, :L113
    invoke-virtual {v8}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-eq v0, v9, :L123
:L113
    .line 43
    const-string v1, "NEGOTIATION_REQUIRED"
    const-string v2, "Negotiate a session first"
    invoke-static {v6, v1, v2}, Lcom/rc/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L123
    .line 45
    const-string v1, "deadline_at_ms"
    const-wide/16 v2, 0x0L
    invoke-virtual {v7, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :L148
    .line 46
    const-string v1, "DEADLINE_EXCEEDED"
    const-string v2, "The deadline has passed"
    invoke-static {v6, v1, v2}, Lcom/rc/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L148
    .line 48
    move-object v10, v13
    const/4 v11, -0x1
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_159
    goto :L237
:L192
    const-string v1, "execute_tool"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L237
    const/4 v11, 0x0
    goto :L237
:L208
    const-string v1, "get_operation"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L237
    const/4 v11, 0x1
    goto :L237
:L224
    const-string v1, "cancel_operation"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L237
    const/4 v11, 0x2
:L237
    packed-switch v11, :sw_239
    goto :L307
:L264
    .line 50
    invoke-direct {v12, v9, v6}, Lcom/rc/OpsProvider;->archive(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L273
    .line 52
    const-string v3, "operation_id"
    const-string v4, ""
    invoke-virtual {v7, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v12, v6, v2}, Lcom/rc/OpsProvider;->status(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L289
    .line 54
    const-string v4, "operation_id"
    const-string v5, ""
    invoke-virtual {v7, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v12, v9, v6, v3}, Lcom/rc/OpsProvider;->cancel(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L307
    .line 56
    const-string v1, "METHOD_NOT_FOUND"
    const-string v2, "Unknown method"
    invoke-static {v6, v1, v2}, Lcom/rc/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:sw_159
    .sparse-switch
        -0x7e355442 -> :L208
        -0x503e73de -> :L192
        0x7571ade2 -> :L224
    .end sparse-switch
:sw_239
    .packed-switch 0x0
        :L264
        :L273
        :L289
    .end packed-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 86
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 91
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 96
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 101
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 106
    const/4 v0, 0x0
    return v0
.end method

