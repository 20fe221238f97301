# Java:
#   private final Registry reg = new Registry(new PurgeTask());   // the task kept in a holder object's field
#   public Bundle call(String method, String arg, Bundle extras) { new ReadTask().run(getContext()); reg.task.run(getContext()); return new Bundle(); }   // TRUE CETP601
.class public Lcom/example/ch/ToolProvider;
.super Landroid/content/ContentProvider;
.field private final reg:Lcom/example/ch/Registry;
.method public constructor <init>()V
    .locals 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Lcom/example/ch/Registry;
    new-instance v1, Lcom/example/ch/PurgeTask;
    invoke-direct {v1}, Lcom/example/ch/PurgeTask;-><init>()V
    invoke-direct {v0, v1}, Lcom/example/ch/Registry;-><init>(Lcom/example/ch/Task;)V
    iput-object v0, p0, Lcom/example/ch/ToolProvider;->reg:Lcom/example/ch/Registry;
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
    new-instance v0, Lcom/example/ch/ReadTask;
    invoke-direct {v0}, Lcom/example/ch/ReadTask;-><init>()V
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/ch/Task;->run(Landroid/content/Context;)V
    iget-object v0, p0, Lcom/example/ch/ToolProvider;->reg:Lcom/example/ch/Registry;
    iget-object v0, v0, Lcom/example/ch/Registry;->task:Lcom/example/ch/Task;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/ch/Task;->run(Landroid/content/Context;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
