.class final Lcom/dbase/StatusTool;
.super Lcom/dbase/Tool;
.source "TableProvider.java"

.method constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Lcom/dbase/Tool;-><init>()V
    return-void
.end method

.method expired(Landroid/os/Bundle;)Z
    .registers 3
    .line 61
    const/4 v0, 0x0
    return v0
.end method

.method doRun(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 63
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 64
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 65
    return-object v0
.end method
