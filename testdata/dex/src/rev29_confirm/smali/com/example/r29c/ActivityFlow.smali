.class final Lcom/example/r29c/ActivityFlow;
.super Ljava/lang/Object;
.source "ActivityFlow.java"

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
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/example/r29c/ConfirmActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 10
    const-string v1, "op"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 11
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result p2
    const/high16 v1, 0xc000000
    invoke-static {p1, p2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method
