.class Lcom/example/r30j1/ReportsProvider$3;
.super Ljava/lang/Object;
.source "ReportsProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30j1/ReportsProvider;->scanSources()Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation

# instance fields
.field final synthetic this$0:Lcom/example/r30j1/ReportsProvider;

.field final synthetic val$src:Ljava/lang/String;

.method constructor <init>(Lcom/example/r30j1/ReportsProvider;Ljava/lang/String;)V
    .registers 3
    .line 56
    iput-object p1, p0, Lcom/example/r30j1/ReportsProvider$3;->this$0:Lcom/example/r30j1/ReportsProvider;
    iput-object p2, p0, Lcom/example/r30j1/ReportsProvider$3;->val$src:Ljava/lang/String;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 56
    invoke-virtual {p0}, Lcom/example/r30j1/ReportsProvider$3;->call()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public call()Ljava/lang/String;
    .registers 4
    .line 58
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider$3;->val$src:Ljava/lang/String;
    iget-object v1, p0, Lcom/example/r30j1/ReportsProvider$3;->this$0:Lcom/example/r30j1/ReportsProvider;
    invoke-virtual {v1}, Lcom/example/r30j1/ReportsProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v2, " for "
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
