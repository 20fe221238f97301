.class final Lcom/example/r29j/JobsProvider$Audit;
.super Ljava/lang/Object;
.source "JobsProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r29j/JobsProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Audit"
.end annotation

.method constructor <init>()V
    .registers 1
    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .line 41
    invoke-virtual {p0}, Lcom/example/r29j/JobsProvider$Audit;->call()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public call()Ljava/lang/String;
    .registers 2
    .line 42
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "{\"by\":"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, "}"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
