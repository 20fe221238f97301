# Java sketch:
#   public class MainActivity extends Activity {
#       @Override protected void onCreate(Bundle b) {
#           super.onCreate(b);
#           new NotificationHelper(this).snooze();     // 6
#       }
#   }
.class public Lcom/example/ip/MainActivity;
.super Landroid/app/Activity;
.source "MainActivity.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    .line 6
    new-instance v0, Lcom/example/ip/NotificationHelper;
    invoke-direct {v0, p0}, Lcom/example/ip/NotificationHelper;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0}, Lcom/example/ip/NotificationHelper;->snooze()Landroid/app/PendingIntent;
    return-void
.end method
