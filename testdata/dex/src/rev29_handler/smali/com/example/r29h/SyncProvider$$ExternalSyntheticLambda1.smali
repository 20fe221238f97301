.class public final synthetic Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/example/r29h/SyncProvider;

.method public synthetic constructor <init>(Lcom/example/r29h/SyncProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r29h/SyncProvider;
    return-void
.end method

.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda1;->f$0:Lcom/example/r29h/SyncProvider;
    invoke-virtual {v0}, Lcom/example/r29h/SyncProvider;->flush()V
    return-void
.end method
