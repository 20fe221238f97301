# Kotlin sketch (KotlinKeyProvider.kt), compiled by kotlinc and D8:
#   package com.example.tkey                                                       // 1
#
#   data class Key(val uid: Int, val id: String?)                                  // 3
#
#   class KotlinKeyProvider : ContentProvider() {                                  // 5
#       private val byPair = ConcurrentHashMap<Pair<Any?, String?>, Pending>()    // 6
#       private val byKey = ConcurrentHashMap<Key, Pending>()                     // 7
#       private val owners = ConcurrentHashMap<String, Int>()                     // 8
#       private val pending = ConcurrentHashMap<String, Pending>()                // 9
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           val b = extras ?: return null                                          // 11
#           val uid = Binder.getCallingUid()                                       // 12
#           if (method == "get_operation") return operation(b, uid)               // 13
#           if (method == "cancel_operation") return cancel(b, uid)               // 14
#           if (method == "execute_tool") return session(b, uid)                  // 15
#           if (method == "confirm") return resume(b, uid); return byTool(b)       // 16
#       }
#       // near miss CETP620: `uid to id` boxes the caller's UID into the key
#       private fun operation(b: Bundle, uid: Int) = ok(byPair[uid to b.getString("operation_id")]) // 19
#       // near miss CETP620: a data class key made of the UID and the id
#       private fun cancel(b: Bundle, uid: Int) = ok(byKey[Key(uid, b.getString("operation_id"))]) // 21
#       // near miss CETP620: the stored owner equals the caller's UID; the
#       // Int? == Int comparison is Intrinsics.areEqual with the UID boxed
#       private fun session(b: Bundle, uid: Int): Bundle? =
#           if (owners[b.getString("session_token")] == uid) Bundle() else null  // 25
#       // true positive CETP620: Pair(tool, id) — the key holds no UID
#       private fun byTool(b: Bundle) =
#           ok(byPair[Pair(b.getString("tool_name"), b.getString("operation_id"))]) // 28
#       private fun ok(p: Pending?): Bundle {
#           val out = Bundle()                                                     // 30
#           out.putString("tool", p?.tool)                                         // 31
#           return out                                                             // 32
#       }
#       override fun onCreate() = true                                            // 34
#       // near miss CETP620: the template "$uid:$token" keys the resume token to
#       // its caller, and remove() spends it
#       private fun resume(b: Bundle, uid: Int) =
#           ok(pending.remove("$uid:${b.getString("resume_token")}"))             // 38
#   }
.class public final Lcom/example/tkey/KotlinKeyProvider;
.super Landroid/content/ContentProvider;
.source "KotlinKeyProvider.kt"

.field private final byKey:Ljava/util/concurrent/ConcurrentHashMap;

.field private final byPair:Ljava/util/concurrent/ConcurrentHashMap;

.field private final owners:Ljava/util/concurrent/ConcurrentHashMap;

.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .locals 1
    .line 5
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 6
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->byPair:Ljava/util/concurrent/ConcurrentHashMap;
    .line 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->byKey:Ljava/util/concurrent/ConcurrentHashMap;
    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    .line 9
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    if-nez p3, :cond_0
    const/4 p1, 0x0
    return-object p1
    .line 12
    :cond_0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 13
    const-string v0, "get_operation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_1
    invoke-direct {p0, p3, p2}, Lcom/example/tkey/KotlinKeyProvider;->operation(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 14
    :cond_1
    const-string v0, "cancel_operation"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_2
    invoke-direct {p0, p3, p2}, Lcom/example/tkey/KotlinKeyProvider;->cancel(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 15
    :cond_2
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_3
    invoke-direct {p0, p3, p2}, Lcom/example/tkey/KotlinKeyProvider;->session(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 16
    :cond_3
    const-string v0, "confirm"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_4
    invoke-direct {p0, p3, p2}, Lcom/example/tkey/KotlinKeyProvider;->resume(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    :cond_4
    invoke-direct {p0, p3}, Lcom/example/tkey/KotlinKeyProvider;->byTool(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: the caller's UID, boxed, is the pair's first value
.method private final operation(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 19
    iget-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->byPair:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    const-string v1, "operation_id"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p2, p1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    invoke-direct {p0, p1}, Lcom/example/tkey/KotlinKeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: the data class key holds the caller's UID
.method private final cancel(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 3
    .line 21
    iget-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->byKey:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v1, Lcom/example/tkey/Key;
    const-string v2, "operation_id"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v1, p2, p1}, Lcom/example/tkey/Key;-><init>(ILjava/lang/String;)V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    invoke-direct {p0, p1}, Lcom/example/tkey/KotlinKeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: Intrinsics.areEqual(owner, Integer.valueOf(uid))
.method private final session(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 25
    iget-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->owners:Ljava/util/concurrent/ConcurrentHashMap;
    const-string v1, "session_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    return-object p1
.end method

# true positive 620: Pair(tool, id) holds no UID
.method private final byTool(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 28
    iget-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->byPair:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v1, Lkotlin/Pair;
    const-string v2, "tool_name"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "operation_id"
    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v1, v2, p1}, Lkotlin/Pair;-><init>(Ljava/lang/Object;Ljava/lang/Object;)V
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    invoke-direct {p0, p1}, Lcom/example/tkey/KotlinKeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    .locals 2
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 31
    if-eqz p1, :cond_0
    iget-object p1, p1, Lcom/example/tkey/Pending;->tool:Ljava/lang/String;
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    const-string v1, "tool"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    return-object v0
.end method

.method public onCreate()Z
    .locals 1
    .line 34
    const/4 v0, 0x1
    return v0
.end method

# near miss CETP620: a Kotlin template key holds the caller's UID; the
# resume token is removed when used
.method private final resume(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 3
    .line 38
    iget-object v0, p0, Lcom/example/tkey/KotlinKeyProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const/16 v1, 0x3a
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tkey/Pending;
    invoke-direct {p0, p1}, Lcom/example/tkey/KotlinKeyProvider;->ok(Lcom/example/tkey/Pending;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
