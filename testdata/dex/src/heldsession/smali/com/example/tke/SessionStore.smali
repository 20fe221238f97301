.class final Lcom/example/tke/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# instance fields
.field private final byToken:Ljava/util/concurrent/ConcurrentHashMap;

.field private final current:Ljava/lang/ThreadLocal;


# direct methods
.method constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/example/tke/SessionStore;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    .line 9
    new-instance v0, Ljava/lang/ThreadLocal;

    invoke-direct {v0}, Ljava/lang/ThreadLocal;-><init>()V

    iput-object v0, p0, Lcom/example/tke/SessionStore;->current:Ljava/lang/ThreadLocal;

    return-void
.end method


# virtual methods
.method current()Lcom/example/tke/Session;
    .registers 2

    .line 25
    iget-object v0, p0, Lcom/example/tke/SessionStore;->current:Ljava/lang/ThreadLocal;

    invoke-virtual {v0}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/example/tke/Session;

    return-object v0
.end method

.method enter(Ljava/lang/String;I)Lcom/example/tke/Session;
    .registers 4

    if-nez p1, :cond_0

    const/4 p1, 0x0

    goto :goto_0

    :cond_0
    .line 18
    iget-object v0, p0, Lcom/example/tke/SessionStore;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/example/tke/Session;

    :goto_0
    if-eqz p1, :cond_1

    .line 19
    iget v0, p1, Lcom/example/tke/Session;->ownerUid:I

    if-eq v0, p2, :cond_2

    :cond_1
    const/4 p1, 0x0

    return-object p1

    .line 20
    :cond_2
    iget-object p2, p0, Lcom/example/tke/SessionStore;->current:Ljava/lang/ThreadLocal;

    invoke-virtual {p2, p1}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V

    return-object p1
.end method

.method open(I)Lcom/example/tke/Session;
    .registers 4

    .line 12
    new-instance v0, Lcom/example/tke/Session;

    invoke-static {}, Lcom/example/tke/Tokens;->next()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1, p1}, Lcom/example/tke/Session;-><init>(Ljava/lang/String;I)V

    .line 13
    iget-object p1, p0, Lcom/example/tke/SessionStore;->byToken:Ljava/util/concurrent/ConcurrentHashMap;

    iget-object v1, v0, Lcom/example/tke/Session;->token:Ljava/lang/String;

    invoke-virtual {p1, v1, v0}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-object v0
.end method
