.class public final Lcom/example/r34k2/PrintNotifier;
.super Ljava/lang/Object;
.source "Notify.kt"

.field public static final ACTION_OPEN_ORDER:Ljava/lang/String; = "com.example.r34k2.action.OPEN_ORDER"

.field public static final INSTANCE:Lcom/example/r34k2/PrintNotifier;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k2/PrintNotifier;
    invoke-direct {v0}, Lcom/example/r34k2/PrintNotifier;-><init>()V
    sput-object v0, Lcom/example/r34k2/PrintNotifier;->INSTANCE:Lcom/example/r34k2/PrintNotifier;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final show(Landroid/content/Context;Lcom/example/r34k2/PrintEvent;)V
    .registers 7
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "event"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    .line 25
    instance-of v0, p2, Lcom/example/r34k2/PrintEvent$Ready;
    const/high16 v1, 0x2000000
    if-eqz v0, :cond_shipped
    .line 26
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.example.r34k2.action.OPEN_ORDER"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    move-object v2, p2
    check-cast v2, Lcom/example/r34k2/PrintEvent$Ready;
    invoke-virtual {v2}, Lcom/example/r34k2/PrintEvent$Ready;->getOrderId()Ljava/lang/String;
    move-result-object v2
    const-string v3, "order_id"
    invoke-virtual {v0, v3, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 25
    const/4 v2, 0x1
    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    goto :goto_tap
    .line 27
    :cond_shipped
    instance-of v0, p2, Lcom/example/r34k2/PrintEvent$Shipped;
    if-eqz v0, :cond_nomatch
    .line 28
    new-instance v0, Landroid/content/Intent;
    const-class v2, Lcom/example/r34k2/OrdersActivity;
    invoke-direct {v0, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v2, p2
    check-cast v2, Lcom/example/r34k2/PrintEvent$Shipped;
    invoke-virtual {v2}, Lcom/example/r34k2/PrintEvent$Shipped;->getTracking()Ljava/lang/String;
    move-result-object v2
    const-string v3, "tracking"
    invoke-virtual {v0, v3, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 27
    const/4 v2, 0x2
    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 24
    :goto_tap
    .line 30
    new-instance v1, Landroid/app/Notification$Builder;
    const-string v2, "orders"
    invoke-direct {v1, p1, v2}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    invoke-interface {p2}, Lcom/example/r34k2/PrintEvent;->getOrderId()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "Order "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    check-cast v2, Ljava/lang/CharSequence;
    invoke-virtual {v1, v2}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;
    move-result-object v1
    invoke-virtual {v1, v0}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object v0
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;
    move-result-object v0
    .line 31
    const-string v1, "notification"
    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object p1
    const-string v1, "null cannot be cast to non-null type android.app.NotificationManager"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p1, Landroid/app/NotificationManager;
    invoke-interface {p2}, Lcom/example/r34k2/PrintEvent;->getOrderId()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result p2
    invoke-virtual {p1, p2, v0}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    .line 32
    return-void
    .line 27
    :cond_nomatch
    new-instance p1, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {p1}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw p1
.end method
