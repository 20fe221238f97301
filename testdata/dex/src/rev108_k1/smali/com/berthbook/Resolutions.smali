.class public final Lcom/berthbook/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# static fields
.field public static final INSTANCE:Lcom/berthbook/Resolutions;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/berthbook/Resolutions;
    invoke-direct {v0}, Lcom/berthbook/Resolutions;-><init>()V
    sput-object v0, Lcom/berthbook/Resolutions;->INSTANCE:Lcom/berthbook/Resolutions;
    return-void
.end method


# virtual methods
.method public final confirm-Q4YpnyY(Landroid/content/Context;Ljava/lang/Class;ILjava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 11
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "detail"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0, v5, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v3, v0
    .line 11
    const-string v1, "detail"
    invoke-virtual {v3, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 12
    const-string v1, "resume_token"
    invoke-virtual {v3, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 13
    invoke-static {v5, v7, v3, v10}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

