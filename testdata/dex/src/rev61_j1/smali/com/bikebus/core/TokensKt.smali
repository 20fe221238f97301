.class public final Lcom/bikebus/core/TokensKt;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field private static final rng:Ljava/security/SecureRandom;

.method public static final sessionToken(I)Ljava/lang/String;
    .registers 5
    .line 9
    new-array v0, v4, [B
    move-object v3, v0
    .line 10
    sget-object v0, Lcom/bikebus/core/TokensKt;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 11
    const/16 v1, 0xa
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic sessionToken$default(IILjava/lang/Object;)Ljava/lang/String;
    .registers 5
    .line 8
    const/4 v1, 0x1
    and-int v0, v3, v1
    if-eqz v0, :L9
    const/16 v0, 0x18
    move v2, v0
    :L9
    invoke-static {v2}, Lcom/bikebus/core/TokensKt;->sessionToken(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final resumeToken(Ljava/lang/String;J)Ljava/lang/String;
    .registers 6
    const-string v1, "prefix"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x2d
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v2, 0x24
    invoke-static {v4, v5, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic resumeToken$default(Ljava/lang/String;JILjava/lang/Object;)Ljava/lang/String;
    .registers 7
    .line 14
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L9
    const-string v0, "rt"
    move-object v2, v0
    :L9
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L19
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    move-wide v3, v0
    :L19
    invoke-static {v2, v3, v4}, Lcom/bikebus/core/TokensKt;->resumeToken(Ljava/lang/String;J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 6
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/bikebus/core/TokensKt;->rng:Ljava/security/SecureRandom;
    return-void
.end method

