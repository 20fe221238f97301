# Kotlin sketch (Confirmations.kt): pending confirmations and operations,
# kept by token in the object's maps.
#   object Confirmations {                                                        // 6
#       private val pending = ConcurrentHashMap<String, Pending>()                   // 7
#       private val operations = ConcurrentHashMap<String, Pending>()                // 8
#
#       fun take(token: String, uid: Int): Pending? {
#           val p = pending.remove(token) ?: return null                            // 11
#           return if (p.uid == uid) p else null                                     // 12
#       }
#
#       fun find(operationId: String): Pending? = operations[operationId]           // 15
#   }
.class public final Lcom/example/tk/Confirmations;
.super Ljava/lang/Object;
.source "Confirmations.kt"

.field public static final INSTANCE:Lcom/example/tk/Confirmations;

.field private static final operations:Ljava/util/concurrent/ConcurrentHashMap;

.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/tk/Confirmations;
    invoke-direct {v0}, Lcom/example/tk/Confirmations;-><init>()V
    sput-object v0, Lcom/example/tk/Confirmations;->INSTANCE:Lcom/example/tk/Confirmations;
    .line 7
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/tk/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/tk/Confirmations;->operations:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# near miss CETP620: the resume token is removed on use and its stored UID compared with the caller's
.method public final take(Ljava/lang/String;I)Lcom/example/tk/Pending;
    .locals 2
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    sget-object v0, Lcom/example/tk/Confirmations;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tk/Pending;
    const/4 v0, 0x0
    if-nez p1, :cond_0
    return-object v0
    .line 12
    :cond_0
    iget v1, p1, Lcom/example/tk/Pending;->uid:I
    if-ne v1, p2, :cond_1
    move-object v0, p1
    :cond_1
    return-object v0
.end method

.method public final find(Ljava/lang/String;)Lcom/example/tk/Pending;
    .locals 1
    const-string v0, "operationId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    sget-object v0, Lcom/example/tk/Confirmations;->operations:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/tk/Pending;
    return-object p1
.end method
