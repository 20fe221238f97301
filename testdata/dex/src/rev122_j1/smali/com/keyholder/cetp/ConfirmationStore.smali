.class public Lcom/keyholder/cetp/ConfirmationStore;
.super Ljava/lang/Object;
.source "ConfirmationStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/keyholder/cetp/ConfirmationStore$Pending;
    }
.end annotation

.annotation runtime Ljavax/inject/Singleton;
.end annotation


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map",
            "<",
            "Ljava/lang/String;",
            "Lcom/keyholder/cetp/ConfirmationStore$Pending;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2
    .annotation runtime Ljavax/inject/Inject;
    .end annotation

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/keyholder/cetp/ConfirmationStore;->pending:Ljava/util/Map;

    .line 34
    return-void
.end method


# virtual methods
.method public declared-synchronized answer(Ljava/lang/String;Z)V
    .registers 6

    .line 48
    monitor-enter p0

    :try_start_0
    iget-object v1, p0, Lcom/keyholder/cetp/ConfirmationStore;->pending:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;

    .line 49
    if-eqz v0, :cond_0

    .line 50
    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    iput-object v2, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->answer:Ljava/lang/Boolean;

    .line 52
    :cond_0
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method

.method public declared-synchronized open(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 17

    .line 37
    monitor-enter p0

    :try_start_0
    iget-object v0, p0, Lcom/keyholder/cetp/ConfirmationStore;->pending:Ljava/util/Map;

    new-instance v1, Lcom/keyholder/cetp/ConfirmationStore$Pending;

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->uid()I

    move-result v3

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->rawArgs()Ljava/lang/String;

    move-result-object v6

    .line 38
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    add-long/2addr v8, p5

    move-object v2, v1

    move-object v5, p3

    move-object v7, p4

    invoke-direct/range {v2 .. v9}, Lcom/keyholder/cetp/ConfirmationStore$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 37
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized redeem(Ljava/lang/String;Lcom/keyholder/cetp/ToolCall;Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 9

    .line 59
    monitor-enter p0

    :try_start_0
    if-nez p1, :cond_0

    .line 60
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 62
    :cond_0
    iget-object v1, p0, Lcom/keyholder/cetp/ConfirmationStore;->pending:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;

    .line 63
    if-eqz v0, :cond_1

    iget-object v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->answer:Ljava/lang/Boolean;

    if-nez v1, :cond_2

    .line 64
    :cond_1
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 66
    :cond_2
    iget v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->uid:I

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->uid()I

    move-result v2

    if-ne v1, v2, :cond_3

    iget-object v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->requestId:Ljava/lang/String;

    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_3

    iget-object v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->tool:Ljava/lang/String;

    invoke-virtual {v1, p3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_3

    iget-object v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->args:Ljava/lang/String;

    .line 67
    invoke-virtual {p2}, Lcom/keyholder/cetp/ToolCall;->rawArgs()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_3

    iget-wide v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v3

    cmp-long v1, v1, v3

    if-gez v1, :cond_4

    .line 68
    :cond_3
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 70
    :cond_4
    iget-object v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->answer:Ljava/lang/Boolean;

    monitor-exit p0

    return-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method

.method public declared-synchronized summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 43
    monitor-enter p0

    :try_start_0
    iget-object v1, p0, Lcom/keyholder/cetp/ConfirmationStore;->pending:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;

    .line 44
    if-nez v0, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, v0, Lcom/keyholder/cetp/ConfirmationStore$Pending;->summary:Ljava/lang/String;

    :goto_0
    monitor-exit p0

    return-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method
