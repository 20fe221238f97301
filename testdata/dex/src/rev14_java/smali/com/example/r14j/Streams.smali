# final class Streams { static byte[] readAll(InputStream in) throws IOException } (Streams.java)
.class final Lcom/example/r14j/Streams;
.super Ljava/lang/Object;
.source "Streams.java"

.method static readAll(Ljava/io/InputStream;)[B
    .registers 5
    .line 9
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    const/16 v1, 0x2000
    new-array v1, v1, [B
    .line 10
    :goto_0
    invoke-virtual {p0, v1}, Ljava/io/InputStream;->read([B)I
    move-result v2
    if-lez v2, :cond_0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v3, v2}, Ljava/io/ByteArrayOutputStream;->write([BII)V
    goto :goto_0
    .line 11
    :cond_0
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object p0
    return-object p0
.end method
