# Java (off the CETP surface: a receiver's notification):
#   public void onReceive(Context ctx, Intent in) {
#       PendingIntent open = PendingIntent.getActivity(ctx, 1, new Intent(ctx, MainActivity.class), PendingIntent.FLAG_UPDATE_CURRENT);
#       Action a = Action.of(open, "Open");
#       Notification n = new Notification.Builder(ctx, "reminders").setContentIntent(a.intent).build();
#       ((NotificationManager) ctx.getSystemService(NotificationManager.class)).notify(1, n);
#   }
.class public Lcom/example/pi/ReminderReceiver;
.super Landroid/content/BroadcastReceiver;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .locals 5
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/pi/MainActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/4 v1, 0x1
    const/high16 v2, 0x8000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "Open"
    invoke-static {v0, v1}, Lcom/example/pi/Action;->of(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/example/pi/Action;
    move-result-object v0
    new-instance v1, Landroid/app/Notification$Builder;
    const-string v2, "reminders"
    invoke-direct {v1, p1, v2}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    iget-object v2, v0, Lcom/example/pi/Action;->intent:Landroid/app/PendingIntent;
    invoke-virtual {v1, v2}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;
    move-result-object v1
    invoke-virtual {v1}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;
    move-result-object v1
    const-class v2, Landroid/app/NotificationManager;
    invoke-virtual {p1, v2}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Landroid/app/NotificationManager;
    const/4 v3, 0x1
    invoke-virtual {v2, v3, v1}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V
    return-void
.end method
