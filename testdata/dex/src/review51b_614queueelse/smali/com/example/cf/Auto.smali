.class final Lcom/example/cf/Auto;
.super Lcom/example/cf/Step;
.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lcom/example/cf/Step;-><init>()V
    return-void
.end method
