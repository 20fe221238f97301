.class public final Lcom/example/r26n/ConfirmScreen;
.super Ljava/lang/Object;
.source "Screen.kt"

# Implements
.implements Lcom/example/r26n/Screen;

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public intent(Landroid/content/Context;)Landroid/content/Intent;
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r26n/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    return-object v0
.end method
