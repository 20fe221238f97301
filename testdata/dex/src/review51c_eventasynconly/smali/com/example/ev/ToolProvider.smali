# Java (EventBus: one event, two subscribers; the ASYNC one (onAudit, threadMode=ASYNC in this variant) reads the caller's UID on the Binder thread, correctly):
#   class Ev {}
#   public Bundle call(String method, String arg, Bundle extras) {
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
    invoke-static {}, Lorg/greenrobot/eventbus/EventBus;->getDefault()Lorg/greenrobot/eventbus/EventBus;
    move-result-object v0
    new-instance v1, Lcom/example/ev/Ev;
    invoke-direct {v1}, Lcom/example/ev/Ev;-><init>()V
    invoke-virtual {v0, v1}, Lorg/greenrobot/eventbus/EventBus;->post(Ljava/lang/Object;)V
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
