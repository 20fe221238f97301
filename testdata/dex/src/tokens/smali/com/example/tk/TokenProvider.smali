# Java sketch (TokenProvider.java), compiled by javac and D8:
#   public class TokenProvider extends ContentProvider {                                 // 14
#       private final Map<String, Integer> sessions = new ConcurrentHashMap<>();         // 15
#       private final Map<String, Pending> pending = new HashMap<>();                     // 16
#       private final Map<String, Pending> operations = new ConcurrentHashMap<>();        // 17
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {          // 20
#           int uid = Binder.getCallingUid();                                             // 21
#           if (!session(extras)) return error("NEGOTIATION_REQUIRED");                   // 22
#           if ("execute_tool".equals(method)) return resume(extras, uid);                // 23
#           if ("get_operation".equals(method)) return operation(extras, uid);            // 24
#           return error("METHOD_NOT_FOUND");                                             // 25
#       }
#       private boolean session(Bundle extras) {
#           return sessions.get(extras.getString("session_token")) != null;              // 29
#       }
#       private Bundle resume(Bundle extras, int uid) {
#           String token = extras.getString("resume_token");                             // 33
#           Pending p = pending.get(token);                                               // 34
#           if (p == null || p.uid != uid) return error("INVALID_REQUEST");               // 35
#           return ok(p.tool);                                                             // 36
#       }
#       private Bundle operation(Bundle extras, int uid) {
#           Pending op = operations.get(extras.getString("operation_id"));               // 40
#           if (op == null || op.uid != uid) return error("NOT_FOUND");                   // 41
#           return ok(op.tool);                                                            // 42
#       }
#       ...
#   }
.class public Lcom/example/tk/TokenProvider;
.super Landroid/content/ContentProvider;
.source "TokenProvider.java"

.field private final operations:Ljava/util/Map;

.field private final pending:Ljava/util/Map;

.field private final sessions:Ljava/util/Map;

.method public constructor <init>()V
    .locals 1
    .line 14
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tk/TokenProvider;->sessions:Ljava/util/Map;
    .line 16
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tk/TokenProvider;->pending:Ljava/util/Map;
    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tk/TokenProvider;->operations:Ljava/util/Map;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 22
    invoke-direct {p0, p3}, Lcom/example/tk/TokenProvider;->session(Landroid/os/Bundle;)Z
    move-result v0
    if-nez v0, :cond_0
    const-string p1, "NEGOTIATION_REQUIRED"
    invoke-static {p1}, Lcom/example/tk/TokenProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_0
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-direct {p0, p3, p2}, Lcom/example/tk/TokenProvider;->resume(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_1
    const-string v0, "get_operation"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_2
    invoke-direct {p0, p3, p2}, Lcom/example/tk/TokenProvider;->operation(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_2
    const-string p1, "METHOD_NOT_FOUND"
    invoke-static {p1}, Lcom/example/tk/TokenProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private session(Landroid/os/Bundle;)Z
    .locals 2
    .line 29
    iget-object v0, p0, Lcom/example/tk/TokenProvider;->sessions:Ljava/util/Map;
    const-string v1, "session_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    if-eqz p1, :cond_0
    const/4 p1, 0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    return p1
.end method

.method private resume(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 1
    .line 33
    const-string v0, "resume_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 34
    iget-object v0, p0, Lcom/example/tk/TokenProvider;->pending:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tk/Pending;
    .line 35
    if-eqz p1, :cond_1
    iget v0, p1, Lcom/example/tk/Pending;->uid:I
    if-eq v0, p2, :cond_0
    goto :goto_0
    .line 36
    :cond_0
    iget-object p1, p1, Lcom/example/tk/Pending;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/tk/TokenProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 35
    :cond_1
    :goto_0
    const-string p1, "INVALID_REQUEST"
    invoke-static {p1}, Lcom/example/tk/TokenProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: the operation id is looked up, then its stored UID is compared with the caller's
.method private operation(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 40
    iget-object v0, p0, Lcom/example/tk/TokenProvider;->operations:Ljava/util/Map;
    const-string v1, "operation_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tk/Pending;
    .line 41
    if-eqz p1, :cond_1
    iget v0, p1, Lcom/example/tk/Pending;->uid:I
    if-eq v0, p2, :cond_0
    goto :goto_0
    .line 42
    :cond_0
    iget-object p1, p1, Lcom/example/tk/Pending;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/tk/TokenProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 41
    :cond_1
    :goto_0
    const-string p1, "NOT_FOUND"
    invoke-static {p1}, Lcom/example/tk/TokenProvider;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static ok(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 46
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "data"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private static error(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 51
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public onCreate()Z
    .locals 1
    .line 55
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 56
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    .line 58
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 59
    const/4 v0, 0x0
    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 60
    const/4 v0, 0x0
    return v0
.end method
