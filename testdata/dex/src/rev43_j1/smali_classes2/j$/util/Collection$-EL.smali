.class public final synthetic Lj$/util/Collection$-EL;
.super Ljava/lang/Object;
.source "Collection.java"

.method public static synthetic stream(Ljava/util/Collection;)Lj$/util/stream/Stream;
    .locals 1
    invoke-static {p0}, Lj$/util/stream/StreamSupport;->of(Ljava/util/Collection;)Lj$/util/stream/Stream;
    move-result-object v0
    return-object v0
.end method
