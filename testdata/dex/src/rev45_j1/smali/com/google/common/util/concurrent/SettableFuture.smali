.class public final Lcom/google/common/util/concurrent/SettableFuture;
.super Ljava/lang/Object;
.source "SettableFuture.java"


.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static create()Lcom/google/common/util/concurrent/SettableFuture;
    .registers 1
    const/4 v0, 0x0
    return-object v0
.end method

.method public get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;
    .registers 5
    const/4 v0, 0x0
    return-object v0
.end method

.method public set(Ljava/lang/Object;)Z
    .registers 3
    const/4 v0, 0x0
    return v0
.end method
