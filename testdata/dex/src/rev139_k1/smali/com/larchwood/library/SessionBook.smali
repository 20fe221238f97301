.class public final Lcom/larchwood/library/SessionBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/larchwood/library/TokenSource;


# instance fields
.field private final open:Ljava/util/concurrent/ConcurrentHashMap;

.field private final random:Lkotlin/random/Random;

.field private final ttlMillis:J


# direct methods
.method public constructor <init>(Lkotlin/random/Random;J)V
    .registers 5

    const-string v0, "random"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/SessionBook;->random:Lkotlin/random/Random;

    iput-wide p2, p0, Lcom/larchwood/library/SessionBook;->ttlMillis:J

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/larchwood/library/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    .line 19
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/random/Random;JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    .line 19
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_0

    const-wide/32 p2, 0x36ee80

    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/larchwood/library/SessionBook;-><init>(Lkotlin/random/Random;J)V

    return-void
.end method

.method public static final start$lambda$0(JLcom/larchwood/library/Session;)Z
    .registers 5

    const-string v1, "it"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    invoke-virtual {p2}, Lcom/larchwood/library/Session;->getExpiresAt()J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final start$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    .registers 3

    .line 24
    invoke-interface {p0, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method


# virtual methods
.method public final find(Ljava/lang/String;I)Lcom/larchwood/library/Session;
    .registers 10

    .line 29
    move-object v0, p1

    if-eqz p1, :cond_2

    move-object v5, v0

    .line 70
    const/4 v6, 0x0

    .line 29
    iget-object v0, p0, Lcom/larchwood/library/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, v5}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Session;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    .line 70
    const/4 v6, 0x0

    .line 29
    invoke-virtual {v5}, Lcom/larchwood/library/Session;->getUid()I

    move-result v0

    if-ne v0, p2, :cond_0

    invoke-virtual {v5}, Lcom/larchwood/library/Session;->getExpiresAt()J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method public getRandom()Lkotlin/random/Random;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/larchwood/library/SessionBook;->random:Lkotlin/random/Random;

    return-object v0
.end method

.method public final start(Lcom/larchwood/library/Caller;)Lcom/larchwood/library/Session;
    .registers 15

    const-string v1, "caller"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    .line 24
    iget-object v0, p0, Lcom/larchwood/library/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    new-instance v1, Lcom/larchwood/library/SessionBook$$ExternalSyntheticLambda0;

    invoke-direct {v1, v8, v9}, Lcom/larchwood/library/SessionBook$$ExternalSyntheticLambda0;-><init>(J)V

    new-instance v2, Lcom/larchwood/library/SessionBook$$ExternalSyntheticLambda1;

    invoke-direct {v2, v1}, Lcom/larchwood/library/SessionBook$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V

    move-object v1, v2

    invoke-interface {v0, v1}, Ljava/util/Collection;->removeIf(Ljava/util/function/Predicate;)Z

    .line 25
    new-instance v10, Lcom/larchwood/library/Session;

    const/16 v3, 0x20

    invoke-virtual {p0, v3}, Lcom/larchwood/library/SessionBook;->next(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/larchwood/library/Caller;->getUid()I

    move-result v3

    iget-wide v6, p0, Lcom/larchwood/library/SessionBook;->ttlMillis:J

    add-long v4, v8, v6

    invoke-direct {v10, v2, v3, v4, v5}, Lcom/larchwood/library/Session;-><init>(Ljava/lang/String;IJ)V

    move-object v11, v10

    .line 70
    const/4 v12, 0x0

    .line 25
    iget-object v0, p0, Lcom/larchwood/library/SessionBook;->open:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v11}, Lcom/larchwood/library/Session;->getToken()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v11}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v10
.end method
