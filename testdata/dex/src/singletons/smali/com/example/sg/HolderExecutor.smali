# Java sketch (HolderExecutor.java):
#   public final class HolderExecutor implements CetpMutationExecutor {          // 8
#       @Override public synchronized Object execute(String requestId, Function0<Object> block) {
#           Object seen = Records.SEEN.get(requestId);                             // 11
#           if (seen != null) return seen;
#           Object result = block.invoke();                                        // 12
#           Records.SEEN.put(requestId, result);                                   // 13
#           return result;                                                         // 15
#       }
#   }
# true positive CETP618: the records live only in another class's static HashMap
.class public final Lcom/example/sg/HolderExecutor;
.super Ljava/lang/Object;
.source "HolderExecutor.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
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
