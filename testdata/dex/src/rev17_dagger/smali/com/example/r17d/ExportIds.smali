.class final Lcom/example/r17d/ExportIds;
.super Ljava/lang/Object;
.source "ExportIds.java"

.field private final rng:Ljava/util/Random;

.method constructor <init>(Ljava/util/Random;)V
    .registers 2
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object p1, p0, Lcom/example/r17d/ExportIds;->rng:Ljava/util/Random;
    .line 12
    return-void
.end method

.method next()Ljava/lang/String;
    .registers 4
    .line 13
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iget-object v1, p0, Lcom/example/r17d/ExportIds;->rng:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Lcom/example/r17d/ExportIds;->rng:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
