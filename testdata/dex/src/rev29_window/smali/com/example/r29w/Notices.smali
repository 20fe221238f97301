.class final Lcom/example/r29w/Notices;
.super Ljava/lang/Object;
.source "Notices.java"

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static open(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 4
    .line 7
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r29w.OPEN_DOWNLOADS"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 8
    const/4 v1, 0x0
    const/high16 v2, 0x8000000
    invoke-static {p0, v1, v0, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
