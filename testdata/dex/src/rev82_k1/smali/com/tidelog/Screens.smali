.class public final Lcom/tidelog/Screens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/tidelog/Screens;
.field public static final REQ_DELETE:I = 0x7
.field public static final REQ_ARCHIVE:I = 0x8
.field public static final REQ_WAIVER:I = 0x9

.method private constructor <init>()V
    .registers 1
    .line 52
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final deleteTrip(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    const/4 v1, 0x7
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/tidelog/DeleteTripActivity;
    invoke-direct {v2, v5, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    invoke-static {v5, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final archiveTrip(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 63
    const/16 v1, 0x8
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/tidelog/ArchiveTripActivity;
    invoke-direct {v2, v5, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x8000000
    invoke-static {v5, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final waiver(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 6
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    const/16 v1, 0x9
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/tidelog/WaiverActivity;
    invoke-direct {v2, v5, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x4000000
    invoke-static {v5, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidelog/Screens;
    invoke-direct {v0}, Lcom/tidelog/Screens;-><init>()V
    sput-object v0, Lcom/tidelog/Screens;->INSTANCE:Lcom/tidelog/Screens;
    return-void
.end method

