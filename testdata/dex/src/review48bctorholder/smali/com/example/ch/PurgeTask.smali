# Java: final class PurgeTask implements Task { public void run(Context c) {
#   PendingIntent pi = PendingIntent.getBroadcast(c, 0, new Intent("com.example.ch.PURGED"), PendingIntent.FLAG_MUTABLE);
#   ((AlarmManager) c.getSystemService("alarm")).set(0, 0L, pi); } }
.class final Lcom/example/ch/PurgeTask;
.super Ljava/lang/Object;
.implements Lcom/example/ch/Task;
.method constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
.method public run(Landroid/content/Context;)V
    .locals 6
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.ch.PURGED"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v1, 0x0
    const/high16 v2, 0x2000000
    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v1, "alarm"
    invoke-virtual {p1, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/app/AlarmManager;
    const/4 v2, 0x0
    const-wide/16 v3, 0x0
    invoke-virtual {v1, v2, v3, v4, v0}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V
    return-void
.end method
