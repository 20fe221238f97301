.class public Lcom/scount/SyncProvider;
.super Landroid/content/ContentProvider;
.source "SyncProvider.java"

.field final failures:Ljava/util/List;

.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Lcom/scount/SyncProvider;->failures:Ljava/util/List;
    return-void
.end method

.method static synthetic lambda$call$0(Ljava/lang/String;)Z
    .registers 2
    .line 29
    if-eqz p0, :cond_0
    const-string v0, "timeout"
    invoke-virtual {p0, v0}, Ljava/lang/String;->contains(Ljava/lang/CharSequence;)Z
    move-result v0
    if-eqz v0, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

.method public onCreate()Z
    .registers 2
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method record(Ljava/lang/Throwable;)V
    .registers 3
    .line 18
    iget-object v0, p0, Lcom/scount/SyncProvider;->failures:Ljava/util/List;
    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x278b
    if-eq v0, v1, :cond_0
    const/4 v0, 0x0
    return-object v0
    .line 23
    :cond_0
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    iget-object v1, p0, Lcom/scount/SyncProvider;->failures:Ljava/util/List;
    invoke-interface {v1}, Ljava/util/List;->isEmpty()Z
    move-result v1
    if-eqz v1, :cond_1
    .line 25
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    return-object v0
    .line 28
    :cond_1
    iget-object v1, p0, Lcom/scount/SyncProvider;->failures:Ljava/util/List;
    invoke-interface {v1}, Ljava/util/List;->stream()Ljava/util/stream/Stream;
    move-result-object v1
    new-instance v2, Lcom/scount/SyncProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2}, Lcom/scount/SyncProvider$$ExternalSyntheticLambda0;-><init>()V
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;
    move-result-object v1
    new-instance v2, Lcom/scount/SyncProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2}, Lcom/scount/SyncProvider$$ExternalSyntheticLambda1;-><init>()V
    .line 29
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/stream/Stream;->count()J
    move-result-wide v1
    .line 30
    const-string v3, "error_code"
    const-string v4, "UNAVAILABLE"
    invoke-virtual {v0, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, " of "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    iget-object v4, p0, Lcom/scount/SyncProvider;->failures:Ljava/util/List;
    invoke-interface {v4}, Ljava/util/List;->size()I
    move-result v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, " uploads timed out"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v4, "error_message"
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v0
.end method
