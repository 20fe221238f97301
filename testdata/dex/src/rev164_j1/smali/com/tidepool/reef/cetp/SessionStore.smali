.class public final Lcom/tidepool/reef/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/cetp/SessionStore$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final byToken:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tidepool/reef/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tidepool/reef/cetp/SessionStore;->byToken:Ljava/util/Map;

    return-void
.end method

.method private prune()V
    .registers 6

    .line 74
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    .line 75
    iget-object v0, p0, Lcom/tidepool/reef/cetp/SessionStore;->byToken:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v4

    .line 76
    :cond_0
    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 77
    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/SessionStore$Session;

    iget-wide v0, v0, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 78
    invoke-interface {v4}, Ljava/util/Iterator;->remove()V

    goto :goto_0

    .line 81
    :cond_1
    return-void
.end method


# virtual methods
.method public declared-synchronized issue(ILjava/lang/String;)Lcom/tidepool/reef/cetp/SessionStore$Session;
    .registers 13

    monitor-enter p0

    .line 34
    :try_start_0
    invoke-direct {p0}, Lcom/tidepool/reef/cetp/SessionStore;->prune()V

    .line 35
    new-instance v0, Lcom/tidepool/reef/cetp/SessionStore$Session;

    invoke-static {}, Lcom/tidepool/reef/cetp/Crypto;->mint()Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x36ee80

    add-long/2addr v5, v7

    move-object v1, v0

    move v3, p1

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/tidepool/reef/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    move-object v9, v0

    .line 36
    iget-object v0, p0, Lcom/tidepool/reef/cetp/SessionStore;->byToken:Ljava/util/Map;

    iget-object v1, v9, Lcom/tidepool/reef/cetp/SessionStore$Session;->token:Ljava/lang/String;

    invoke-interface {v0, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 37
    move-object v0, v9

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized newestFor(I)Lcom/tidepool/reef/cetp/SessionStore$Session;
    .registers 9

    monitor-enter p0

    .line 55
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    .line 56
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    move-object v4, v0

    .line 57
    iget-object v0, p0, Lcom/tidepool/reef/cetp/SessionStore;->byToken:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/SessionStore$Session;

    move-object v6, v0

    .line 58
    iget v0, v6, Lcom/tidepool/reef/cetp/SessionStore$Session;->uid:I

    if-ne v0, p1, :cond_0

    iget-wide v0, v6, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 59
    invoke-interface {v4, v6}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 61
    :cond_0
    goto :goto_0

    .line 62
    :cond_1
    invoke-interface {v4}, Ljava/util/List;->isEmpty()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_2

    .line 63
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 65
    :cond_2
    :try_start_1
    new-instance v1, Lcom/tidepool/reef/cetp/SessionStore$1;

    invoke-direct {v1, p0}, Lcom/tidepool/reef/cetp/SessionStore$1;-><init>(Lcom/tidepool/reef/cetp/SessionStore;)V

    invoke-static {v4, v1}, Ljava/util/Collections;->max(Ljava/util/Collection;Ljava/util/Comparator;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/SessionStore$Session;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized require(Landroid/os/Bundle;I)Lcom/tidepool/reef/cetp/SessionStore$Session;
    .registers 9

    monitor-enter p0

    .line 42
    :try_start_0
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v4

    .line 43
    if-nez v4, :cond_0

    .line 44
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 46
    :cond_0
    :try_start_1
    iget-object v0, p0, Lcom/tidepool/reef/cetp/SessionStore;->byToken:Ljava/util/Map;

    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/SessionStore$Session;

    move-object v5, v0

    .line 47
    if-eqz v5, :cond_1

    iget v0, v5, Lcom/tidepool/reef/cetp/SessionStore$Session;->uid:I

    if-ne v0, p2, :cond_1

    iget-wide v0, v5, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    .line 48
    :cond_1
    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 50
    :cond_2
    move-object v0, v5

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
