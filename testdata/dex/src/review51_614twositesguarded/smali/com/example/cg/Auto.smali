.class final Lcom/example/cg/Auto;
.super Lcom/example/cg/Step;
.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lcom/example/cg/Step;-><init>()V
    return-void
.end method
