.class public final Lcom/lockerloop/ResolutionsKt;
.super Ljava/lang/Object;
.source "Resolutions.kt"


.method public static final lockerIntent(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "target"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "from"
    invoke-virtual {v4}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v3, v0
    .line 14
    invoke-static {v4, v7, v3, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic lockerIntent$default(Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 8
    .line 8
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L10
    .line 10
    const/high16 v0, 0x8000000
    move v4, v0
    :L10
    .line 8
    const/4 v1, 0x4
    and-int v0, v6, v1
    if-eqz v0, :L19
    .line 11
    const/4 v0, 0x0
    move v5, v0
    :L19
    .line 8
    invoke-static {v2, v3, v4, v5}, Lcom/lockerloop/ResolutionsKt;->lockerIntent(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

