# Java: record AppCaller(int uid) implements Caller {}
.class final Lcom/example/eu/AppCaller;
.super Ljava/lang/Object;
.implements Lcom/example/eu/Caller;
.field final uid:I
.method constructor <init>(I)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/eu/AppCaller;->uid:I
    return-void
.end method
.method public uid()I
    .locals 1
    iget v0, p0, Lcom/example/eu/AppCaller;->uid:I
    return v0
.end method
