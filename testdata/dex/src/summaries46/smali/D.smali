.class public Lq/D;
.super Ljava/lang/Object;
.implements Lq/I;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public put()V
    .registers 1
    return-void
.end method
