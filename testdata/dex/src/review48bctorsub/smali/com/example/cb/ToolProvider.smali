# Java:
#   public class ToolProvider extends BaseProvider {
#     public Bundle call(String method, String arg, Bundle extras) { new ReadTask().run(getContext()); this.purge.run(getContext()); return new Bundle(); }   // TRUE CETP601
#   }   // javac names the field by the qualifying type: ToolProvider.purge, not BaseProvider.purge
.class public Lcom/example/cb/ToolProvider;
.super Lcom/example/cb/BaseProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lcom/example/cb/BaseProvider;-><init>()V
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
    new-instance v0, Lcom/example/cb/ReadTask;
    invoke-direct {v0}, Lcom/example/cb/ReadTask;-><init>()V
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/cb/Task;->run(Landroid/content/Context;)V
    iget-object v0, p0, Lcom/example/cb/ToolProvider;->purge:Lcom/example/cb/Task;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-interface {v0, v1}, Lcom/example/cb/Task;->run(Landroid/content/Context;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
