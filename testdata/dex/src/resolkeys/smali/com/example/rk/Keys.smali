.class final Lcom/example/rk/Keys;
.super Ljava/lang/Object;
.source "Confirmations.java"

.method constructor <init>()V
    .registers 1
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static resolution()Ljava/lang/String;
    .registers 1
    .line 16
    const-string v0, "resolution"
    return-object v0
.end method
