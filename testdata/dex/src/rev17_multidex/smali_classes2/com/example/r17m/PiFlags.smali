.class final Lcom/example/r17m/PiFlags;
.super Ljava/lang/Object;
.source "PiFlags.java"

.method static of(Z)I
    .registers 1
    .line 8
    if-eqz p0, :cond_0
    const/high16 p0, 0x2000000
    goto :goto_0
    :cond_0
    const/high16 p0, 0x4000000
    :goto_0
    return p0
.end method
