# class ToolProvider extends ContentProvider {
#   Object handlers = new Handlers();                 // kept in a field
#   Bundle call(String method, String arg, Bundle extras) {
#     Binder.getCallingUid();                                          // 9
#     if ("direct".equals(method)) return own(extras);                 // 10
#     Method m = handlers.getClass().getMethod(method, Bundle.class);  // 11
#     Object[] a = (Object[]) extras.get("a");
#     return (Bundle) m.invoke(handlers, a);   // 13: receiver a field, arguments an unknown array: a limit
#   }
#   Bundle own(Bundle b) throws Exception {
#     Method m = getClass().getDeclaredMethod("tool", Bundle.class);   // 16
#     return (Bundle) m.invoke(this, new Object[] {b});  // 17: its own object, one argument: followed
#   }
#   Bundle tool(Bundle b) { return b; }
# }
.class public final Lcom/example/rl/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field handlers:Ljava/lang/Object;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput-object v0, p0, Lcom/example/rl/ToolProvider;->handlers:Ljava/lang/Object;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 9
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 10
    const-string v0, "direct"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :reflect
    invoke-virtual {p0, p3}, Lcom/example/rl/ToolProvider;->own(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :reflect
    .line 11
    iget-object v0, p0, Lcom/example/rl/ToolProvider;->handlers:Ljava/lang/Object;
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Class;
    const/4 v3, 0x0
    const-class v4, Landroid/os/Bundle;
    aput-object v4, v2, v3
    invoke-virtual {v1, p1, v2}, Ljava/lang/Class;->getMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v1
    .line 12
    const-string v2, "a"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->get(Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, [Ljava/lang/Object;
    .line 13
    invoke-virtual {v1, v0, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method own(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 16
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Class;
    const/4 v2, 0x0
    const-class v3, Landroid/os/Bundle;
    aput-object v3, v1, v2
    const-string v3, "tool"
    invoke-virtual {v0, v3, v1}, Ljava/lang/Class;->getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;
    move-result-object v0
    .line 17
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Object;
    aput-object p1, v1, v2
    invoke-virtual {v0, p0, v1}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    return-object v0
.end method

.method tool(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 2
    .line 20
    return-object p1
.end method
