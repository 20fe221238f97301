.class final Lcom/example/r29j/JobsProvider$Count;
.super Ljava/lang/Object;
.source "JobsProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r29j/JobsProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Count"
.end annotation

.method constructor <init>()V
    .registers 1
    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .line 37
    invoke-virtual {p0}, Lcom/example/r29j/JobsProvider$Count;->call()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public call()Ljava/lang/String;
    .registers 1
    .line 37
    const-string v0, "{\"count\":0}"
    return-object v0
.end method
