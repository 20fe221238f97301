.class public final Lcom/example/r34k1/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r34k1/Tokens\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,54:1\n1#2:55\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r34k1/Tokens;

.field private static final rng$delegate:Lkotlin/Lazy;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/Tokens;
    invoke-direct {v0}, Lcom/example/r34k1/Tokens;-><init>()V
    sput-object v0, Lcom/example/r34k1/Tokens;->INSTANCE:Lcom/example/r34k1/Tokens;
    .line 11
    new-instance v0, Lcom/example/r34k1/Tokens$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r34k1/Tokens$$ExternalSyntheticLambda0;-><init>()V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/example/r34k1/Tokens;->rng$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final getRng()Ljava/security/SecureRandom;
    .registers 2
    .line 11
    sget-object v0, Lcom/example/r34k1/Tokens;->rng$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/security/SecureRandom;
    return-object v0
.end method

.method public static final rng_delegate$lambda$0()Ljava/security/SecureRandom;
    .registers 1
    .line 11
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    return-object v0
.end method

.method public static synthetic secure$default(Lcom/example/r34k1/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 4
    .line 13
    and-int/lit8 p2, p2, 0x1
    if-eqz p2, :cond_6
    const/16 p1, 0x18
    :cond_6
    invoke-virtual {p0, p1}, Lcom/example/r34k1/Tokens;->secure(I)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public final secure(I)Ljava/lang/String;
    .registers 6
    .line 14
    new-array p1, p1, [B
    move-object v0, p1
    .local v0, "it":[B
    const/4 v1, 0x0
    .line 55
    .local v1, "$i$a$-also-Tokens$secure$1":I
    .line 14
    sget-object v2, Lcom/example/r34k1/Tokens;->INSTANCE:Lcom/example/r34k1/Tokens;
    invoke-direct {v2}, Lcom/example/r34k1/Tokens;->getRng()Ljava/security/SecureRandom;
    move-result-object v2
    invoke-virtual {v2, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .end local v0    # "it":[B
    .end local v1    # "$i$a$-also-Tokens$secure$1":I
    move-object v0, p1
    .local v0, "it":[B
    const/4 v1, 0x0
    .line 55
    .local v1, "$i$a$-let-Tokens$secure$2":I
    .line 14
    const/16 v2, 0xa
    invoke-static {v0, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object p1
    .end local v0    # "it":[B
    .end local v1    # "$i$a$-let-Tokens$secure$2":I
    nop
    const-string v0, "let(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
