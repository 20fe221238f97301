# Kotlin sketch (ToolProvider.kt), compiled by kotlinc and D8: tokens looked
# up by other calls than get: `in` on a map (containsKey), the stdlib's
# Map.getValue (MapsKt), `in` on a set from ConcurrentHashMap.newKeySet().
#   package com.example.tks                                                       // 1
#
#   class ToolProvider : ContentProvider() {                                      // 3
#       private val sessions = ConcurrentHashMap<String, Long>()                  // 4
#       private val resumes = HashMap<String, String>()                           // 5
#       private val live: MutableSet<String> = ConcurrentHashMap.newKeySet()      // 6
#       private val pending = HashMap<String, Pending>()                          // 7
#       override fun onCreate() = true                                            // 8
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val out = Bundle()                                                    // 11
#           val x = extras ?: return out                                          // 12
#           when (method) {                                                       // 13
#               "execute_tool" -> execute(x, out)                                 // 14
#               "resume" -> resume(x, out)                                        // 15
#               "get_operation" -> getOperation(x, out)                           // 16
#               "cancel_operation" -> cancel(x, out)                              // 17
#               "confirm" -> confirm(x, out)                                      // 18
#           }
#           return out                                                            // 20
#       }
#
#       private fun execute(x: Bundle, out: Bundle) {
#           val t = x.getString("session_token")                                  // 24
#           if (t !in sessions) out.putString("error_code", "NEGOTIATION_REQUIRED") // 25 CETP620: token alone
#       }
#       private fun resume(x: Bundle, out: Bundle) =
#           out.putString("tool", resumes.getValue(x.getString("resume_token")!!)) // 28 CETP620: token alone, never removed
#       private fun getOperation(x: Bundle, out: Bundle) {
#           if (x.getString("operation_id") in live) out.putString("state", "running") // 30 CETP620: token alone
#       }
#       // near miss CETP620: the key holds the caller's UID
#       private fun cancel(x: Bundle, out: Bundle) {
#           val uid = Binder.getCallingUid()                                      // 34
#           if (live.remove("$uid:" + x.getString("operation_id"))) out.putString("state", "cancelled") // 35
#       }
#       // near miss CETP620: the owner is compared and the entry removed
#       private fun confirm(x: Bundle, out: Bundle) {
#           val r = x.getString("resume_token")!!                                 // 39
#           val p = pending.getValue(r)                                           // 40
#           if (p.uid != Binder.getCallingUid()) throw SecurityException("not yours") // 41
#           pending.remove(r)                                                     // 42
#           out.putString("tool", p.tool)                                         // 43
#       }
#   }
.class public final Lcom/example/tks/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private final live:Ljava/util/Set;
.field private final pending:Ljava/util/HashMap;
.field private final resumes:Ljava/util/HashMap;
.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .registers 2
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 4
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tks/ToolProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .line 5
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tks/ToolProvider;->resumes:Ljava/util/HashMap;
    .line 6
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    move-result-object v0
    const-string v1, "newKeySet()"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/util/Set;
    iput-object v0, p0, Lcom/example/tks/ToolProvider;->live:Ljava/util/Set;
    .line 7
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tks/ToolProvider;->pending:Ljava/util/HashMap;
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 8
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 12
    if-nez p3, :have
    return-object v0
    :have
    .line 13
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_exec
    .line 14
    invoke-direct {p0, p3, v0}, Lcom/example/tks/ToolProvider;->execute(Landroid/os/Bundle;Landroid/os/Bundle;)V
    goto :done
    :not_exec
    const-string v1, "resume"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_resume
    .line 15
    invoke-direct {p0, p3, v0}, Lcom/example/tks/ToolProvider;->resume(Landroid/os/Bundle;Landroid/os/Bundle;)V
    goto :done
    :not_resume
    const-string v1, "get_operation"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_get
    .line 16
    invoke-direct {p0, p3, v0}, Lcom/example/tks/ToolProvider;->getOperation(Landroid/os/Bundle;Landroid/os/Bundle;)V
    goto :done
    :not_get
    const-string v1, "cancel_operation"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_cancel
    .line 17
    invoke-direct {p0, p3, v0}, Lcom/example/tks/ToolProvider;->cancel(Landroid/os/Bundle;Landroid/os/Bundle;)V
    goto :done
    :not_cancel
    const-string v1, "confirm"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :done
    .line 18
    invoke-direct {p0, p3, v0}, Lcom/example/tks/ToolProvider;->confirm(Landroid/os/Bundle;Landroid/os/Bundle;)V
    :done
    .line 20
    return-object v0
.end method

.method private final execute(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .registers 5
    .line 24
    const-string v0, "session_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 25
    iget-object v1, p0, Lcom/example/tks/ToolProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v1, Ljava/util/Map;
    invoke-interface {v1, v0}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :ok
    const-string v0, "error_code"
    const-string v1, "NEGOTIATION_REQUIRED"
    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :ok
    return-void
.end method

.method private final resume(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .registers 5
    .line 28
    iget-object v0, p0, Lcom/example/tks/ToolProvider;->resumes:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    const-string v1, "tool"
    invoke-virtual {p2, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method private final getOperation(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .registers 5
    .line 30
    const-string v0, "operation_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/tks/ToolProvider;->live:Ljava/util/Set;
    invoke-interface {v1, v0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :no
    const-string v0, "state"
    const-string v1, "running"
    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :no
    return-void
.end method

# near miss CETP620: the key holds the caller's UID
.method private final cancel(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .registers 6
    .line 34
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 35
    iget-object v1, p0, Lcom/example/tks/ToolProvider;->live:Ljava/util/Set;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v2, 0x3a
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v2, "operation_id"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {v1, v0}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :no
    const-string v0, "state"
    const-string v1, "cancelled"
    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :no
    return-void
.end method

# near miss CETP620: the owner is compared and the entry removed
.method private final confirm(Landroid/os/Bundle;Landroid/os/Bundle;)V
    .registers 7
    .line 39
    const-string v0, "resume_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 40
    iget-object v1, p0, Lcom/example/tks/ToolProvider;->pending:Ljava/util/HashMap;
    check-cast v1, Ljava/util/Map;
    invoke-static {v1, v0}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/example/tks/Pending;
    .line 41
    invoke-virtual {v1}, Lcom/example/tks/Pending;->getUid()I
    move-result v2
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    if-eq v2, v3, :mine
    new-instance v0, Ljava/lang/SecurityException;
    const-string v1, "not yours"
    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v0
    :mine
    .line 42
    iget-object v2, p0, Lcom/example/tks/ToolProvider;->pending:Ljava/util/HashMap;
    invoke-virtual {v2, v0}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    .line 43
    invoke-virtual {v1}, Lcom/example/tks/Pending;->getTool()Ljava/lang/String;
    move-result-object v0
    const-string v1, "tool"
    invoke-virtual {p2, v1, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
