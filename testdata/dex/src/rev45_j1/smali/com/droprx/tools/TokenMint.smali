.class public final Lcom/droprx/tools/TokenMint;
.super Ljava/lang/Object;
.source "TokenMint.java"

.field private final rng:Ljava/util/Random;

.field private final strong:Ljava/security/SecureRandom;

.method public constructor <init>(Ljava/util/Random;Ljava/security/SecureRandom;)V
    .registers 3
    .annotation runtime Ljavax/inject/Inject;
    .end annotation
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 15
    iput-object p1, p0, Lcom/droprx/tools/TokenMint;->rng:Ljava/util/Random;
    .line 16
    iput-object p2, p0, Lcom/droprx/tools/TokenMint;->strong:Ljava/security/SecureRandom;
    .line 17
    return-void
.end method

.method public resume()Ljava/lang/String;
    .registers 4
    .line 20
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "rt-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/droprx/tools/TokenMint;->rng:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public strongResume()Ljava/lang/String;
    .registers 3
    .line 24
    const/16 v0, 0x12
    new-array v0, v0, [B
    .line 25
    iget-object v1, p0, Lcom/droprx/tools/TokenMint;->strong:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 26
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
