.class public final Lcom/example/r35k1/RenewActivity;
.super Lcom/example/r35k1/ConfirmSheet;
.source "Activities.kt"

.method public constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {p0}, Lcom/example/r35k1/ConfirmSheet;-><init>()V
    return-void
.end method

.method public title()Ljava/lang/String;
    .registers 2
    .line 30
    const-string v0, "Renew this loan?"
    return-object v0
.end method
