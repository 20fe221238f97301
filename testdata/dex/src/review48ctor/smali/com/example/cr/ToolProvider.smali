# Java:
#   private final Task purge = new PurgeTask();        // run only from onTrimMemory, never on the CETP surface
#   public Bundle call(String method, String arg, Bundle extras) {
#       Task t = new ReadTask(); t.run(getContext()); return new Bundle();
#   }
#   public void onTrimMemory(int level) { purge.run(getContext()); }
.class public Lcom/example/cr/ToolProvider;
.super Landroid/content/ContentProvider;
.field private final purge:Lcom/example/cr/Task;
.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Lcom/example/cr/PurgeTask;
    invoke-direct {v0}, Lcom/example/cr/PurgeTask;-><init>()V
    iput-object v0, p0, Lcom/example/cr/ToolProvider;->purge:Lcom/example/cr/Task;
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    new-instance v0, Lcom/example/cr/ReadTask;
    invoke-direct {v0}, Lcom/example/cr/ReadTask;-><init>()V
    invoke-virtual {p0}, Lcom/example/cr/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/cr/Task;->run(Landroid/content/Context;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
.method public onTrimMemory(I)V
    .locals 2
    iget-object v0, p0, Lcom/example/cr/ToolProvider;->purge:Lcom/example/cr/Task;
    invoke-virtual {p0}, Lcom/example/cr/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/cr/Task;->run(Landroid/content/Context;)V
    return-void
.end method
