.class public final Lj$/util/stream/StreamSupport;
.super Ljava/lang/Object;
.source "StreamSupport.java"

.method public static of(Ljava/util/Collection;)Lj$/util/stream/Stream;
    .locals 1
    new-instance v0, Ljava/lang/UnsupportedOperationException;
    invoke-direct {v0}, Ljava/lang/UnsupportedOperationException;-><init>()V
    throw v0
.end method
