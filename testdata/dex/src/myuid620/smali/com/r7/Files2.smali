.class final Lcom/r7/Files2;
.super Ljava/lang/Object;
.source "Files2.java"


# direct methods
.method constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static sha256Hex([B)Ljava/lang/String;
    .registers 13
:L0
    .line 14
    const-string v0, "SHA-256"
    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;
    move-result-object v0
    invoke-virtual {v0, v12}, Ljava/security/MessageDigest;->digest([B)[B
    move-result-object v6
    .line 15
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v8, v0
    .line 16
    move-object v9, v6
    array-length v0, v9
    move v10, v0
    const/4 v7, 0x0
:L27
    if-ge v7, v10, :L68
    aget-byte v0, v9, v7
    move v11, v0
    .line 17
    const-string v1, "%02x"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Object;
    const/4 v4, 0x0
    invoke-static {v11}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;
    move-result-object v5
    aput-object v5, v2, v4
    invoke-static {v1, v2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 16
    add-int/lit8 v7, v7, 0x1
    goto :L27
:L68
    .line 19
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
:L72
    return-object v0
:L73
    .line 20
    move-exception v6
    .line 21
    new-instance v0, Ljava/lang/IllegalStateException;
    invoke-direct {v0, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V
    throw v0
    .catch Ljava/security/NoSuchAlgorithmException; {:L0 .. :L72} :L73
.end method

.method static read(Ljava/io/File;)Ljava/lang/String;
    .registers 11
    .line 26
    new-instance v0, Ljava/io/FileInputStream;
    invoke-direct {v0, v10}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    move-object v7, v0
:L9
    .line 27
    invoke-virtual {v10}, Ljava/io/File;->length()J
    move-result-wide v0
    long-to-int v0, v0
    new-array v0, v0, [B
    move-object v6, v0
    .line 28
    invoke-virtual {v7, v6}, Ljava/io/FileInputStream;->read([B)I
    move-result v8
    .line 29
    new-instance v0, Ljava/lang/String;
    const/4 v3, 0x0
    const/4 v5, 0x0
    invoke-static {v8, v5}, Ljava/lang/Math;->max(II)I
    move-result v4
    sget-object v5, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-direct {v0, v6, v3, v4, v5}, Ljava/lang/String;-><init>([BIILjava/nio/charset/Charset;)V
    move-object v9, v0
:L42
    .line 30
    invoke-virtual {v7}, Ljava/io/FileInputStream;->close()V
    .line 29
    return-object v9
:L49
    .line 26
    move-exception v6
:L50
    invoke-virtual {v7}, Ljava/io/FileInputStream;->close()V
:L54
    goto :L63
:L57
    move-exception v8
    invoke-virtual {v6, v8}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L63
    throw v6
    .catch Ljava/lang/Throwable; {:L9 .. :L42} :L49
    .catch Ljava/lang/Throwable; {:L50 .. :L54} :L57
.end method

.method static write(Ljava/io/File;Ljava/lang/String;)V
    .registers 8
    .line 34
    new-instance v0, Ljava/io/FileOutputStream;
    invoke-direct {v0, v6}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    move-object v3, v0
:L9
    .line 35
    sget-object v2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {v7, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object v1
    invoke-virtual {v3, v1}, Ljava/io/FileOutputStream;->write([B)V
:L20
    .line 36
    invoke-virtual {v3}, Ljava/io/FileOutputStream;->close()V
    goto :L45
:L27
    .line 34
    move-exception v4
:L28
    invoke-virtual {v3}, Ljava/io/FileOutputStream;->close()V
:L32
    goto :L43
:L35
    move-exception v5
    invoke-virtual {v4, v5}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V
:L43
    throw v4
:L45
    .line 37
    return-void
    .catch Ljava/lang/Throwable; {:L9 .. :L20} :L27
    .catch Ljava/lang/Throwable; {:L28 .. :L32} :L35
.end method

