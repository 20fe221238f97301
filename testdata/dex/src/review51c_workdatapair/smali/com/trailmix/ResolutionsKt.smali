.class public final Lcom/trailmix/ResolutionsKt;
.super Ljava/lang/Object;
.source "Resolutions.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nResolutions.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Resolutions.kt\ncom/trailmix/ResolutionsKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,12:1\n1#2:13\n*E\n"
.end annotation


.method public static final confirmIntent(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    .registers 10
    const-string v1, "<this>"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "target"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v7, v8}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v4, v0
    move-object v5, v4
    .line 13
    const/4 v0, 0x0
    move v6, v0
    .line 9
    const-string v1, "from"
    invoke-virtual {v7}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 9
    .line 9
    move-object v3, v4
    .line 10
    invoke-virtual {v8}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    invoke-static {v7, v1, v3, v9}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

