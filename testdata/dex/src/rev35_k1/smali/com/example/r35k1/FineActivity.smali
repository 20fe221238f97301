.class public final Lcom/example/r35k1/FineActivity;
.super Lcom/example/r35k1/ConfirmSheet;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 33
    invoke-direct {p0}, Lcom/example/r35k1/ConfirmSheet;-><init>()V
    return-void
.end method

.method public title()Ljava/lang/String;
    .registers 2
    .line 34
    const-string v0, "Pay this fine?"
    return-object v0
.end method
