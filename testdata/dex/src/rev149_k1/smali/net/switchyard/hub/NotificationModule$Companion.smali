.class public final Lnet/switchyard/hub/NotificationModule$Companion;
.super Ljava/lang/Object;
.source "NotificationModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule$Factory;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/NotificationModule$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;
    .registers 7

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    new-instance v0, Lnet/switchyard/hub/NotificationModule;

    const-class v3, Landroid/app/NotificationManager;

    invoke-virtual {p1, v3}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "getSystemService(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Landroid/app/NotificationManager;

    invoke-direct {v0, v2}, Lnet/switchyard/hub/NotificationModule;-><init>(Landroid/app/NotificationManager;)V

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    return-object v0
.end method

.method public final ensureChannel(Landroid/app/NotificationManager;)V
    .registers 6

    const-string v0, "notifications"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    new-instance v0, Landroid/app/NotificationChannel;

    const-string v2, "Assistant notes"

    check-cast v2, Ljava/lang/CharSequence;

    const-string v1, "assistant_notes"

    const/4 v3, 0x3

    invoke-direct {v0, v1, v2, v3}, Landroid/app/NotificationChannel;-><init>(Ljava/lang/String;Ljava/lang/CharSequence;I)V

    invoke-virtual {p1, v0}, Landroid/app/NotificationManager;->createNotificationChannel(Landroid/app/NotificationChannel;)V

    .line 66
    return-void
.end method

.method public getModuleId()Ljava/lang/String;
    .registers 2

    .line 61
    invoke-static {}, Lnet/switchyard/hub/NotificationModule;->access$getModuleId$cp()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
