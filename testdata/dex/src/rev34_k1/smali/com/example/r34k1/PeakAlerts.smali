.class public final Lcom/example/r34k1/PeakAlerts;
.super Ljava/lang/Object;
.source "PeakAlerts.kt"

.field public static final ACTION_SHIFT_LOAD:Ljava/lang/String; = "com.example.r34k1.action.SHIFT_LOAD"

.field public static final ACTION_SNOOZE:Ljava/lang/String; = "com.example.r34k1.action.SNOOZE_PEAK"

.field public static final INSTANCE:Lcom/example/r34k1/PeakAlerts;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/PeakAlerts;
    invoke-direct {v0}, Lcom/example/r34k1/PeakAlerts;-><init>()V
    sput-object v0, Lcom/example/r34k1/PeakAlerts;->INSTANCE:Lcom/example/r34k1/PeakAlerts;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final notifyPeak(Landroid/content/Context;Ljava/lang/String;)V
    .registers 10
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tariff"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v1, Landroid/content/Intent;
    const-class v2, Lcom/example/r34k1/ConfirmActivity;
    invoke-direct {v1, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 21
    const/4 v2, 0x1
    const/high16 v3, 0xa000000
    .line 20
    invoke-static {p1, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    .line 22
    new-instance v2, Landroid/content/Intent;
    const-string v3, "com.example.r34k1.action.SHIFT_LOAD"
    invoke-direct {v2, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v2, v0, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v2, "putExtra(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x2
    const/high16 v3, 0x2000000
    invoke-static {p1, v0, v2, v3}, Lcom/example/r34k1/PeakAlertsKt;->broadcastPi(Landroid/content/Context;Landroid/content/Intent;II)Landroid/app/PendingIntent;
    move-result-object v0
    .line 23
    new-instance v2, Landroid/content/Intent;
    const-string v3, "com.example.r34k1.action.SNOOZE_PEAK"
    invoke-direct {v2, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v3, 0x3
    const/high16 v4, 0x4000000
    invoke-static {p1, v2, v3, v4}, Lcom/example/r34k1/PeakAlertsKt;->broadcastPi(Landroid/content/Context;Landroid/content/Intent;II)Landroid/app/PendingIntent;
    move-result-object v2
    .line 24
    new-instance v3, Landroid/app/Notification$Builder;
    const-string v4, "peak"
    invoke-direct {v3, p1, v4}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    .line 25
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Peak tariff "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    check-cast p2, Ljava/lang/CharSequence;
    invoke-virtual {v3, p2}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;
    move-result-object p2
    .line 26
    invoke-virtual {p2, v1}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object p2
    .line 27
    const-string v1, "Shift load"
    check-cast v1, Ljava/lang/CharSequence;
    const/4 v3, 0x0
    invoke-virtual {p2, v3, v1, v0}, Landroid/app/Notification$Builder;->addAction(ILjava/lang/CharSequence;Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object p2
    .line 28
    const-string v0, "Snooze"
    check-cast v0, Ljava/lang/CharSequence;
    invoke-virtual {p2, v3, v0, v2}, Landroid/app/Notification$Builder;->addAction(ILjava/lang/CharSequence;Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object p2
    .line 29
    invoke-virtual {p2}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;
    move-result-object p2
    .line 30
    const-string v0, "notification"
    invoke-virtual {p1, v0}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    const-string v0, "null cannot be cast to non-null type android.app.NotificationManager"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p1, Landroid/app/NotificationManager;
    const/16 v0, 0x2a
    invoke-virtual {p1, v0, p2}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    .line 31
    return-void
.end method
