.class public final Lcom/bikebus/core/Screens$Companion;
.super Ljava/lang/Object;
.source "Screens.kt"


.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    .registers 9
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v5, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v3, v0
    .line 20
    invoke-static {v5, v7, v3, v8}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic confirm$default(Lcom/bikebus/core/Screens$Companion;Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 9
    .line 13
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L9
    .line 16
    const/4 v0, 0x0
    move v5, v0
    :L9
    .line 13
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L21
    .line 17
    const/high16 v0, 0x8000000
    move v6, v0
    :L21
    .line 13
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/bikebus/core/Screens$Companion;->confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public final confirm(Landroid/content/Context;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x0
    const/16 v5, 0x8
    const/4 v6, 0x0
    move-object v0, v7
    move-object v1, v8
    move-object v2, v9
    move v3, v10
    invoke-static/range {v0 .. v6}, Lcom/bikebus/core/Screens$Companion;->confirm$default(Lcom/bikebus/core/Screens$Companion;Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public final confirm(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    .registers 10
    const-string v1, "ctx"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/16 v5, 0xc
    const/4 v6, 0x0
    move-object v0, v7
    move-object v1, v8
    move-object v2, v9
    invoke-static/range {v0 .. v6}, Lcom/bikebus/core/Screens$Companion;->confirm$default(Lcom/bikebus/core/Screens$Companion;Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/bikebus/core/Screens$Companion;-><init>()V
    return-void
.end method

