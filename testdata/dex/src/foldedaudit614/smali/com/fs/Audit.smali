.class final Lcom/fs/Audit;
.super Ljava/lang/Object;
.source "Audit.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static record(Lcom/fs/Params$ClearWeek;)V
    .registers 6
    .line 8
    const-string v0, "Audit"
    iget-object v1, v5, Lcom/fs/Params$ClearWeek;->week:Ljava/lang/String;
    iget-boolean v2, v5, Lcom/fs/Params$ClearWeek;->confirmed:Z
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " claimed confirmed="
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 9
    return-void
.end method

