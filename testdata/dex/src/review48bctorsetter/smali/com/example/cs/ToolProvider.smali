# Java:
#   private Task purge;
#   public ToolProvider() { setPurge(new PurgeTask()); }      // stored through a setter
#   private void setPurge(Task t) { purge = t; }
#   public Bundle call(String method, String arg, Bundle extras) { new ReadTask().run(getContext()); purge.run(getContext()); return new Bundle(); }   // TRUE CETP601 (FLAG_MUTABLE in PurgeTask.run)
.class public Lcom/example/cs/ToolProvider;
.super Landroid/content/ContentProvider;
.field private purge:Lcom/example/cs/Task;
.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Lcom/example/cs/PurgeTask;
    invoke-direct {v0}, Lcom/example/cs/PurgeTask;-><init>()V
    invoke-direct {p0, v0}, Lcom/example/cs/ToolProvider;->setPurge(Lcom/example/cs/Task;)V
    return-void
.end method
.method private setPurge(Lcom/example/cs/Task;)V
    .locals 0
    iput-object p1, p0, Lcom/example/cs/ToolProvider;->purge:Lcom/example/cs/Task;
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
    new-instance v0, Lcom/example/cs/ReadTask;
    invoke-direct {v0}, Lcom/example/cs/ReadTask;-><init>()V
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/cs/Task;->run(Landroid/content/Context;)V
    iget-object v0, p0, Lcom/example/cs/ToolProvider;->purge:Lcom/example/cs/Task;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/cs/Task;->run(Landroid/content/Context;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
