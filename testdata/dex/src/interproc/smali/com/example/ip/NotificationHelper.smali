# Java sketch:
#   final class NotificationHelper {
#       private final Context ctx;
#       NotificationHelper(Context c) { ctx = c; }                               // 5
#       void ping() { Log.d("ip", "ping"); }                                     // 8
#       // Only MainActivity calls it: off the CETP surface although the class is
#       // used there. True positive 610, near miss 601/602.
#       PendingIntent snooze() {
#           return PendingIntent.getBroadcast(ctx, 0, new Intent("com.example.ip.SNOOZE"),
#               PendingIntent.FLAG_MUTABLE);                                     // 12
#       }
#   }
.class final Lcom/example/ip/NotificationHelper;
.super Ljava/lang/Object;
.source "NotificationHelper.java"

.field private final ctx:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 5
    iput-object p1, p0, Lcom/example/ip/NotificationHelper;->ctx:Landroid/content/Context;
    return-void
.end method

.method ping()V
    .registers 3
    .line 8
    const-string v0, "ip"
    const-string v1, "ping"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method snooze()Landroid/app/PendingIntent;
    .registers 5
    .line 12
    iget-object v0, p0, Lcom/example/ip/NotificationHelper;->ctx:Landroid/content/Context;
    new-instance v1, Landroid/content/Intent;
    const-string v2, "com.example.ip.SNOOZE"
    invoke-direct {v1, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const/4 v2, 0x0
    const/high16 v3, 0x2000000
    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    return-object v0
.end method
