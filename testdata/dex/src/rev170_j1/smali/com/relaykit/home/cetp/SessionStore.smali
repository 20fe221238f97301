.class public final Lcom/relaykit/home/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/cetp/SessionStore$Session;
    }
.end annotation


# static fields
.field private static final TTL_MS:J


# instance fields
.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 18
    sget-object v0, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x1e

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/relaykit/home/cetp/SessionStore;->TTL_MS:J

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 57
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/cetp/SessionStore;->live:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;I)Lcom/relaykit/home/cetp/SessionStore$Session;
    .registers 8

    .line 68
    if-nez p1, :cond_0

    .line 69
    const/4 v0, 0x0

    return-object v0

    .line 71
    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/cetp/SessionStore;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/cetp/SessionStore$Session;

    move-object v4, v0

    .line 72
    if-nez v4, :cond_1

    .line 73
    const/4 v0, 0x0

    return-object v0

    .line 75
    :cond_1
    iget-wide v0, v4, Lcom/relaykit/home/cetp/SessionStore$Session;->expiresAtMs:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_2

    .line 76
    iget-object v0, p0, Lcom/relaykit/home/cetp/SessionStore;->live:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 77
    const/4 v0, 0x0

    return-object v0

    .line 79
    :cond_2
    iget v0, v4, Lcom/relaykit/home/cetp/SessionStore$Session;->uid:I

    if-ne v0, p2, :cond_3

    move-object v0, v4

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public issue(ILjava/util/List;Ljava/util/Set;)Lcom/relaykit/home/cetp/SessionStore$Session;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/relaykit/home/cetp/SessionStore$Session;"
        }
    .end annotation

    .line 60
    new-instance v10, Lcom/relaykit/home/cetp/SessionStore$Session;

    const/16 v2, 0x20

    invoke-static {v2}, Lcom/relaykit/home/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v2

    new-instance v4, Ljava/util/HashSet;

    invoke-direct {v4, p2}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    invoke-static {v4}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v4

    new-instance v5, Ljava/util/HashSet;

    invoke-direct {v5, p3}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 61
    invoke-static {v5}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v5

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v6

    sget-wide v8, Lcom/relaykit/home/cetp/SessionStore;->TTL_MS:J

    add-long/2addr v6, v8

    move-object v1, v10

    move v3, p1

    invoke-direct/range {v1 .. v7}, Lcom/relaykit/home/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/util/Set;Ljava/util/Set;J)V

    .line 62
    iget-object v0, p0, Lcom/relaykit/home/cetp/SessionStore;->live:Ljava/util/Map;

    iget-object v1, v10, Lcom/relaykit/home/cetp/SessionStore$Session;->token:Ljava/lang/String;

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 63
    return-object v10
.end method
