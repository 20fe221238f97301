.class public final Lcom/fieldkit/SecureTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/fieldkit/TokenSource;

.field private final random:Ljava/security/SecureRandom;

.method public constructor <init>(Ljava/security/SecureRandom;)V
    .registers 3
    const-string v0, "random"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/SecureTokens;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 5
    .line 13
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 14
    iget-object v0, v4, Lcom/fieldkit/SecureTokens;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 15
    const/4 v1, 0x2
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

