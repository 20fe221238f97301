.class public final Lcom/hearthguard/claims/SecureMint;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/hearthguard/claims/TokenMint;

.field public static final INSTANCE:Lcom/hearthguard/claims/SecureMint;

.field private static final rng:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthguard/claims/SecureMint;
    invoke-direct {v0}, Lcom/hearthguard/claims/SecureMint;-><init>()V
    sput-object v0, Lcom/hearthguard/claims/SecureMint;->INSTANCE:Lcom/hearthguard/claims/SecureMint;
    .line 18
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/hearthguard/claims/SecureMint;->rng:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public mint-vppQkDw()Ljava/lang/String;
    .registers 3
    .line 21
    const/16 v0, 0x18
    new-array v0, v0, [B
    .line 22
    sget-object v1, Lcom/hearthguard/claims/SecureMint;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 23
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "encodeToString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/hearthguard/claims/ClaimToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
