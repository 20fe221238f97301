# Kotlin sketch (TokenStore.kt): pending confirmations kept by resume token.
#   object TokenStore {                                                    // 5
#       private val pending = ConcurrentHashMap<String, Ticket>()          // 6
#       fun find(token: String): Ticket? = pending[token]                  // 7
#       fun consume(token: String): Boolean {
#           pending.remove(token) ?: return false                          // 9
#           return true                                                    // 10
#       }
#   }
.class public final Lcom/example/th/TokenStore;
.super Ljava/lang/Object;
.source "TokenStore.kt"

.field public static final INSTANCE:Lcom/example/th/TokenStore;

.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/th/TokenStore;
    invoke-direct {v0}, Lcom/example/th/TokenStore;-><init>()V
    sput-object v0, Lcom/example/th/TokenStore;->INSTANCE:Lcom/example/th/TokenStore;
    .line 6
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/th/TokenStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .locals 0
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

# near miss CETP620: the resume token's lookup; KotlinHelperProvider.resume, which passes it, checks ownedBy() and calls consume() on the path through this call
.method public final find(Ljava/lang/String;)Lcom/example/th/Ticket;
    .locals 1
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    sget-object v0, Lcom/example/th/TokenStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/th/Ticket;
    return-object p1
.end method

# near miss CETP620: the removal that spends the token, after ownedBy() accepted the caller in KotlinHelperProvider.resume
.method public final consume(Ljava/lang/String;)Z
    .locals 1
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    sget-object v0, Lcom/example/th/TokenStore;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    if-nez p1, :cond_0
    const/4 p1, 0x0
    return p1
    .line 10
    :cond_0
    const/4 p1, 0x1
    return p1
.end method
