.class public interface abstract Lcom/plotshare/Resolutions;
.super Ljava/lang/Object;
.source "Tool.kt"


.method public abstract getHost()Landroid/content/Context;
.end method

.method public resolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    .registers 8
    const-string v1, "screen"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-interface {v5}, Lcom/plotshare/Resolutions;->getHost()Landroid/content/Context;
    move-result-object v0
    new-instance v2, Landroid/content/Intent;
    invoke-interface {v5}, Lcom/plotshare/Resolutions;->getHost()Landroid/content/Context;
    move-result-object v4
    invoke-direct {v2, v4, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x8000000
    invoke-static {v0, v7, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public sealedResolutionFor(Ljava/lang/Class;I)Landroid/app/PendingIntent;
    .registers 8
    const-string v1, "screen"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    invoke-interface {v5}, Lcom/plotshare/Resolutions;->getHost()Landroid/content/Context;
    move-result-object v0
    new-instance v2, Landroid/content/Intent;
    invoke-interface {v5}, Lcom/plotshare/Resolutions;->getHost()Landroid/content/Context;
    move-result-object v4
    invoke-direct {v2, v4, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    invoke-static {v0, v7, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

