# Kotlin sketch (KotlinHelperProvider.kt), compiled by kotlinc and D8:
#   class KotlinHelperProvider : ContentProvider() {                                     // 10
#       private val grants = ConcurrentHashMap<String, Ticket>()                          // 11
#       private val ops = ConcurrentHashMap<String, Ticket>()                             // 12
#       private val tools = ConcurrentHashMap<String, Ticket>()                           // 13
#       private val peeks = ConcurrentHashMap<String, Ticket>()                           // 14
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {       // 15
#           val uid = Binder.getCallingUid()                                               // 16
#           val b = extras ?: return null                                                  // 17
#           return when (method) {                                                         // 18
#               "execute_tool" -> resume(b.getString("resume_token") ?: return null, uid)  // 19
#               "confirm" -> spendOnce(b, uid)                                             // 20
#               "get_operation" -> operation(b)                                            // 21
#               "run_tool" -> forTool(b)                                                   // 22
#               "peek_operation" -> peek(b, uid)                                           // 23
#               else -> null
#           }
#       }
#
#       private fun resume(token: String, uid: Int): Bundle? {
#           val t = TokenStore.find(token) ?: return null                                  // 27
#           if (!t.ownedBy(uid)) return null                                               // 28
#           if (!TokenStore.consume(token)) return null                                    // 29
#           return data(t.tool)                                                            // 30
#       }
#
#       private fun spendOnce(b: Bundle, uid: Int): Bundle? {
#           val key = b.getString("resume_token") ?: return null                           // 34
#           val t = grants[key] ?: return null                                             // 35
#           if (!t.isOwner(uid) || !t.spend()) return null                                 // 36
#           return data(t.tool)                                                            // 37
#       }
#
#       private fun operation(b: Bundle): Bundle? {
#           val id = b.getString("operation_id") ?: return null                            // 41
#           val op = ops[id] ?: return null                                                // 42
#           checkCaller(op, callingPackage)                                                // 43
#           return data(op.tool)                                                           // 44
#       }
#
#       private fun checkCaller(op: Ticket, pkg: String?) {
#           check(op.pkg == pkg) { "not the caller's operation" }                          // 48
#       }
#
#       private fun forTool(b: Bundle): Bundle? {
#           val id = b.getString("operation_id") ?: return null                            // 52
#           val op = tools[id] ?: return null                                              // 53
#           if (!op.isFor(b.getString("tool") ?: "")) return null                          // 54
#           return data(op.tool)                                                           // 55
#       }
#
#       private fun data(tool: String) = bundleOf("data" to tool)                          // 58
#
#       private fun peek(b: Bundle, uid: Int): Bundle? {
#           val id = b.getString("operation_id") ?: return null                            // 61
#           val op = peeks[id] ?: return null                                              // 62
#           op.ownedBy(uid)                                                                // 63
#           return data(op.tool)                                                           // 64
#       }
#       ...
#   }
.class public final Lcom/example/th/KotlinHelperProvider;
.super Landroid/content/ContentProvider;
.source "KotlinHelperProvider.kt"

.field private final grants:Ljava/util/concurrent/ConcurrentHashMap;

.field private final ops:Ljava/util/concurrent/ConcurrentHashMap;

.field private final peeks:Ljava/util/concurrent/ConcurrentHashMap;

.field private final tools:Ljava/util/concurrent/ConcurrentHashMap;

.method public constructor <init>()V
    .locals 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/KotlinHelperProvider;->grants:Ljava/util/concurrent/ConcurrentHashMap;
    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/KotlinHelperProvider;->ops:Ljava/util/concurrent/ConcurrentHashMap;
    .line 13
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/KotlinHelperProvider;->tools:Ljava/util/concurrent/ConcurrentHashMap;
    .line 14
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/th/KotlinHelperProvider;->peeks:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 17
    const/4 v0, 0x0
    if-nez p3, :cond_0
    return-object v0
    .line 18
    :cond_0
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    .line 19
    const-string p1, "resume_token"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_1
    return-object v0
    :cond_1
    invoke-direct {p0, p1, p2}, Lcom/example/th/KotlinHelperProvider;->resume(Ljava/lang/String;I)Landroid/os/Bundle;
    move-result-object v0
    goto :goto_0
    .line 20
    :cond_2
    const-string v1, "confirm"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_3
    invoke-direct {p0, p3, p2}, Lcom/example/th/KotlinHelperProvider;->spendOnce(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object v0
    goto :goto_0
    .line 21
    :cond_3
    const-string v1, "get_operation"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_4
    invoke-direct {p0, p3}, Lcom/example/th/KotlinHelperProvider;->operation(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :goto_0
    .line 22
    :cond_4
    const-string v1, "run_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_5
    invoke-direct {p0, p3}, Lcom/example/th/KotlinHelperProvider;->forTool(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    goto :goto_0
    .line 23
    :cond_5
    const-string v1, "peek_operation"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_6
    invoke-direct {p0, p3, p2}, Lcom/example/th/KotlinHelperProvider;->peek(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object v0
    .line 18
    :cond_6
    :goto_0
    return-object v0
.end method

.method private final resume(Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 2
    .line 27
    sget-object v0, Lcom/example/th/TokenStore;->INSTANCE:Lcom/example/th/TokenStore;
    invoke-virtual {v0, p1}, Lcom/example/th/TokenStore;->find(Ljava/lang/String;)Lcom/example/th/Ticket;
    move-result-object v0
    const/4 v1, 0x0
    if-nez v0, :cond_0
    return-object v1
    .line 28
    :cond_0
    invoke-static {v0, p2}, Lcom/example/th/TicketKt;->ownedBy(Lcom/example/th/Ticket;I)Z
    move-result p2
    if-nez p2, :cond_1
    return-object v1
    .line 29
    :cond_1
    sget-object p2, Lcom/example/th/TokenStore;->INSTANCE:Lcom/example/th/TokenStore;
    invoke-virtual {p2, p1}, Lcom/example/th/TokenStore;->consume(Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_2
    return-object v1
    .line 30
    :cond_2
    invoke-virtual {v0}, Lcom/example/th/Ticket;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/th/KotlinHelperProvider;->data(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

# near miss CETP620: the data-class method isOwner compares the owner with the caller's UID passed in, and spend() flips the entry's AtomicBoolean once
.method private final spendOnce(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 34
    const-string v0, "resume_token"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return-object v0
    .line 35
    :cond_0
    iget-object v1, p0, Lcom/example/th/KotlinHelperProvider;->grants:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Ticket;
    if-nez p1, :cond_1
    return-object v0
    .line 36
    :cond_1
    invoke-virtual {p1, p2}, Lcom/example/th/Ticket;->isOwner(I)Z
    move-result p2
    if-eqz p2, :cond_3
    invoke-virtual {p1}, Lcom/example/th/Ticket;->spend()Z
    move-result p2
    if-nez p2, :cond_2
    goto :goto_0
    .line 37
    :cond_2
    invoke-virtual {p1}, Lcom/example/th/Ticket;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/th/KotlinHelperProvider;->data(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 36
    :cond_3
    :goto_0
    return-object v0
.end method

# near miss CETP620: checkCaller (Kotlin's check) throws unless Intrinsics.areEqual finds the stored package is getCallingPackage()
.method private final operation(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2
    .line 41
    const-string v0, "operation_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return-object v0
    .line 42
    :cond_0
    iget-object v1, p0, Lcom/example/th/KotlinHelperProvider;->ops:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Ticket;
    if-nez p1, :cond_1
    return-object v0
    .line 43
    :cond_1
    invoke-virtual {p0}, Lcom/example/th/KotlinHelperProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, p1, v0}, Lcom/example/th/KotlinHelperProvider;->checkCaller(Lcom/example/th/Ticket;Ljava/lang/String;)V
    .line 44
    invoke-virtual {p1}, Lcom/example/th/Ticket;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/th/KotlinHelperProvider;->data(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final checkCaller(Lcom/example/th/Ticket;Ljava/lang/String;)V
    .locals 1
    .line 48
    invoke-virtual {p1}, Lcom/example/th/Ticket;->getPkg()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    return-void
    :cond_0
    const-string p1, "not the caller's operation"
    new-instance p2, Ljava/lang/IllegalStateException;
    invoke-virtual {p1}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p2, p1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p2
.end method

.method private final forTool(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    .line 52
    const-string v0, "operation_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    if-nez v0, :cond_0
    return-object v1
    .line 53
    :cond_0
    iget-object v2, p0, Lcom/example/th/KotlinHelperProvider;->tools:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v2, v0}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/th/Ticket;
    if-nez v0, :cond_1
    return-object v1
    .line 54
    :cond_1
    const-string v2, "tool"
    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_2
    const-string p1, ""
    :cond_2
    invoke-static {v0, p1}, Lcom/example/th/TicketKt;->isFor(Lcom/example/th/Ticket;Ljava/lang/String;)Z
    move-result p1
    if-nez p1, :cond_3
    return-object v1
    .line 55
    :cond_3
    invoke-virtual {v0}, Lcom/example/th/Ticket;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/th/KotlinHelperProvider;->data(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final data(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2
    .line 58
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/Pair;
    const-string v1, "data"
    invoke-static {v1, p1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object p1
    const/4 v1, 0x0
    aput-object p1, v0, v1
    invoke-static {v0}, Landroidx/core/os/BundleKt;->bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final peek(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 2
    .line 61
    const-string v0, "operation_id"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return-object v0
    .line 62
    :cond_0
    iget-object v1, p0, Lcom/example/th/KotlinHelperProvider;->peeks:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v1, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Ticket;
    if-nez p1, :cond_1
    return-object v0
    .line 63
    :cond_1
    invoke-static {p1, p2}, Lcom/example/th/TicketKt;->ownedBy(Lcom/example/th/Ticket;I)Z
    .line 64
    invoke-virtual {p1}, Lcom/example/th/Ticket;->getTool()Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/th/KotlinHelperProvider;->data(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .locals 1
    .line 67
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 1
    .line 68
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 1
    .line 69
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 1
    .line 70
    const/4 v0, 0x0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 71
    const/4 v0, 0x0
    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 1
    .line 72
    const/4 v0, 0x0
    return v0
.end method
