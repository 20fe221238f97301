.class public final Lcom/hivewatch/YardTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private final random:Ljava/util/Random;

.method public constructor <init>(Ljava/util/Random;)V
    .registers 3
    const-string v0, "random"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object v2, v1, Lcom/hivewatch/YardTokens;->random:Ljava/util/Random;
    return-void
.end method

.method private static synthetic getRandom$annotations()V
    .registers 0
    return-void
.end method

.method public final next()Ljava/lang/String;
    .registers 5
    .line 18
    iget-object v0, v4, Lcom/hivewatch/YardTokens;->random:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    iget-object v1, v4, Lcom/hivewatch/YardTokens;->random:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

