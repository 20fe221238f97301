.class public final Lnet/switchyard/hub/AlarmModule$Companion;
.super Ljava/lang/Object;
.source "AlarmModule.kt"

# interfaces
.implements Lnet/switchyard/hub/ToolModule$Factory;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 106
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lnet/switchyard/hub/AlarmModule$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final alarmIntent(Landroid/content/Context;JLjava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "title"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 113
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lnet/switchyard/hub/ReminderReceiver;

    invoke-direct {v0, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 114
    const-string v1, "net.switchyard.hub.action.REMINDER"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 115
    const-string v1, "net.switchyard.hub.extra.REMINDER_ID"

    invoke-virtual {v0, v1, p2, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object v0

    .line 116
    const-string v1, "net.switchyard.hub.extra.TITLE"

    invoke-virtual {v0, v1, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 117
    sget-object v0, Lnet/switchyard/hub/PendingIntents;->INSTANCE:Lnet/switchyard/hub/PendingIntents;

    long-to-int v2, p2

    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, p1, v2, v4}, Lnet/switchyard/hub/PendingIntents;->broadcast(Landroid/content/Context;ILandroid/content/Intent;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public create(Landroid/content/Context;)Lnet/switchyard/hub/ToolModule;
    .registers 7

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 109
    new-instance v0, Lnet/switchyard/hub/AlarmModule;

    const-class v3, Landroid/app/AlarmManager;

    invoke-virtual {p1, v3}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    const-string v4, "getSystemService(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v2, Landroid/app/AlarmManager;

    invoke-direct {v0, v2}, Lnet/switchyard/hub/AlarmModule;-><init>(Landroid/app/AlarmManager;)V

    check-cast v0, Lnet/switchyard/hub/ToolModule;

    return-object v0
.end method

.method public getModuleId()Ljava/lang/String;
    .registers 2

    .line 108
    invoke-static {}, Lnet/switchyard/hub/AlarmModule;->access$getModuleId$cp()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
