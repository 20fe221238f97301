.class public final Lcom/hearthguard/claims/QuickMint;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/hearthguard/claims/TokenMint;

.field private final rng:Ljava/util/Random;

.method public constructor <init>()V
    .registers 2
    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 28
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    iput-object v0, p0, Lcom/hearthguard/claims/QuickMint;->rng:Ljava/util/Random;
    .line 27
    return-void
.end method

.method public mint-vppQkDw()Ljava/lang/String;
    .registers 4
    .line 30
    iget-object v0, p0, Lcom/hearthguard/claims/QuickMint;->rng:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "wd-"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/hearthguard/claims/ClaimToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
