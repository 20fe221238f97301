.class public final Lcom/chorechart/Resolutions$Companion;
.super Ljava/lang/Object;
.source "Resolutions.kt"


.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final confirm(Landroid/content/Context;Lkotlin/reflect/KClass;I)Landroid/app/PendingIntent;
    .registers 9
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "target"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v0, Landroid/content/Intent;
    invoke-static {v7}, Lkotlin/jvm/JvmClassMappingKt;->getJavaClass(Lkotlin/reflect/KClass;)Ljava/lang/Class;
    move-result-object v3
    invoke-direct {v0, v6, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "house"
    invoke-virtual {v6}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    move-object v4, v0
    .line 13
    const/16 v1, 0x51
    invoke-static {v6, v1, v4, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/chorechart/Resolutions$Companion;-><init>()V
    return-void
.end method

