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
