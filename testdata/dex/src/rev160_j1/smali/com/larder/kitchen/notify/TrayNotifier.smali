.class public final Lcom/larder/kitchen/notify/TrayNotifier;
.super Ljava/lang/Object;
.source "TrayNotifier.java"

# interfaces
.implements Lcom/larder/kitchen/notify/Notifier;


# static fields
.field private static final CHANNEL:Ljava/lang/String; = "assistant"

.field private static final ID_DISCARDED:I = 0x1

.field private static final ID_ORDER:I = 0x2


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/larder/kitchen/notify/TrayNotifier;->context:Landroid/content/Context;

    .line 18
    return-void
.end method

.method private post(ILjava/lang/String;Ljava/lang/String;)V
    .registers 12

    .line 31
    iget-object v0, p0, Lcom/larder/kitchen/notify/TrayNotifier;->context:Landroid/content/Context;

    const-class v1, Landroid/app/NotificationManager;

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/NotificationManager;

    move-object v6, v0

    .line 32
    new-instance v1, Landroid/app/NotificationChannel;

    const-string v3, "assistant"

    const-string v4, "Assistant actions"

    const/4 v5, 0x2

    invoke-direct {v1, v3, v4, v5}, Landroid/app/NotificationChannel;-><init>(Ljava/lang/String;Ljava/lang/CharSequence;I)V

    invoke-virtual {v6, v1}, Landroid/app/NotificationManager;->createNotificationChannel(Landroid/app/NotificationChannel;)V

    .line 34
    new-instance v0, Landroid/app/Notification$Builder;

    iget-object v2, p0, Lcom/larder/kitchen/notify/TrayNotifier;->context:Landroid/content/Context;

    const-string v3, "assistant"

    invoke-direct {v0, v2, v3}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    iget-object v1, p0, Lcom/larder/kitchen/notify/TrayNotifier;->context:Landroid/content/Context;

    .line 35
    invoke-virtual {v1}, Landroid/content/Context;->getApplicationInfo()Landroid/content/pm/ApplicationInfo;

    move-result-object v1

    iget v1, v1, Landroid/content/pm/ApplicationInfo;->icon:I

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 36
    invoke-virtual {v0, p2}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 37
    invoke-virtual {v0, p3}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 38
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setAutoCancel(Z)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 39
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v7

    .line 40
    invoke-virtual {v6, p1, v7}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V

    .line 41
    return-void
.end method


# virtual methods
.method public itemsDiscarded(I)V
    .registers 6

    .line 22
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " expired items were marked as thrown away"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v0, 0x1

    const-string v1, "Pantry tidied"

    invoke-direct {p0, v0, v1, v2}, Lcom/larder/kitchen/notify/TrayNotifier;->post(ILjava/lang/String;Ljava/lang/String;)V

    .line 23
    return-void
.end method

.method public orderPlaced(Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    .line 27
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Your assistant ordered \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "\""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    const/4 v0, 0x2

    const-string v1, "Order placed"

    invoke-direct {p0, v0, v1, v2}, Lcom/larder/kitchen/notify/TrayNotifier;->post(ILjava/lang/String;Ljava/lang/String;)V

    .line 28
    return-void
.end method
