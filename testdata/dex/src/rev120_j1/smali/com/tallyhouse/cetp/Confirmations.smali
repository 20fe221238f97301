.class public final Lcom/tallyhouse/cetp/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyhouse/cetp/Confirmations$Holder;,
        Lcom/tallyhouse/cetp/Confirmations$Pending;
    }
.end annotation


# instance fields
.field private final pending:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallyhouse/cetp/Confirmations$Pending;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tallyhouse/cetp/Confirmations;->pending:Ljava/util/Map;

    .line 12
    return-void
.end method

.method synthetic constructor <init>(Lcom/tallyhouse/cetp/Confirmations$1;)V
    .registers 2

    .line 8
    invoke-direct {p0}, Lcom/tallyhouse/cetp/Confirmations;-><init>()V

    return-void
.end method

.method public static get()Lcom/tallyhouse/cetp/Confirmations;
    .registers 1

    .line 19
    sget-object v0, Lcom/tallyhouse/cetp/Confirmations$Holder;->INSTANCE:Lcom/tallyhouse/cetp/Confirmations;

    return-object v0
.end method


# virtual methods
.method public declared-synchronized decide(Ljava/lang/String;Z)V
    .registers 6

    .line 34
    monitor-enter p0

    :try_start_0
    if-nez p1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/tallyhouse/cetp/Confirmations;->pending:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/tallyhouse/cetp/Confirmations$Pending;

    :goto_0
    move-object v0, v1

    .line 35
    if-eqz v0, :cond_2

    .line 36
    move-object v1, v0

    if-eqz p2, :cond_1

    const/4 v2, 0x1

    goto :goto_1

    :cond_1
    const/4 v2, -0x1

    :goto_1
    iput v2, v1, Lcom/tallyhouse/cetp/Confirmations$Pending;->answer:I

    .line 38
    :cond_2
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method

.method public declared-synchronized open(Ljava/lang/String;Lcom/tallyhouse/cetp/CallInfo;Ljava/lang/String;J)V
    .registers 16

    .line 23
    monitor-enter p0

    :try_start_0
    iget-object v0, p0, Lcom/tallyhouse/cetp/Confirmations;->pending:Ljava/util/Map;

    new-instance v1, Lcom/tallyhouse/cetp/Confirmations$Pending;

    iget v3, p2, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    iget-object v4, p2, Lcom/tallyhouse/cetp/CallInfo;->requestId:Ljava/lang/String;

    iget-object v5, p2, Lcom/tallyhouse/cetp/CallInfo;->tool:Ljava/lang/String;

    iget-object v6, p2, Lcom/tallyhouse/cetp/CallInfo;->rawArgs:Ljava/lang/String;

    .line 24
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v8

    add-long/2addr v8, p4

    move-object v2, v1

    move-object v7, p3

    invoke-direct/range {v2 .. v9}, Lcom/tallyhouse/cetp/Confirmations$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 23
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 25
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized redeem(Lcom/tallyhouse/cetp/CallInfo;)Lcom/tallyhouse/cetp/Confirmations$Pending;
    .registers 5

    .line 42
    monitor-enter p0

    :try_start_0
    iget-object v1, p1, Lcom/tallyhouse/cetp/CallInfo;->resumeToken:Ljava/lang/String;

    if-nez v1, :cond_0

    .line 43
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 45
    :cond_0
    iget-object v1, p0, Lcom/tallyhouse/cetp/Confirmations;->pending:Ljava/util/Map;

    iget-object v2, p1, Lcom/tallyhouse/cetp/CallInfo;->resumeToken:Ljava/lang/String;

    invoke-interface {v1, v2}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyhouse/cetp/Confirmations$Pending;

    .line 46
    if-eqz v0, :cond_1

    invoke-virtual {v0, p1}, Lcom/tallyhouse/cetp/Confirmations$Pending;->matches(Lcom/tallyhouse/cetp/CallInfo;)Z

    move-result v1

    if-nez v1, :cond_2

    .line 47
    :cond_1
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 49
    :cond_2
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method

.method public declared-synchronized summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 29
    monitor-enter p0

    :try_start_0
    if-nez p1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/tallyhouse/cetp/Confirmations;->pending:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/tallyhouse/cetp/Confirmations$Pending;

    :goto_0
    move-object v0, v1

    .line 30
    if-nez v0, :cond_1

    const/4 v1, 0x0

    goto :goto_1

    :cond_1
    iget-object v1, v0, Lcom/tallyhouse/cetp/Confirmations$Pending;->summary:Ljava/lang/String;

    :goto_1
    monitor-exit p0

    return-object v1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method
