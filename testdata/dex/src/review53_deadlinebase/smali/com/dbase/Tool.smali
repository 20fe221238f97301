.class abstract Lcom/dbase/Tool;
.super Ljava/lang/Object;
.source "TableProvider.java"

.method constructor <init>()V
    .registers 1
    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method abstract doRun(Landroid/os/Bundle;)Landroid/os/Bundle;
.end method

.method expired(Landroid/os/Bundle;)Z
    .registers 6
    .line 46
    const-string v0, "deadline_at_ms"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

.method final run(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 38
    invoke-virtual {p0, p1}, Lcom/dbase/Tool;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 39
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 40
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 41
    return-object v0
    .line 43
    :cond_0
    invoke-virtual {p0, p1}, Lcom/dbase/Tool;->doRun(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
