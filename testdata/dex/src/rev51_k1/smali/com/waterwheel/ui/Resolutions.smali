.class public final Lcom/waterwheel/ui/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.kt"

.field public static final INSTANCE:Lcom/waterwheel/ui/Resolutions;

.method private constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    .registers 8
    const-string v1, "context"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v2, Landroid/content/Intent;
    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    invoke-static {v4, v6, v2, v7}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic confirm$default(Lcom/waterwheel/ui/Resolutions;Landroid/content/Context;Ljava/lang/Class;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 9
    .line 10
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L9
    .line 13
    const/4 v0, 0x0
    move v5, v0
    :L9
    .line 10
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L21
    .line 14
    const/high16 v0, 0xc000000
    move v6, v0
    :L21
    .line 10
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/waterwheel/ui/Resolutions;->confirm(Landroid/content/Context;Ljava/lang/Class;II)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/waterwheel/ui/Resolutions;
    invoke-direct {v0}, Lcom/waterwheel/ui/Resolutions;-><init>()V
    sput-object v0, Lcom/waterwheel/ui/Resolutions;->INSTANCE:Lcom/waterwheel/ui/Resolutions;
    return-void
.end method

