.class final Lcom/example/r17d/OpIds;
.super Ljava/lang/Object;
.source "OpIds.java"

.field private final rng:Ljava/util/Random;

.method constructor <init>(Ljava/util/Random;)V
    .registers 2
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object p1, p0, Lcom/example/r17d/OpIds;->rng:Ljava/util/Random;
    .line 12
    return-void
.end method

.method next()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/example/r17d/OpIds;->rng:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
