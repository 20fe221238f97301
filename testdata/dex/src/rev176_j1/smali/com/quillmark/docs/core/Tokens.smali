.class public final Lcom/quillmark/docs/core/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field private static final HEX:[C

.field private static final RANDOM:Ljava/security/SecureRandom;

.field private static final UUID:Ljava/util/regex/Pattern;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 11
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/quillmark/docs/core/Tokens;->RANDOM:Ljava/security/SecureRandom;

    .line 12
    const-string v0, "0123456789abcdef"

    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C

    move-result-object v0

    sput-object v0, Lcom/quillmark/docs/core/Tokens;->HEX:[C

    .line 13
    const-string v0, "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/quillmark/docs/core/Tokens;->UUID:Ljava/util/regex/Pattern;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    return-void
.end method

.method public static hex([B)Ljava/lang/String;
    .registers 8

    .line 27
    array-length v0, p0

    mul-int/lit8 v0, v0, 0x2

    new-array v4, v0, [C

    .line 28
    const/4 v5, 0x0

    :goto_0
    array-length v1, p0

    if-ge v5, v1, :cond_0

    .line 29
    aget-byte v0, p0, v5

    and-int/lit16 v6, v0, 0xff

    .line 30
    mul-int/lit8 v1, v5, 0x2

    sget-object v2, Lcom/quillmark/docs/core/Tokens;->HEX:[C

    ushr-int/lit8 v3, v6, 0x4

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 31
    mul-int/lit8 v1, v5, 0x2

    add-int/lit8 v1, v1, 0x1

    sget-object v2, Lcom/quillmark/docs/core/Tokens;->HEX:[C

    and-int/lit8 v3, v6, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 28
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 33
    :cond_0
    new-instance v0, Ljava/lang/String;

    invoke-direct {v0, v4}, Ljava/lang/String;-><init>([C)V

    return-object v0
.end method

.method public static isUuid(Ljava/lang/String;)Z
    .registers 2

    .line 49
    if-eqz p0, :cond_0

    sget-object v0, Lcom/quillmark/docs/core/Tokens;->UUID:Ljava/util/regex/Pattern;

    invoke-virtual {v0, p0}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static random(I)Ljava/lang/String;
    .registers 3

    .line 21
    new-array v1, p0, [B

    .line 22
    sget-object v0, Lcom/quillmark/docs/core/Tokens;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 23
    invoke-static {v1}, Lcom/quillmark/docs/core/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 45
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/quillmark/docs/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256([B)Ljava/lang/String;
    .registers 4

    .line 38
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/quillmark/docs/core/Tokens;->hex([B)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 40
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "SHA-256 missing"

    invoke-direct {v0, v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method
