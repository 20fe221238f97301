.class final Lcom/example/r29v/OpLedger;
.super Ljava/lang/Object;
.source "OpLedger.java"

.field private final rnd:Ljava/util/Random;

.method constructor <init>(Ljava/util/Random;)V
    .registers 2
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r29v/OpLedger;->rnd:Ljava/util/Random;
    return-void
.end method

.method next()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/r29v/OpLedger;->rnd:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextInt()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Math;->abs(I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
