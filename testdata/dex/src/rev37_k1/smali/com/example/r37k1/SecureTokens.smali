.class public final Lcom/example/r37k1/SecureTokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# interfaces
.implements Lcom/example/r37k1/TokenSource;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r37k1/SecureTokens\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,62:1\n1#2:63\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r37k1/SecureTokens;

.field private static final rng:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r37k1/SecureTokens;
    invoke-direct {v0}, Lcom/example/r37k1/SecureTokens;-><init>()V
    sput-object v0, Lcom/example/r37k1/SecureTokens;->INSTANCE:Lcom/example/r37k1/SecureTokens;
    .line 17
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r37k1/SecureTokens;->rng:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 4
    .line 18
    const/16 v0, 0x18
    new-array v0, v0, [B
    .line 63
    const/4 v1, 0x0
    .line 18
    sget-object v1, Lcom/example/r37k1/SecureTokens;->rng:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "encodeToString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
