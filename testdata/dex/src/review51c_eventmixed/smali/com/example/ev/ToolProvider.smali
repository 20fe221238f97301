# Java (EventBus: one event, two subscribers; the POSTING one reads the caller's UID on the Binder thread, correctly):
#   class Ev {}
#   public Bundle call(String method, String arg, Bundle extras) {
#       if (Binder.getCallingUid() != 1000) throw new SecurityException();
#       EventBus.getDefault().post(new Ev());
#       return new Bundle();
#   }
#   class Sub {
#     @Subscribe                                   // POSTING: runs in call()'s Binder thread
#     public void onAudit(Ev e) { Log.i("audit", "uid " + Binder.getCallingUid()); }
#     @Subscribe(threadMode = ThreadMode.ASYNC)    // no identity read
#     public void onRefresh(Ev e) { Log.i("cache", "refresh"); }
#   }
.class public Lcom/example/ev/ToolProvider;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x3e8
    if-eq v0, v1, :ok
    new-instance v0, Ljava/lang/SecurityException;
    invoke-direct {v0}, Ljava/lang/SecurityException;-><init>()V
    throw v0
    :ok
    invoke-static {}, Lorg/greenrobot/eventbus/EventBus;->getDefault()Lorg/greenrobot/eventbus/EventBus;
    move-result-object v0
    new-instance v1, Lcom/example/ev/Ev;
    invoke-direct {v1}, Lcom/example/ev/Ev;-><init>()V
    invoke-virtual {v0, v1}, Lorg/greenrobot/eventbus/EventBus;->post(Ljava/lang/Object;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
