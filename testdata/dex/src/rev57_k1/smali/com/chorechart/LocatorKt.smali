.class public final Lcom/chorechart/LocatorKt;
.super Ljava/lang/Object;
.source "Locator.kt"


.method public static final synthetic inject()Lcom/chorechart/Inject;
    .registers 4
    const/4 v0, 0x0
    move v3, v0
    .line 30
    new-instance v0, Lcom/chorechart/Inject;
    const/4 v1, 0x4
    const-string v2, "T"
    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->reifiedOperationMarker(ILjava/lang/String;)V
    const-class v1, Ljava/lang/Object;
    check-cast v1, Ljava/lang/Class;
    invoke-direct {v0, v1}, Lcom/chorechart/Inject;-><init>(Ljava/lang/Class;)V
    return-object v0
.end method

