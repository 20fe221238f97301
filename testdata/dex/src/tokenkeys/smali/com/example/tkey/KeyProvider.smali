# Java sketch (KeyProvider.java), compiled by javac (target 8) and D8: the
# operation ids and session tokens are bound to their caller in the map key
# or by comparing a boxed UID.
#   public class KeyProvider extends ContentProvider {                              // 12
#       private final Map<String, Pending> byCaller = new ConcurrentHashMap<>();     // 13
#       private final Map<String, Integer> owners = new ConcurrentHashMap<>();       // 14
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           int uid = Binder.getCallingUid();                                        // 18
#           if ("get_operation".equals(method)) return operation(extras, uid);       // 19
#           if ("cancel_operation".equals(method)) return cancel(extras);            // 20
#           if ("execute_tool".equals(method)) return session(extras);               // 21
#           return byTool(extras);                                                   // 22
#       }
#       // near miss CETP620: the key is the caller's UID (passed in) and the id
#       private Bundle operation(Bundle extras, int uid) {
#           Pending op = byCaller.get(uid + ":" + extras.getString("operation_id")); // 26
#           return ok(op);                                                           // 27
#       }
#       // near miss CETP620: a helper builds the key from the UID read here
#       private Bundle cancel(Bundle extras) {
#           Pending op = byCaller.get(keyFor(Binder.getCallingUid(), extras.getString("operation_id"))); // 31
#           return ok(op);                                                           // 32
#       }
#       // near miss CETP620: the boxed owner is compared with the caller's UID
#       private Bundle session(Bundle extras) {
#           Integer owner = owners.get(extras.getString("session_token"));          // 36
#           if (owner == null || !owner.equals(Binder.getCallingUid())) return null; // 37
#           return new Bundle();                                                     // 38
#       }
#       // true positive CETP620: the key joins the tool's name and the id, no UID
#       private Bundle byTool(Bundle extras) {
#           Pending op = byCaller.get(extras.getString("tool_name") + ":" + extras.getString("operation_id")); // 42
#           return ok(op);                                                           // 43
#       }
#       static String keyFor(int uid, String id) {
#           return uid + "/" + id;                                                   // 46
#       }
#       private static Bundle ok(Pending op) {
#           Bundle b = new Bundle();                                                 // 49
#           if (op != null) b.putString("tool", op.tool);                           // 50
#           return b;                                                                // 51
#       }
#   }
.class public Lcom/example/tkey/KeyProvider;
.super Landroid/content/ContentProvider;
.source "KeyProvider.java"

.field private final byCaller:Ljava/util/Map;

.field private final owners:Ljava/util/Map;

.method public constructor <init>()V
    .locals 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tkey/KeyProvider;->byCaller:Ljava/util/Map;
    .line 14
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tkey/KeyProvider;->owners:Ljava/util/Map;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 19
    const-string v0, "get_operation"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    invoke-direct {p0, p3, p2}, Lcom/example/tkey/KeyProvider;->operation(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 20
    :cond_0
    const-string p2, "cancel_operation"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_1
    invoke-direct {p0, p3}, Lcom/example/tkey/KeyProvider;->cancel(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 21
    :cond_1
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_2
    invoke-direct {p0, p3}, Lcom/example/tkey/KeyProvider;->session(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 22
    :cond_2
    invoke-direct {p0, p3}, Lcom/example/tkey/KeyProvider;->byTool(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: the caller's UID is part of the key
.method private operation(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 3
    .line 26
    iget-object v0, p0, Lcom/example/tkey/KeyProvider;->byCaller:Ljava/util/Map;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v1, ":"
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v1, "operation_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    .line 27
    invoke-static {p1}, Lcom/example/tkey/KeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: keyFor builds the key from the caller's UID
.method private cancel(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 31
    iget-object v0, p0, Lcom/example/tkey/KeyProvider;->byCaller:Ljava/util/Map;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    const-string v2, "operation_id"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {v1, p1}, Lcom/example/tkey/KeyProvider;->keyFor(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    .line 32
    invoke-static {p1}, Lcom/example/tkey/KeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: the boxed owner equals the boxed calling UID
.method private session(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 36
    iget-object v0, p0, Lcom/example/tkey/KeyProvider;->owners:Ljava/util/Map;
    const-string v1, "session_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 37
    if-eqz p1, :cond_1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/lang/Integer;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_0
    goto :goto_0
    .line 38
    :cond_0
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    return-object p1
    .line 37
    :cond_1
    :goto_0
    const/4 p1, 0x0
    return-object p1
.end method

# true positive 620: the key joins the tool's name and the operation id
.method private byTool(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 42
    iget-object v0, p0, Lcom/example/tkey/KeyProvider;->byCaller:Ljava/util/Map;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "tool_name"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, ":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "operation_id"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    .line 43
    invoke-static {p1}, Lcom/example/tkey/KeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method static keyFor(ILjava/lang/String;)Ljava/lang/String;
    .locals 1
    .line 46
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p0
    const-string v0, "/"
    invoke-virtual {p0, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method private static ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    .locals 3
    .line 49
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 50
    if-eqz p0, :cond_0
    const-string v1, "tool"
    iget-object v2, p0, Lcom/example/tkey/Pending;->tool:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    :cond_0
    return-object v0
.end method

.method public onCreate()Z
    .locals 1
    .line 54
    const/4 v0, 0x1
    return v0
.end method
