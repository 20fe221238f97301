.class public final Lcom/example/rv15h/OperationIds;
.super Ljava/lang/Object;
.source "OperationIds.kt"

.annotation runtime Ljavax/inject/Singleton;
.end annotation

.field private final rng:Ljava/util/Random;

.method public constructor <init>(Ljava/util/Random;)V
    .registers 3
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    const-string v0, "rng"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rv15h/OperationIds;->rng:Ljava/util/Random;
    return-void
.end method

.method public final next()Ljava/lang/String;
    .registers 4
    # near miss CETP613: the injected Random is the SecureRandom AppModule provides
    .line 9
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "op_"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    new-instance v1, Ljava/math/BigInteger;
    const/16 v2, 0x82
    iget-object p0, p0, Lcom/example/rv15h/OperationIds;->rng:Ljava/util/Random;
    invoke-direct {v1, v2, p0}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    const/16 p0, 0x20
    invoke-virtual {v1, p0}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
