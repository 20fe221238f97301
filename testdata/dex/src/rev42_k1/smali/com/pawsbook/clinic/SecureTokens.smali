.class public final Lcom/pawsbook/clinic/SecureTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/pawsbook/clinic/TokenSource;

.field public static final INSTANCE:Lcom/pawsbook/clinic/SecureTokens;
.field private static final rng$delegate:Lkotlin/Lazy;

.method private constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final getRng()Ljava/security/SecureRandom;
    .registers 3
    .line 13
    sget-object v0, Lcom/pawsbook/clinic/SecureTokens;->rng$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/security/SecureRandom;
    .line 13
    return-object v0
.end method

.method public next()Ljava/lang/String;
    .registers 5
    .line 16
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 17
    invoke-direct {v4}, Lcom/pawsbook/clinic/SecureTokens;->getRng()Ljava/security/SecureRandom;
    move-result-object v0
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 18
    const/16 v1, 0xa
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final rng_delegate$lambda$0()Ljava/security/SecureRandom;
    .registers 1
    .line 13
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/pawsbook/clinic/SecureTokens;
    invoke-direct {v0}, Lcom/pawsbook/clinic/SecureTokens;-><init>()V
    sput-object v0, Lcom/pawsbook/clinic/SecureTokens;->INSTANCE:Lcom/pawsbook/clinic/SecureTokens;
    .line 13
    sget-object v0, Lcom/pawsbook/clinic/SecureTokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/pawsbook/clinic/SecureTokens$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/pawsbook/clinic/SecureTokens;->rng$delegate:Lkotlin/Lazy;
    return-void
.end method

