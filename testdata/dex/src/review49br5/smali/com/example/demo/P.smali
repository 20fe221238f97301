# class P extends ContentProvider {
#   public Bundle call(String method, String arg, Bundle extras) throws Exception {
#     Method m = Registry.scan(P.class).get(method);          // the @Tool methods
#     if (m.isAnnotationPresent(Consent.class)) return null;   // a second, gating annotation
#     return (Bundle) m.invoke(this, getContext(), extras);
#   }
#   @Tool public Bundle ping(Context c, Bundle b) {           // no @Consent
#     long id = Binder.clearCallingIdentity();
#     int uid = Binder.getCallingUid();                       // CETP611: the provider's own UID
#     Binder.restoreCallingIdentity(id);
#     Bundle out = new Bundle(); out.putInt("uid", uid); return out;
#   }
# }
.class public Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-class v0, Lcom/example/demo/P;
    invoke-static {v0}, Lcom/example/demo/Registry;->scan(Ljava/lang/Class;)Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/reflect/Method;
    const-class v1, Lcom/example/demo/Consent;
    invoke-virtual {v0, v1}, Ljava/lang/reflect/Method;->isAnnotationPresent(Ljava/lang/Class;)Z
    move-result v1
    if-eqz v1, :run
    const/4 v0, 0x0
    return-object v0
    :run
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/Object;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    const/4 v3, 0x0
    aput-object v4, v2, v3
    const/4 v3, 0x1
    aput-object p3, v2, v3
    invoke-virtual {v0, p0, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method
.method public ping(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .annotation runtime Lcom/example/demo/Tool;
    .end annotation
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    new-instance v3, Landroid/os/Bundle;
    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V
    const-string v4, "uid"
    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    return-object v3
.end method
