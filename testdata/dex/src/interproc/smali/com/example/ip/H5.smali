# Java sketch: final class H5 implements Handler { public int handle() { return 5; } }
.class final Lcom/example/ip/H5;
.super Ljava/lang/Object;
.implements Lcom/example/ip/Handler;
.source "H5.java"

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public handle()I
    .registers 2
    .line 5
    const/4 v0, 5
    return v0
.end method
