.class public final synthetic Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/example/rv15x/SyncProvider;

.method public synthetic constructor <init>(Lcom/example/rv15x/SyncProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/rv15x/SyncProvider;
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/rv15x/SyncProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/rv15x/SyncProvider;
    invoke-virtual {v0}, Lcom/example/rv15x/SyncProvider;->lambda$status$1()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
