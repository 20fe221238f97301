# See sketch/Reminder.java.
.class public final Lcom/example/r8o2/Reminder;
.super Ljava/lang/Object;
.source "Reminder.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static schedule(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 10
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r8o2.REMIND"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 11
    const/4 v1, 0x0
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Lcom/example/r8o2/Reminder$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

# near miss CETP610: the same API outline, mutable but explicit
.method static scheduleExplicit(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 16
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r8o2/RemindService;
    invoke-direct {v0, p0, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 17
    const/4 v1, 0x0
    const/high16 v2, 0x2000000
    invoke-static {p0, v1, v0, v2}, Lcom/example/r8o2/Reminder$$ExternalSyntheticApiModelOutline0;->m(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
