.class public final Lcom/tallyspring/budget/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyspring/budget/cetp/SessionStore$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J


# instance fields
.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/tallyspring/budget/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 16
    sget-object v0, Ljava/util/concurrent/TimeUnit;->MINUTES:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x1e

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/TimeUnit;->toMillis(J)J

    move-result-wide v0

    sput-wide v0, Lcom/tallyspring/budget/cetp/SessionStore;->TTL_MS:J

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 62
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method static synthetic lambda$find$0(ILcom/tallyspring/budget/cetp/SessionStore$Session;)Z
    .registers 3

    .line 74
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->uid()I

    move-result v0

    if-ne v0, p0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$latestFor$1(ILcom/tallyspring/budget/cetp/SessionStore$Session;)Z
    .registers 3

    .line 81
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->uid()I

    move-result v0

    if-ne v0, p0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method public find(Ljava/lang/String;I)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I)",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 73
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/SessionStore$Session;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda0;

    invoke-direct {v1, p2}, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda0;-><init>(I)V

    .line 74
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda1;-><init>()V

    .line 75
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 73
    return-object v0
.end method

.method public issue(Lcom/tallyspring/budget/cetp/CallerGrant;Ljava/util/List;)Lcom/tallyspring/budget/cetp/SessionStore$Session;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallyspring/budget/cetp/CallerGrant;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;)",
            "Lcom/tallyspring/budget/cetp/SessionStore$Session;"
        }
    .end annotation

    .line 65
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    sget-wide v2, Lcom/tallyspring/budget/cetp/SessionStore;->TTL_MS:J

    add-long v8, v0, v2

    .line 66
    new-instance v10, Lcom/tallyspring/budget/cetp/SessionStore$Session;

    invoke-static {}, Lcom/tallyspring/budget/cetp/Crypto;->randomToken()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/CallerGrant;->uid()I

    move-result v3

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/CallerGrant;->scopes()Ljava/util/Set;

    move-result-object v5

    move-object v1, v10

    move-object v4, p2

    move-wide v6, v8

    invoke-direct/range {v1 .. v7}, Lcom/tallyspring/budget/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/util/List;Ljava/util/Set;J)V

    .line 67
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v10}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->token()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1, v10}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 68
    return-object v10
.end method

.method public latestFor(I)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Optional<",
            "Lcom/tallyspring/budget/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 80
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/SessionStore;->sessions:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda2;

    invoke-direct {v1, p1}, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda2;-><init>(I)V

    .line 81
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda3;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda3;-><init>()V

    .line 82
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda4;

    invoke-direct {v1}, Lcom/tallyspring/budget/cetp/SessionStore$$ExternalSyntheticLambda4;-><init>()V

    .line 83
    invoke-static {v1}, Ljava/util/Comparator;->comparingLong(Ljava/util/function/ToLongFunction;)Ljava/util/Comparator;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->max(Ljava/util/Comparator;)Ljava/util/Optional;

    move-result-object v0

    .line 80
    return-object v0
.end method
