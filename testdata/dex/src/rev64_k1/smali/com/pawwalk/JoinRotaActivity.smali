.class public final Lcom/pawwalk/JoinRotaActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 50
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 52
    invoke-super {v1, v2}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 53
    const-string v0, "Join the rota?"
    invoke-virtual {v1, v0}, Lcom/pawwalk/JoinRotaActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 54
    invoke-static {v1}, Lcom/pawwalk/ActivitiesKt;->access$confirmAndClose(Landroid/app/Activity;)V
    .line 55
    return-void
.end method

