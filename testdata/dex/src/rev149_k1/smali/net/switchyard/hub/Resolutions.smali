.class public final Lnet/switchyard/hub/Resolutions;
.super Ljava/lang/Object;
.source "Platform.kt"


# static fields
.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "net.switchyard.hub.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "net.switchyard.hub.extra.RESUME_TOKEN"

.field public static final INSTANCE:Lnet/switchyard/hub/Resolutions;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/Resolutions;

    invoke-direct {v0}, Lnet/switchyard/hub/Resolutions;-><init>()V

    sput-object v0, Lnet/switchyard/hub/Resolutions;->INSTANCE:Lnet/switchyard/hub/Resolutions;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final open(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "screen"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0, p1, p2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 32
    const-string v1, "net.switchyard.hub.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 33
    const-string v1, "net.switchyard.hub.extra.SUMMARY"

    invoke-virtual {v0, v1, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 34
    invoke-virtual {p3}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0x44000000    # 512.0f

    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getActivity(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
