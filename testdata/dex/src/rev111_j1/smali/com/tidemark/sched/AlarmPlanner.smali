.class public final Lcom/tidemark/sched/AlarmPlanner;
.super Ljava/lang/Object;
.source "AlarmPlanner.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    return-void
.end method

.method public static at(Landroid/content/Context;JLandroid/content/Intent;IIZ)V
    .registers 10

    .line 14
    invoke-static {p0, p4, p3, p5}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 15
    const-string v1, "alarm"

    invoke-virtual {p0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/app/AlarmManager;

    .line 16
    if-eqz p6, :cond_0

    .line 17
    const/4 v2, 0x0

    invoke-virtual {v1, v2, p1, p2, v0}, Landroid/app/AlarmManager;->setExact(IJLandroid/app/PendingIntent;)V

    goto :goto_0

    .line 19
    :cond_0
    const/4 v2, 0x0

    invoke-virtual {v1, v2, p1, p2, v0}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 21
    :goto_0
    return-void
.end method
