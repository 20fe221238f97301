.class public final Lcom/kestrel/ledger/identity/CallerCache;
.super Ljava/lang/Object;
.source "CallerCache.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/identity/CallerCache$Loader;,
        Lcom/kestrel/ledger/identity/CallerCache$Cached;
    }
.end annotation


# instance fields
.field private final entries:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/Integer;",
            "Lcom/kestrel/ledger/identity/CallerCache$Cached;",
            ">;"
        }
    .end annotation
.end field

.field private final loader:Lcom/kestrel/ledger/identity/CallerCache$Loader;

.field private final ttlMs:J


# direct methods
.method public constructor <init>(IJLcom/kestrel/ledger/identity/CallerCache$Loader;)V
    .registers 12

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 31
    iput-wide p2, p0, Lcom/kestrel/ledger/identity/CallerCache;->ttlMs:J

    .line 32
    iput-object p4, p0, Lcom/kestrel/ledger/identity/CallerCache;->loader:Lcom/kestrel/ledger/identity/CallerCache$Loader;

    .line 33
    new-instance v0, Lcom/kestrel/ledger/identity/CallerCache$1;

    move-object v1, v0

    move-object v2, p0

    move v3, p1

    const/high16 v4, 0x3f400000    # 0.75f

    const/4 v5, 0x1

    move v6, p1

    invoke-direct/range {v1 .. v6}, Lcom/kestrel/ledger/identity/CallerCache$1;-><init>(Lcom/kestrel/ledger/identity/CallerCache;IFZI)V

    iput-object v0, p0, Lcom/kestrel/ledger/identity/CallerCache;->entries:Ljava/util/Map;

    .line 39
    return-void
.end method


# virtual methods
.method public declared-synchronized forget(I)V
    .registers 4

    monitor-enter p0

    .line 52
    :try_start_0
    iget-object v0, p0, Lcom/kestrel/ledger/identity/CallerCache;->entries:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 53
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized get(I)Lcom/kestrel/ledger/identity/CallerIdentity;
    .registers 9

    monitor-enter p0

    .line 42
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    .line 43
    iget-object v0, p0, Lcom/kestrel/ledger/identity/CallerCache;->entries:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/identity/CallerCache$Cached;

    move-object v6, v0

    .line 44
    if-eqz v6, :cond_0

    iget-wide v2, v6, Lcom/kestrel/ledger/identity/CallerCache$Cached;->loadedAt:J

    sub-long v0, v4, v2

    iget-wide v2, p0, Lcom/kestrel/ledger/identity/CallerCache;->ttlMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_1

    .line 45
    :cond_0
    new-instance v0, Lcom/kestrel/ledger/identity/CallerCache$Cached;

    iget-object v2, p0, Lcom/kestrel/ledger/identity/CallerCache;->loader:Lcom/kestrel/ledger/identity/CallerCache$Loader;

    invoke-interface {v2, p1}, Lcom/kestrel/ledger/identity/CallerCache$Loader;->load(I)Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v2

    invoke-direct {v0, v2, v4, v5}, Lcom/kestrel/ledger/identity/CallerCache$Cached;-><init>(Lcom/kestrel/ledger/identity/CallerIdentity;J)V

    move-object v6, v0

    .line 46
    iget-object v0, p0, Lcom/kestrel/ledger/identity/CallerCache;->entries:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    :cond_1
    iget-object v0, v6, Lcom/kestrel/ledger/identity/CallerCache$Cached;->identity:Lcom/kestrel/ledger/identity/CallerIdentity;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
