.class public final Lcom/greenwick/garden/security/CachingVerifier;
.super Ljava/lang/Object;
.source "CachingVerifier.java"

# interfaces
.implements Lcom/greenwick/garden/security/CallerVerifier;


# static fields
.field private static final TTL_MS:J = 0xea60L


# instance fields
.field private final clock:Lcom/greenwick/garden/cetp/Clock;

.field private final inner:Lcom/greenwick/garden/security/CallerVerifier;

.field private final trustedUntil:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/security/CallerVerifier;Lcom/greenwick/garden/cetp/Clock;)V
    .registers 4

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/greenwick/garden/security/CachingVerifier;->trustedUntil:Ljava/util/Map;

    .line 16
    iput-object p1, p0, Lcom/greenwick/garden/security/CachingVerifier;->inner:Lcom/greenwick/garden/security/CallerVerifier;

    .line 17
    iput-object p2, p0, Lcom/greenwick/garden/security/CachingVerifier;->clock:Lcom/greenwick/garden/cetp/Clock;

    .line 18
    return-void
.end method


# virtual methods
.method public trusted(Lcom/greenwick/garden/security/Caller;)Z
    .registers 13

    .line 22
    iget v0, p1, Lcom/greenwick/garden/security/Caller;->uid:I

    iget-object v2, p1, Lcom/greenwick/garden/security/Caller;->packages:Ljava/util/List;

    const-string v1, ","

    invoke-static {v1, v2}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, ":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v6, v2

    .line 23
    iget-object v0, p0, Lcom/greenwick/garden/security/CachingVerifier;->clock:Lcom/greenwick/garden/cetp/Clock;

    invoke-interface {v0}, Lcom/greenwick/garden/cetp/Clock;->now()J

    move-result-wide v7

    .line 24
    iget-object v0, p0, Lcom/greenwick/garden/security/CachingVerifier;->trustedUntil:Ljava/util/Map;

    invoke-interface {v0, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    move-object v9, v0

    .line 25
    if-eqz v9, :cond_0

    invoke-virtual {v9}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    cmp-long v0, v0, v7

    if-lez v0, :cond_0

    .line 26
    const/4 v0, 0x1

    return v0

    .line 28
    :cond_0
    iget-object v0, p0, Lcom/greenwick/garden/security/CachingVerifier;->inner:Lcom/greenwick/garden/security/CallerVerifier;

    invoke-interface {v0, p1}, Lcom/greenwick/garden/security/CallerVerifier;->trusted(Lcom/greenwick/garden/security/Caller;)Z

    move-result v10

    .line 29
    if-eqz v10, :cond_1

    .line 30
    iget-object v0, p0, Lcom/greenwick/garden/security/CachingVerifier;->trustedUntil:Ljava/util/Map;

    const-wide/32 v4, 0xea60

    add-long v2, v7, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-interface {v0, v6, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 32
    :cond_1
    iget-object v0, p0, Lcom/greenwick/garden/security/CachingVerifier;->trustedUntil:Ljava/util/Map;

    invoke-interface {v0, v6}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 34
    :goto_0
    return v10
.end method
