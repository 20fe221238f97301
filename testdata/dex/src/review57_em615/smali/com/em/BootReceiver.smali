.class public final Lcom/em/BootReceiver;
.super Landroid/content/BroadcastReceiver;
.source "BootReceiver.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 9
    .line 13
    const-string v1, "alarm"
    invoke-virtual {v7, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/AlarmManager;
    move-object v5, v0
    .line 14
    const/4 v1, 0x0
    sget-object v3, Lcom/em/Screen;->PARTNER:Lcom/em/Screen;
    const/high16 v4, 0x4000000
    invoke-static {v7, v3, v4}, Lcom/em/Resolutions;->pending(Landroid/content/Context;Lcom/em/Screen;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/app/AlarmManager;->set(ILandroid/app/PendingIntent;)V
    .line 15
    return-void
.end method

