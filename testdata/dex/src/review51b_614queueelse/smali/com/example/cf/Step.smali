# Java: abstract class Step {}   final class Confirmed extends Step {}   final class Auto extends Step {}
.class abstract Lcom/example/cf/Step;
.super Ljava/lang/Object;
.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
