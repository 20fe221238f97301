.class public final Lcom/example/r26n/ShareScreen;
.super Ljava/lang/Object;
.source "Screen.kt"

# Implements
.implements Lcom/example/r26n/Screen;

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public intent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r26n.SHARE"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
