.class public final Lio/quire/app/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field private static final DIGITS:Ljava/lang/String; = "0123456789abcdef"

.field public static final INSTANCE:Lio/quire/app/core/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quire/app/core/Tokens;

    invoke-direct {v0}, Lio/quire/app/core/Tokens;-><init>()V

    sput-object v0, Lio/quire/app/core/Tokens;->INSTANCE:Lio/quire/app/core/Tokens;

    .line 7
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lio/quire/app/core/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic random$default(Lio/quire/app/core/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 9
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x18

    :cond_0
    invoke-virtual {p0, p1}, Lio/quire/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final hex([B)Ljava/lang/String;
    .registers 10

    const-string v1, "bytes"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    new-instance v3, Ljava/lang/StringBuilder;

    array-length v2, p1

    mul-int/lit8 v2, v2, 0x2

    invoke-direct {v3, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    .line 19
    const/4 v4, 0x0

    array-length v5, p1

    :goto_0
    if-ge v4, v5, :cond_0

    aget-byte v6, p1, v4

    .line 20
    and-int/lit16 v7, v6, 0xff

    .line 21
    ushr-int/lit8 v2, v7, 0x4

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    and-int/lit8 v2, v7, 0xf

    const-string v1, "0123456789abcdef"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 19
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 23
    :cond_0
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v2, "toString(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final random(I)Ljava/lang/String;
    .registers 4

    .line 10
    new-array v1, p1, [B

    .line 11
    sget-object v0, Lio/quire/app/core/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 12
    invoke-virtual {p0, v1}, Lio/quire/app/core/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final sha256([B)Ljava/lang/String;
    .registers 5

    const-string v1, "bytes"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    const-string v1, "SHA-256"

    invoke-static {v1}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v1

    const-string v2, "digest(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p0, v1}, Lio/quire/app/core/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final unhex(Ljava/lang/String;)[B
    .registers 13

    const-string v1, "text"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    rem-int/lit8 v0, v0, 0x2

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 28
    :cond_0
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v6, v0, [B

    .line 29
    const/4 v7, 0x0

    array-length v8, v6

    :goto_0
    if-ge v7, v8, :cond_3

    .line 30
    const-string v0, "0123456789abcdef"

    check-cast v0, Ljava/lang/CharSequence;

    mul-int/lit8 v2, v7, 0x2

    invoke-virtual {p1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x6

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlin/text/StringsKt;->indexOf$default(Ljava/lang/CharSequence;CIZILjava/lang/Object;)I

    move-result v9

    .line 31
    const-string v0, "0123456789abcdef"

    check-cast v0, Ljava/lang/CharSequence;

    mul-int/lit8 v2, v7, 0x2

    add-int/lit8 v2, v2, 0x1

    invoke-virtual {p1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x6

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lkotlin/text/StringsKt;->indexOf$default(Ljava/lang/CharSequence;CIZILjava/lang/Object;)I

    move-result v10

    .line 32
    if-ltz v9, :cond_1

    if-gez v10, :cond_2

    :cond_1
    const/4 v0, 0x0

    return-object v0

    .line 33
    :cond_2
    shl-int/lit8 v2, v9, 0x4

    or-int/2addr v2, v10

    int-to-byte v2, v2

    aput-byte v2, v6, v7

    .line 29
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 35
    :cond_3
    return-object v6
.end method
