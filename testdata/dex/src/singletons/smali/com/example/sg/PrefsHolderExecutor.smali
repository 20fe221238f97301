# Java sketch (PrefsHolderExecutor.java):
#   public final class PrefsHolderExecutor implements CetpMutationExecutor {     // 8
#       private final SharedPreferences prefs;
#       @Override public synchronized Object execute(String requestId, Function0<Object> block) {
#           Object seen = Records.SEEN.get(requestId);                             // 11
#           if (seen != null) return seen;
#           Object result = block.invoke();                                        // 12
#           Records.SEEN.put(requestId, result);                                   // 13
#           prefs.edit().putString(requestId, "done").commit();                    // 14
#           return result;                                                         // 15
#       }
#   }
# near miss CETP618: the holder's map is a cache in front of SharedPreferences
.class public final Lcom/example/sg/PrefsHolderExecutor;
.super Ljava/lang/Object;
.source "PrefsHolderExecutor.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final prefs:Landroid/content/SharedPreferences;

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/sg/PrefsHolderExecutor;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method

.method public declared-synchronized execute(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 6
    monitor-enter p0
    :try_start_0
    .line 11
    sget-object v0, Lcom/example/sg/Records;->SEEN:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    if-eqz v1, :cond_0
    monitor-exit p0
    return-object v1
    .line 12
    :cond_0
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v1
    .line 13
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 14
    iget-object v2, p0, Lcom/example/sg/PrefsHolderExecutor;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v2
    const-string v3, "done"
    invoke-interface {v2, p1, v3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v2
    invoke-interface {v2}, Landroid/content/SharedPreferences$Editor;->commit()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    monitor-exit p0
    .line 15
    return-object v1
    :catchall_0
    move-exception p1
    monitor-exit p0
    throw p1
.end method
