# Java:
#   private final HashMap<String, Pending> pending = new HashMap<>();
#   private Caller current;                  // the caller of the current session
#   public Bundle call(String method, String arg, Bundle extras) {
#       String token = extras.getString("resume_token");
#       Pending p = pending.remove(token);
#       if (p == null) { current = new AppCaller(Binder.getCallingUid()); return null; }
#       if (p.caller.uid() != Binder.getCallingUid()) throw new SecurityException();   // the ENTRY's owner checked: correct
#       Log.i("tools", "session caller " + current.uid());       // another Caller object's uid(), only logged
#       Bundle out = new Bundle();
#       out.putString("what", p.what);
#       return out;
#   }
.class public Lcom/example/eu/ToolProvider;
.super Landroid/content/ContentProvider;
.field private final pending:Ljava/util/HashMap;
.field private current:Lcom/example/eu/Caller;
.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/eu/ToolProvider;->pending:Ljava/util/HashMap;
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v0, "resume_token"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/eu/ToolProvider;->pending:Ljava/util/HashMap;
    invoke-virtual {v1, v0}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/example/eu/Pending;
    if-nez v1, :found
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    new-instance v3, Lcom/example/eu/AppCaller;
    invoke-direct {v3, v2}, Lcom/example/eu/AppCaller;-><init>(I)V
    iput-object v3, p0, Lcom/example/eu/ToolProvider;->current:Lcom/example/eu/Caller;
    const/4 v2, 0x0
    return-object v2
    :found
    iget-object v2, v1, Lcom/example/eu/Pending;->caller:Lcom/example/eu/Caller;
    invoke-interface {v2}, Lcom/example/eu/Caller;->uid()I
    move-result v2
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    if-eq v2, v3, :ok
    new-instance v2, Ljava/lang/SecurityException;
    invoke-direct {v2}, Ljava/lang/SecurityException;-><init>()V
    throw v2
    :ok
    iget-object v2, p0, Lcom/example/eu/ToolProvider;->current:Lcom/example/eu/Caller;
    invoke-interface {v2}, Lcom/example/eu/Caller;->uid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    const-string v3, "tools"
    invoke-static {v3, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    const-string v3, "what"
    iget-object v4, v1, Lcom/example/eu/Pending;->what:Ljava/lang/String;
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v2
.end method
