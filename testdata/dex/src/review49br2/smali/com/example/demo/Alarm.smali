# class Alarm extends BroadcastReceiver {
#   public void onReceive(Context c, Intent i) {
#     ((AlarmManager) c.getSystemService("alarm")).set(0, 0L, P.reminder(c, null));
#   }
# }
.class public Lcom/example/demo/Alarm;
.super Landroid/content/BroadcastReceiver;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V
    return-void
.end method
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 8
    const/4 v0, 0x0
    invoke-static {p1, v0}, Lcom/example/demo/P;->reminder(Landroid/content/Context;Landroid/os/Bundle;)Landroid/app/PendingIntent;
    move-result-object v1
    const-string v2, "alarm"
    invoke-virtual {p1, v2}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Landroid/app/AlarmManager;
    const/4 v3, 0x0
    const-wide/16 v4, 0x0
    invoke-virtual {v2, v3, v4, v5, v1}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V
    return-void
.end method
