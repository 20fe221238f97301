.class public final Lcom/seedvault/notify/Reminders;
.super Ljava/lang/Object;
.source "Reminders.java"


# static fields
.field static final CHANNEL:Ljava/lang/String; = "swaps"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static build(Landroid/content/Context;)Landroid/app/Notification;
    .registers 3

    .line 34
    new-instance v0, Landroid/app/Notification$Builder;

    const-string v1, "swaps"

    invoke-direct {v0, p0, v1}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    .line 35
    const-string v1, "Seed swap due"

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 36
    const v1, 0x1080074

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setSmallIcon(I)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 37
    invoke-static {p0}, Lcom/seedvault/notify/Reminders;->syncNow(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 38
    invoke-static {p0}, Lcom/seedvault/notify/Reminders;->swapDue(Landroid/content/Context;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/app/Notification$Builder;->setDeleteIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v0

    .line 39
    invoke-virtual {v0}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v0

    .line 34
    return-object v0
.end method

.method public static plotDue(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4

    .line 29
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.seedvault.action.PLOT_DUE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 30
    const/4 v1, 0x3

    const/high16 v2, 0x4000000

    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public static swapDue(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4

    .line 17
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.seedvault.action.SWAP_DUE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 18
    const/4 v1, 0x1

    const/high16 v2, 0xa000000

    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public static syncNow(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4

    .line 23
    new-instance v0, Landroid/content/Intent;

    const-class v1, Lcom/seedvault/notify/SyncService;

    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 24
    const/4 v1, 0x2

    const/high16 v2, 0xa000000

    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getForegroundService(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method
