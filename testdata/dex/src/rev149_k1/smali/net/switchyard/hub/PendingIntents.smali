.class public final Lnet/switchyard/hub/PendingIntents;
.super Ljava/lang/Object;
.source "Platform.kt"


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/PendingIntents;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/PendingIntents;

    invoke-direct {v0}, Lnet/switchyard/hub/PendingIntents;-><init>()V

    sput-object v0, Lnet/switchyard/hub/PendingIntents;->INSTANCE:Lnet/switchyard/hub/PendingIntents;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final broadcast(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;
    .registers 8

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    const/high16 v3, 0xc000000

    invoke-static {p1, p2, p3, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    const-string v2, "getBroadcast(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method
