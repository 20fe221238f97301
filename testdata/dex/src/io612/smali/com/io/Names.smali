.class final Lcom/io/Names;
.super Ljava/lang/Object;
.source "Names.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    return-void
.end method

.method static digest(Ljava/lang/String;)Ljava/lang/String;
    .registers 10
:L0
    .line 14
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v9, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v3
    .line 15
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v5, v0
    .line 16
    move-object v6, v3
    array-length v0, v6
    move v7, v0
    const/4 v4, 0x0
:L33
    if-ge v4, v7, :L74
    aget-byte v0, v6, v4
    move v8, v0
    .line 17
    const/16 v2, 0xff
    and-int v1, v8, v2
    const/16 v2, 0x100
    or-int v1, v1, v2
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x1
    invoke-virtual {v1, v2}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 16
    add-int/lit8 v4, v4, 0x1
    goto :L33
:L74
    .line 19
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
:L78
    return-object v0
:L79
    .line 20
    move-exception v3
    .line 21
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V
    throw v0
    .catch Ljava/security/NoSuchAlgorithmException; {:L0 .. :L78} :L79
.end method

