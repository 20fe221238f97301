.class public final Lcom/example/r37k1/UnlockActivity;
.super Lcom/example/r37k1/ConfirmActivity;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 27
    invoke-direct {p0}, Lcom/example/r37k1/ConfirmActivity;-><init>()V
    return-void
.end method

.method public getQuestion()Ljava/lang/String;
    .registers 2
    .line 28
    const-string v0, "Unlock this car?"
    return-object v0
.end method
