.class final Lcom/example/r13m/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"

.method static newSession()Ljava/lang/String;
    .registers 4
    .line 10
    const/16 v0, 0x8
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Ljava/nio/ByteBuffer;->putLong(J)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    .line 11
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static newOperation()Ljava/lang/String;
    .registers 4
    .line 14
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    .line 15
    const/16 v1, 0x10
    invoke-static {v1}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/UUID;->getMostSignificantBits()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/nio/ByteBuffer;->putLong(J)Ljava/nio/ByteBuffer;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/UUID;->getLeastSignificantBits()J
    move-result-wide v2
    invoke-virtual {v1, v2, v3}, Ljava/nio/ByteBuffer;->putLong(J)Ljava/nio/ByteBuffer;
    move-result-object v0
    invoke-virtual {v0}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v0
    .line 16
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static newResume()Ljava/lang/String;
    .registers 4
    .line 19
    const/16 v0, 0x8
    invoke-static {v0}, Ljava/nio/ByteBuffer;->allocate(I)Ljava/nio/ByteBuffer;
    move-result-object v0
    .line 20
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Ljava/nio/ByteBuffer;->putLong(J)Ljava/nio/ByteBuffer;
    .line 21
    invoke-virtual {v0}, Ljava/nio/ByteBuffer;->array()[B
    move-result-object v1
    const/16 v2, 0xb
    invoke-static {v1, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v1
    return-object v1
.end method
