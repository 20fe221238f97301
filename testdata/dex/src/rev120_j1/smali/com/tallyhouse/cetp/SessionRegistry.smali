.class public final Lcom/tallyhouse/cetp/SessionRegistry;
.super Ljava/lang/Object;
.source "SessionRegistry.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyhouse/cetp/SessionRegistry$Holder;,
        Lcom/tallyhouse/cetp/SessionRegistry$Session;
    }
.end annotation


# instance fields
.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallyhouse/cetp/SessionRegistry$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tallyhouse/cetp/SessionRegistry;->sessions:Ljava/util/Map;

    .line 13
    return-void
.end method

.method synthetic constructor <init>(Lcom/tallyhouse/cetp/SessionRegistry$1;)V
    .registers 2

    .line 9
    invoke-direct {p0}, Lcom/tallyhouse/cetp/SessionRegistry;-><init>()V

    return-void
.end method

.method public static get()Lcom/tallyhouse/cetp/SessionRegistry;
    .registers 1

    .line 20
    sget-object v0, Lcom/tallyhouse/cetp/SessionRegistry$Holder;->INSTANCE:Lcom/tallyhouse/cetp/SessionRegistry;

    return-object v0
.end method

.method private sweep()V
    .registers 3

    .line 50
    iget-object v1, p0, Lcom/tallyhouse/cetp/SessionRegistry;->sessions:Ljava/util/Map;

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v0

    .line 51
    :cond_0
    :goto_0
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_1

    .line 52
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/tallyhouse/cetp/SessionRegistry$Session;

    invoke-virtual {v1}, Lcom/tallyhouse/cetp/SessionRegistry$Session;->expired()Z

    move-result v1

    if-eqz v1, :cond_0

    .line 53
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V

    goto :goto_0

    .line 56
    :cond_1
    return-void
.end method


# virtual methods
.method public declared-synchronized lookup(Ljava/lang/String;)Lcom/tallyhouse/cetp/SessionRegistry$Session;
    .registers 4

    .line 30
    monitor-enter p0

    :try_start_0
    if-nez p1, :cond_0

    .line 31
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 33
    :cond_0
    iget-object v1, p0, Lcom/tallyhouse/cetp/SessionRegistry;->sessions:Ljava/util/Map;

    invoke-interface {v1, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyhouse/cetp/SessionRegistry$Session;

    .line 34
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/tallyhouse/cetp/SessionRegistry$Session;->expired()Z

    move-result v1

    if-eqz v1, :cond_2

    .line 35
    :cond_1
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 37
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

.method public declared-synchronized lookup(Ljava/lang/String;I)Lcom/tallyhouse/cetp/SessionRegistry$Session;
    .registers 5

    .line 42
    monitor-enter p0

    :try_start_0
    invoke-virtual {p0, p1}, Lcom/tallyhouse/cetp/SessionRegistry;->lookup(Ljava/lang/String;)Lcom/tallyhouse/cetp/SessionRegistry$Session;

    move-result-object v0

    .line 43
    if-eqz v0, :cond_0

    iget v1, v0, Lcom/tallyhouse/cetp/SessionRegistry$Session;->uid:I

    if-eq v1, p2, :cond_1

    .line 44
    :cond_0
    const/4 v1, 0x0

    monitor-exit p0

    return-object v1

    .line 46
    :cond_1
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v1

    monitor-exit p0

    throw v1
.end method

.method public declared-synchronized open(Ljava/lang/String;ILjava/lang/String;ZJ)V
    .registers 15

    .line 24
    monitor-enter p0

    :try_start_0
    invoke-direct {p0}, Lcom/tallyhouse/cetp/SessionRegistry;->sweep()V

    .line 25
    iget-object v0, p0, Lcom/tallyhouse/cetp/SessionRegistry;->sessions:Ljava/util/Map;

    new-instance v1, Lcom/tallyhouse/cetp/SessionRegistry$Session;

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v6

    add-long/2addr v6, p5

    move-object v2, v1

    move v3, p2

    move-object v4, p3

    move v5, p4

    invoke-direct/range {v2 .. v7}, Lcom/tallyhouse/cetp/SessionRegistry$Session;-><init>(ILjava/lang/String;ZJ)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 26
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
