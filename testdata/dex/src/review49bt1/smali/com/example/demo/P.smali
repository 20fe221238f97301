# class P extends ContentProvider {
#   final Map<String,Integer> sessions = new ConcurrentHashMap<>();
#   public Bundle call(String method, String arg, Bundle extras) {
#     if ("negotiate".equals(method)) {
#       String t = UUID.randomUUID().toString(); sessions.put(t, Binder.getCallingUid());
#       Bundle b = new Bundle(); b.putString("session_token", t); return b;
#     }
#     Integer owner = sessions.get(extras.getString("session_token"));
#     if (owner == null || owner.intValue() != callerUid(extras)) { Bundle e = new Bundle(); e.putString("error_code", "NEGOTIATION_REQUIRED"); return e; }
#     Bundle ok = new Bundle(); ok.putString("result", "{}"); return ok;
#   }
#   // named for the caller, but returns what the REQUEST says
#   static int callerUid(Bundle req) { return req.getInt("caller_uid"); }
# }
.class public Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.field final sessions:Ljava/util/Map;
.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/demo/P;->sessions:Ljava/util/Map;
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method static callerUid(Landroid/os/Bundle;)I
    .registers 2
    const-string v0, "caller_uid"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v0
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "negotiate"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :exec
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/demo/P;->sessions:Ljava/util/Map;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "session_token"
    invoke-virtual {v1, v2, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v1
    :exec
    iget-object v0, p0, Lcom/example/demo/P;->sessions:Ljava/util/Map;
    const-string v1, "session_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :deny
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v1
    invoke-static {p3}, Lcom/example/demo/P;->callerUid(Landroid/os/Bundle;)I
    move-result v2
    if-ne v1, v2, :deny
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "result"
    const-string v3, "{}"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v1
    :deny
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "error_code"
    const-string v3, "NEGOTIATION_REQUIRED"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v1
.end method
