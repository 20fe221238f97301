.class public final synthetic Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Landroid/os/Handler$Callback;

.field public final synthetic f$0:Lcom/example/r29h/SyncProvider;

.method public synthetic constructor <init>(Lcom/example/r29h/SyncProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r29h/SyncProvider;
    return-void
.end method

.method public final handleMessage(Landroid/os/Message;)Z
    .registers 3
    iget-object v0, p0, Lcom/example/r29h/SyncProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r29h/SyncProvider;
    invoke-virtual {v0, p1}, Lcom/example/r29h/SyncProvider;->onMessage(Landroid/os/Message;)Z
    move-result p1
    return p1
.end method
