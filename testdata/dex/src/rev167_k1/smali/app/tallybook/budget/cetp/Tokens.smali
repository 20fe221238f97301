.class public final Lapp/tallybook/budget/cetp/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lapp/tallybook/budget/cetp/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/tallybook/budget/cetp/Tokens;

    invoke-direct {v0}, Lapp/tallybook/budget/cetp/Tokens;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/Tokens;->INSTANCE:Lapp/tallybook/budget/cetp/Tokens;

    .line 7
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic mint$default(Lapp/tallybook/budget/cetp/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 9
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x20

    :cond_0
    invoke-virtual {p0, p1}, Lapp/tallybook/budget/cetp/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final mint(I)Ljava/lang/String;
    .registers 6

    .line 9
    new-array v1, p1, [B

    move-object v2, v1

    .line 23
    const/4 v3, 0x0

    .line 9
    sget-object v0, Lapp/tallybook/budget/cetp/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    invoke-static {v1}, Lapp/tallybook/budget/cetp/TokensKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final sha256Hex(Ljava/lang/String;)Ljava/lang/String;
    .registers 7

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    move-object v4, p1

    sget-object v1, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v4, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v1

    const-string v3, "getBytes(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    const-string v2, "digest(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lapp/tallybook/budget/cetp/TokensKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
