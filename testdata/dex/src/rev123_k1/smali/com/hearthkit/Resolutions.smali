.class public final Lcom/hearthkit/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthkit/Resolutions;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthkit/Resolutions;
    invoke-direct {v0}, Lcom/hearthkit/Resolutions;-><init>()V
    sput-object v0, Lcom/hearthkit/Resolutions;->INSTANCE:Lcom/hearthkit/Resolutions;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final pending-qn9UjfI(Landroid/content/Context;Lcom/hearthkit/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 10
    const-string v1, "ctx"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "screen"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "token"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "prompt"
    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-virtual {p2, p1}, Lcom/hearthkit/ConfirmScreen;->target(Landroid/content/Context;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.hearthkit.extra.RESUME_TOKEN"
    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "com.hearthkit.extra.PROMPT"
    invoke-virtual {v0, v1, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v3
    .line 10
    invoke-virtual {p2}, Lcom/hearthkit/ConfirmScreen;->getRequestCode()I
    move-result v1
    invoke-static {p1, v1, v3, p5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
