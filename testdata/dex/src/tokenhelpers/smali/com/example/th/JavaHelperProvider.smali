# Java sketch (JavaHelperProvider.java), compiled by javac and D8: each
# token is looked up in a method of its own, and helpers bind it to its
# caller or spend it.
#   public class JavaHelperProvider extends ContentProvider {                       // 12
#       private final Map<String, Grant> grants = new HashMap<>();                   // 13
#       private final Map<String, Grant> resumes = new HashMap<>();                  // 14
#       private final Map<String, Op> operations = new ConcurrentHashMap<>();        // 15
#       private final Map<String, Op> statuses = new ConcurrentHashMap<>();          // 16
#       private final Map<String, Op> cancels = new ConcurrentHashMap<>();           // 17
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {     // 19
#           int uid = Binder.getCallingUid();                                         // 20
#           String pkg = getCallingPackage();                                         // 21
#           if ("execute_tool".equals(method)) return resume(extras, uid);            // 22
#           if ("confirm".equals(method)) return confirm(extras, uid);                // 23
#           if ("get_operation".equals(method)) return operation(extras, pkg);        // 24
#           if ("operation_status".equals(method)) return status(extras);             // 25
#           if ("cancel_operation".equals(method)) return cancel(extras);             // 26
#           if ("run_async".equals(method)) return execute(extras, uid);              // 27
#           return null;                                                              // 28
#       }
#
#       private Bundle resume(Bundle extras, int uid) {
#           String token = extras.getString("resume_token");                          // 32
#           Grant g = grants.get(token);                                              // 33
#           if (g == null || !isOwner(g, uid)) return deny();                         // 34
#           consume(token);                                                           // 35
#           return ok(g.tool);                                                        // 36
#       }
#       private static boolean isOwner(Grant g, int uid) { return g.owner == uid; }  // 38
#       private void consume(String token) { grants.remove(token); }                 // 39
#
#       private Bundle confirm(Bundle extras, int uid) {
#           Grant g = resumes.get(extras.getString("resume_token"));                  // 43
#           if (g == null || !isOwner(g, uid)) return deny();                         // 44
#           return ok(g.tool);                                                        // 45
#       }
#
#       private Bundle operation(Bundle extras, String pkg) {
#           Op op = operations.get(extras.getString("operation_id"));                 // 49
#           if (op == null || !Objects.equals(op.pkg, pkg)) return deny();            // 50
#           return ok(op.tool);                                                       // 51
#       }
#
#       private Bundle status(Bundle extras) {
#           Op op = statuses.get(extras.getString("operation_id"));                   // 55
#           requireCaller(op);                                                        // 56
#           return ok(op.tool);                                                       // 57
#       }
#       private static void requireCaller(Op op) {
#           if (op.owner != Binder.getCallingUid()) throw new SecurityException("not the caller's operation"); // 60
#       }
#
#       private Bundle cancel(Bundle extras) {
#           Op op = cancels.get(extras.getString("operation_id"));                    // 64
#           audit(op);                                                                // 65
#           return ok(op.tool);                                                       // 66
#       }
#       private static void audit(Op op) {
#           Log.i("th", "cancel " + op.tool + " by " + Binder.getCallingUid());       // 69
#       }
#       private static Bundle ok(String tool) { ... putString("data", tool) ... }    // 73
#       private static Bundle deny() { ... putString("error_code", "PERMISSION_DENIED") ... } // 78
#       ...                                                                           // 83-88
#       private final Map<String, Grant> later = new HashMap<>();                     // 90
#       private final Executor worker = Executors.newSingleThreadExecutor();           // 91
#
#       private Bundle execute(Bundle extras, int uid) {
#           String token = extras.getString("resume_token");                          // 94
#           Grant g = later.get(token);                                               // 95
#           if (g == null || g.owner != uid) return deny();                           // 96
#           worker.execute(() -> later.remove(token));                                // 97
#           return ok(g.tool);                                                        // 98
#       }
#   }
# D8 turns the lambda into JavaHelperProvider$$ExternalSyntheticLambda0, whose
# run() calls lambda$execute$0$com-example-th-JavaHelperProvider(token).
#   }
.class public Lcom/example/th/JavaHelperProvider;
.super Landroid/content/ContentProvider;
.source "JavaHelperProvider.java"

.field private final cancels:Ljava/util/Map;

.field private final grants:Ljava/util/Map;

.field private final later:Ljava/util/Map;

.field private final operations:Ljava/util/Map;

.field private final resumes:Ljava/util/Map;

.field private final statuses:Ljava/util/Map;

.field private final worker:Ljava/util/concurrent/Executor;

.method public constructor <init>()V
    .locals 1
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->grants:Ljava/util/Map;
    .line 14
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->resumes:Ljava/util/Map;
    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->operations:Ljava/util/Map;
    .line 16
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->statuses:Ljava/util/Map;
    .line 17
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->cancels:Ljava/util/Map;
    .line 90
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->later:Ljava/util/Map;
    .line 91
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/th/JavaHelperProvider;->worker:Ljava/util/concurrent/Executor;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 20
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 21
    invoke-virtual {p0}, Lcom/example/th/JavaHelperProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    .line 22
    const-string v1, "execute_tool"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_0
    invoke-direct {p0, p3, p2}, Lcom/example/th/JavaHelperProvider;->resume(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 23
    :cond_0
    const-string v1, "confirm"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_1
    invoke-direct {p0, p3, p2}, Lcom/example/th/JavaHelperProvider;->confirm(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 24
    :cond_1
    const-string v1, "get_operation"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    invoke-direct {p0, p3, v0}, Lcom/example/th/JavaHelperProvider;->operation(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 25
    :cond_2
    const-string v1, "operation_status"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_3
    invoke-direct {p0, p3}, Lcom/example/th/JavaHelperProvider;->status(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 26
    :cond_3
    const-string v1, "cancel_operation"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_4
    invoke-direct {p0, p3}, Lcom/example/th/JavaHelperProvider;->cancel(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 27
    :cond_4
    const-string v1, "run_async"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_5
    invoke-direct {p0, p3, p2}, Lcom/example/th/JavaHelperProvider;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 28
    :cond_5
    const/4 p1, 0x0
    return-object p1
.end method

# near miss CETP620: isOwner (a static helper) compares the stored owner with the caller's UID passed in, and consume removes the key
.method private resume(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 32
    const-string v0, "resume_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 33
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->grants:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/th/Grant;
    .line 34
    if-eqz v0, :cond_1
    invoke-static {v0, p2}, Lcom/example/th/JavaHelperProvider;->isOwner(Lcom/example/th/Grant;I)Z
    move-result p2
    if-nez p2, :cond_0
    goto :goto_0
    .line 35
    :cond_0
    invoke-direct {p0, p1}, Lcom/example/th/JavaHelperProvider;->consume(Ljava/lang/String;)V
    .line 36
    iget-object p1, v0, Lcom/example/th/Grant;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 34
    :cond_1
    :goto_0
    invoke-static {}, Lcom/example/th/JavaHelperProvider;->deny()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static isOwner(Lcom/example/th/Grant;I)Z
    .locals 1
    .line 38
    iget v0, p0, Lcom/example/th/Grant;->owner:I
    if-ne v0, p1, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method

# near miss CETP620: the key removed here is the resume token resume() passes after isOwner() accepted the caller
.method private consume(Ljava/lang/String;)V
    .locals 1
    .line 39
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->grants:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method

.method private confirm(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 43
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->resumes:Ljava/util/Map;
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Grant;
    .line 44
    if-eqz p1, :cond_1
    invoke-static {p1, p2}, Lcom/example/th/JavaHelperProvider;->isOwner(Lcom/example/th/Grant;I)Z
    move-result p2
    if-nez p2, :cond_0
    goto :goto_0
    .line 45
    :cond_0
    iget-object p1, p1, Lcom/example/th/Grant;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 44
    :cond_1
    :goto_0
    invoke-static {}, Lcom/example/th/JavaHelperProvider;->deny()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: Objects.equals compares the stored package with getCallingPackage(), passed in by call()
.method private operation(Landroid/os/Bundle;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 49
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->operations:Ljava/util/Map;
    const-string v1, "operation_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Op;
    .line 50
    if-eqz p1, :cond_1
    iget-object v0, p1, Lcom/example/th/Op;->pkg:Ljava/lang/String;
    invoke-static {v0, p2}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-nez p2, :cond_0
    goto :goto_0
    .line 51
    :cond_0
    iget-object p1, p1, Lcom/example/th/Op;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 50
    :cond_1
    :goto_0
    invoke-static {}, Lcom/example/th/JavaHelperProvider;->deny()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: requireCaller throws unless the stored owner is the caller's UID
.method private status(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 55
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->statuses:Ljava/util/Map;
    const-string v1, "operation_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Op;
    .line 56
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->requireCaller(Lcom/example/th/Op;)V
    .line 57
    iget-object p1, p1, Lcom/example/th/Op;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static requireCaller(Lcom/example/th/Op;)V
    .locals 1
    .line 60
    iget p0, p0, Lcom/example/th/Op;->owner:I
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    if-eq p0, v0, :cond_0
    new-instance p0, Ljava/lang/SecurityException;
    const-string v0, "not the caller's operation"
    invoke-direct {p0, v0}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p0
    :cond_0
    return-void
.end method

.method private cancel(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 64
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->cancels:Ljava/util/Map;
    const-string v1, "operation_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Op;
    .line 65
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->audit(Lcom/example/th/Op;)V
    .line 66
    iget-object p1, p1, Lcom/example/th/Op;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private static audit(Lcom/example/th/Op;)V
    .locals 2
    .line 69
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "cancel "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object p0, p0, Lcom/example/th/Op;->tool:Ljava/lang/String;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p0, " by "
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    const-string v0, "th"
    invoke-static {v0, p0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method

.method private static ok(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 73
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "data"
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method private static deny()Landroid/os/Bundle;
    .locals 3
    .line 78
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const-string v1, "error_code"
    const-string v2, "PERMISSION_DENIED"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public onCreate()Z
    .locals 1
    .line 83
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 84
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    .line 85
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    .line 86
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 87
    const/4 v0, 0x0
    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 88
    const/4 v0, 0x0
    return v0
.end method

# near miss CETP620: the stored owner is compared with the caller's UID passed in, and the lambda handed to the executor removes the key
.method private execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 94
    const-string v0, "resume_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 95
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->later:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/th/Grant;
    .line 96
    if-eqz v0, :cond_1
    iget v1, v0, Lcom/example/th/Grant;->owner:I
    if-eq v1, p2, :cond_0
    goto :goto_0
    .line 97
    :cond_0
    iget-object p2, p0, Lcom/example/th/JavaHelperProvider;->worker:Ljava/util/concurrent/Executor;
    new-instance v1, Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0, p1}, Lcom/example/th/JavaHelperProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/th/JavaHelperProvider;Ljava/lang/String;)V
    invoke-interface {p2, v1}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 98
    iget-object p1, v0, Lcom/example/th/Grant;->tool:Ljava/lang/String;
    invoke-static {p1}, Lcom/example/th/JavaHelperProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 96
    :cond_1
    :goto_0
    invoke-static {}, Lcom/example/th/JavaHelperProvider;->deny()Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method synthetic lambda$execute$0$com-example-th-JavaHelperProvider(Ljava/lang/String;)V
    .locals 1
    .line 97
    iget-object v0, p0, Lcom/example/th/JavaHelperProvider;->later:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method
