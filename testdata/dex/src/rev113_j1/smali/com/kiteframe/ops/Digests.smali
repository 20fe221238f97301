.class public final Lcom/kiteframe/ops/Digests;
.super Ljava/lang/Object;
.source "Digests.java"

# static fields
.field private static final HEX:[C

# direct methods
.method private constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    return-void
.end method

.method public static sha256(Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    :L0
    .line 16
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v8, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v5
    .line 17
    array-length v0, v5
    mul-int/lit8 v0, v0, 0x2
    new-array v6, v0, [C
    .line 18
    const/4 v7, 0x0
    :L25
    array-length v1, v5
    if-ge v7, v1, :L71
    .line 19
    mul-int/lit8 v1, v7, 0x2
    sget-object v2, Lcom/kiteframe/ops/Digests;->HEX:[C
    aget-byte v3, v5, v7
    shr-int/lit8 v3, v3, 0x4
    and-int/lit8 v3, v3, 0xf
    aget-char v2, v2, v3
    aput-char v2, v6, v1
    .line 20
    mul-int/lit8 v1, v7, 0x2
    add-int/lit8 v1, v1, 0x1
    sget-object v2, Lcom/kiteframe/ops/Digests;->HEX:[C
    aget-byte v3, v5, v7
    and-int/lit8 v3, v3, 0xf
    aget-char v2, v2, v3
    aput-char v2, v6, v1
    .line 18
    add-int/lit8 v7, v7, 0x1
    goto :L25
    :L71
    .line 22
    new-instance v0, Ljava/lang/String;
    invoke-direct {v0, v6}, Ljava/lang/String;-><init>([C)V
    :L79
    return-object v0
    :L80
    .line 23
    move-exception v5
    .line 24
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "SHA-256 is always available"
    invoke-direct {v0, v2, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v0
    .catch Ljava/security/NoSuchAlgorithmException; {:L0 .. :L79} :L80
.end method

.method public static fromHex(Ljava/lang/String;)[B
    .registers 9
    .line 29
    invoke-virtual {v8}, Ljava/lang/String;->length()I
    move-result v0
    div-int/lit8 v0, v0, 0x2
    new-array v6, v0, [B
    .line 30
    const/4 v7, 0x0
    :L11
    array-length v1, v6
    if-ge v7, v1, :L44
    .line 31
    mul-int/lit8 v3, v7, 0x2
    mul-int/lit8 v4, v7, 0x2
    add-int/lit8 v4, v4, 0x2
    invoke-virtual {v8, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v2
    const/16 v3, 0x10
    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I
    move-result v2
    int-to-byte v2, v2
    aput-byte v2, v6, v7
    .line 30
    add-int/lit8 v7, v7, 0x1
    goto :L11
    :L44
    .line 33
    return-object v6
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 9
    const-string v0, "0123456789abcdef"
    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C
    move-result-object v0
    sput-object v0, Lcom/kiteframe/ops/Digests;->HEX:[C
    return-void
.end method
