# Java: class Ev {}
.class public Lcom/example/ev/Ev;
.super Ljava/lang/Object;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
