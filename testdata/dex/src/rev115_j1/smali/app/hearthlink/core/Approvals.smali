.class public final Lapp/hearthlink/core/Approvals;
.super Ljava/lang/Object;
.source "Approvals.java"


# static fields
.field static final TTL_MS:J = 0x927c0L


# instance fields
.field private final decisions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Boolean;",
            ">;"
        }
    .end annotation
.end field

.field private final expiry:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation
.end field

.field private final mint:Lapp/hearthlink/core/TokenMint;

.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lapp/hearthlink/core/Call;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lapp/hearthlink/core/TokenMint;)V
    .registers 3

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/core/Approvals;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/core/Approvals;->expiry:Ljava/util/concurrent/ConcurrentHashMap;

    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/core/Approvals;->decisions:Ljava/util/concurrent/ConcurrentHashMap;

    .line 15
    iput-object p1, p0, Lapp/hearthlink/core/Approvals;->mint:Lapp/hearthlink/core/TokenMint;

    .line 16
    return-void
.end method


# virtual methods
.method public decide(Ljava/lang/String;Z)V
    .registers 5

    .line 27
    iget-object v0, p0, Lapp/hearthlink/core/Approvals;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 28
    iget-object v0, p0, Lapp/hearthlink/core/Approvals;->decisions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, p1, v1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 30
    :cond_0
    return-void
.end method

.method public issue(Lapp/hearthlink/core/Call;)Ljava/lang/String;
    .registers 8

    .line 19
    iget-object v0, p0, Lapp/hearthlink/core/Approvals;->mint:Lapp/hearthlink/core/TokenMint;

    const-string v1, "rt_"

    invoke-virtual {v0, v1}, Lapp/hearthlink/core/TokenMint;->mint(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 20
    iget-object v1, p0, Lapp/hearthlink/core/Approvals;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    iget-object v1, p0, Lapp/hearthlink/core/Approvals;->expiry:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    const-wide/32 v4, 0x927c0

    add-long/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-virtual {v1, v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    return-object v0
.end method

.method public take(Ljava/lang/String;Lapp/hearthlink/core/Call;)Z
    .registers 7

    .line 34
    iget-object v0, p0, Lapp/hearthlink/core/Approvals;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lapp/hearthlink/core/Call;

    .line 35
    iget-object v1, p0, Lapp/hearthlink/core/Approvals;->expiry:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Long;

    .line 36
    iget-object v2, p0, Lapp/hearthlink/core/Approvals;->decisions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v2, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Boolean;

    .line 37
    if-eqz v0, :cond_0

    if-eqz v1, :cond_0

    sget-object v3, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    invoke-virtual {v3, v2}, Ljava/lang/Boolean;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 38
    invoke-virtual {v0}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v2

    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->callerUid()I

    move-result v3

    if-ne v2, v3, :cond_0

    .line 39
    invoke-virtual {v0}, Lapp/hearthlink/core/Call;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->tool()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 40
    invoke-virtual {v0}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_0

    .line 41
    invoke-virtual {v0}, Lapp/hearthlink/core/Call;->args()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2}, Lapp/hearthlink/core/Call;->args()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 42
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-virtual {v1}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    cmp-long v0, v2, v0

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 37
    :goto_0
    return v0
.end method
