.class final Lcom/example/r29c/LegacyFlow;
.super Ljava/lang/Object;
.source "LegacyFlow.java"

# interfaces
.implements Lcom/example/r29c/Confirmation;

.method constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public create(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 9
    new-instance p2, Landroid/content/Intent;
    const-string v0, "com.example.r29c.RESTORE"
    invoke-direct {p2, v0}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    .line 10
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p2, v0}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;
    .line 11
    const/4 v0, 0x2
    const/high16 v1, 0x8000000
    invoke-static {p1, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method
