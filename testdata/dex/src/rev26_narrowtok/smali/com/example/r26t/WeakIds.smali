.class public final Lcom/example/r26t/WeakIds;
.super Ljava/lang/Object;
.source "IdSource.kt"

# Implements
.implements Lcom/example/r26t/IdSource;

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public next()Ljava/lang/String;
    .registers 3
    .line 9
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    const-string v1, "toHexString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
