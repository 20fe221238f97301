# Java sketch (CheckedPostProvider.java), javac 17 + D8 (minSdk 21):
#   public final class CheckedPostProvider extends ContentProvider {                // 12
#       private final Executor io = Executors.newSingleThreadExecutor();             // 13
#       @Override public boolean onCreate() { return true; }                         // 15
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if (!"execute_tool".equals(method) || extras == null) return null;       // 18
#           String id = extras.getString("request_id");                              // 19
#           SharedPreferences prefs = getContext().getSharedPreferences("t", 0);     // 20
#           io.execute(() -> {                                                       // 21
#               if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return; // 22
#               prefs.edit().putString("last", id).apply();                          // 23
#           });
#           Bundle out = new Bundle();                                               // 25
#           out.putString("status", "accepted");                                     // 26
#           return out;                                                              // 27
#       }
#   }
# near miss CETP619: the body handed to the executor reads deadline_at_ms before its write.
.class public final Lcom/example/r14s/CheckedPostProvider;
.super Landroid/content/ContentProvider;
.source "CheckedPostProvider.java"

.field private final io:Ljava/util/concurrent/Executor;

.method public constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 13
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r14s/CheckedPostProvider;->io:Ljava/util/concurrent/Executor;
    return-void
.end method

.method static synthetic lambda$call$0(Landroid/os/Bundle;Landroid/content/SharedPreferences;Ljava/lang/String;)V
    .registers 7
    .line 22
    const-string v0, "deadline_at_ms"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long v0, v0, v2
    if-gtz v0, :cond_0
    return-void
    .line 23
    :cond_0
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last"
    invoke-interface {v0, v1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 24
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 18
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    const/4 v1, 0x0
    if-eqz v0, :cond_0
    if-nez p3, :cond_1
    :cond_0
    return-object v1
    .line 19
    :cond_1
    const-string v0, "request_id"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 20
    invoke-virtual {p0}, Lcom/example/r14s/CheckedPostProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-string v2, "t"
    const/4 v3, 0x0
    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    .line 21
    iget-object v2, p0, Lcom/example/r14s/CheckedPostProvider;->io:Ljava/util/concurrent/Executor;
    new-instance v3, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, p3, v1, v0}, Lcom/example/r14s/CheckedPostProvider$$ExternalSyntheticLambda0;-><init>(Landroid/os/Bundle;Landroid/content/SharedPreferences;Ljava/lang/String;)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 25
    new-instance v2, Landroid/os/Bundle;
    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V
    .line 26
    const-string v3, "status"
    const-string v4, "accepted"
    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    return-object v2
.end method

.method public onCreate()Z
    .registers 2
    .line 15
    const/4 v0, 0x1
    return v0
.end method
