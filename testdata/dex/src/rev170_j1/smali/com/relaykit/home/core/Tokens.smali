.class public final Lcom/relaykit/home/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field private static final HEX:[C

.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 10
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/relaykit/home/core/Tokens;->RANDOM:Ljava/security/SecureRandom;

    .line 11
    const-string v0, "0123456789abcdef"

    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/core/Tokens;->HEX:[C

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method public static hex([B)Ljava/lang/String;
    .registers 8

    .line 35
    array-length v0, p0

    mul-int/lit8 v0, v0, 0x2

    new-array v4, v0, [C

    .line 36
    const/4 v5, 0x0

    :goto_0
    array-length v1, p0

    if-ge v5, v1, :cond_0

    .line 37
    aget-byte v0, p0, v5

    and-int/lit16 v6, v0, 0xff

    .line 38
    mul-int/lit8 v1, v5, 0x2

    sget-object v2, Lcom/relaykit/home/core/Tokens;->HEX:[C

    ushr-int/lit8 v3, v6, 0x4

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 39
    mul-int/lit8 v1, v5, 0x2

    add-int/lit8 v1, v1, 0x1

    sget-object v2, Lcom/relaykit/home/core/Tokens;->HEX:[C

    and-int/lit8 v3, v6, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 36
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 41
    :cond_0
    new-instance v0, Ljava/lang/String;

    invoke-direct {v0, v4}, Ljava/lang/String;-><init>([C)V

    return-object v0
.end method

.method public static random(I)Ljava/lang/String;
    .registers 3

    .line 17
    new-array v1, p0, [B

    .line 18
    sget-object v0, Lcom/relaykit/home/core/Tokens;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 19
    invoke-static {v1}, Lcom/relaykit/home/core/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256([B)[B
    .registers 3

    .line 24
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 26
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method public static sha256Hex(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 31
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/core/Tokens;->sha256([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/relaykit/home/core/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 45
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 46
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 47
    mul-int/lit8 v3, v6, 0x2

    mul-int/lit8 v4, v6, 0x2

    add-int/lit8 v4, v4, 0x2

    invoke-virtual {p0, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v5, v6

    .line 46
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 49
    :cond_0
    return-object v5
.end method
