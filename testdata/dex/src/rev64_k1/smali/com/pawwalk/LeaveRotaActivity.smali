.class public final Lcom/pawwalk/LeaveRotaActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 58
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    .line 60
    invoke-super {v1, v2}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 61
    const-string v0, "Leave the rota?"
    invoke-virtual {v1, v0}, Lcom/pawwalk/LeaveRotaActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 62
    invoke-direct {v1}, Lcom/pawwalk/LeaveRotaActivity;->done()V
    .line 63
    return-void
.end method

.method private final done()V
    .registers 2
    .line 66
    const/4 v0, -0x1
    invoke-virtual {v1, v0}, Lcom/pawwalk/LeaveRotaActivity;->setResult(I)V
    .line 67
    invoke-virtual {v1}, Lcom/pawwalk/LeaveRotaActivity;->finish()V
    .line 68
    return-void
.end method

