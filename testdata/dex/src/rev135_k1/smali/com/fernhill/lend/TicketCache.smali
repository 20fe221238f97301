.class public final Lcom/fernhill/lend/TicketCache;
.super Ljava/lang/Object;
.source "TicketCache.java"


# instance fields
.field private final open:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/fernhill/lend/Ticket;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/fernhill/lend/TicketCache;->open:Ljava/util/Map;

    return-void
.end method

.method static synthetic lambda$decide$0(ZLjava/lang/String;Lcom/fernhill/lend/Ticket;)Lcom/fernhill/lend/Ticket;
    .registers 4

    .line 26
    invoke-virtual {p2, p0}, Lcom/fernhill/lend/Ticket;->withAnswer(Z)Lcom/fernhill/lend/Ticket;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public consume(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;
    .registers 3

    .line 21
    iget-object v0, p0, Lcom/fernhill/lend/TicketCache;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/Ticket;

    return-object v0
.end method

.method public decide(Ljava/lang/String;Z)V
    .registers 5

    .line 26
    iget-object v0, p0, Lcom/fernhill/lend/TicketCache;->open:Ljava/util/Map;

    new-instance v1, Lcom/fernhill/lend/TicketCache$$ExternalSyntheticLambda0;

    invoke-direct {v1, p2}, Lcom/fernhill/lend/TicketCache$$ExternalSyntheticLambda0;-><init>(Z)V

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->computeIfPresent(Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;

    .line 27
    return-void
.end method

.method public lookup(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;
    .registers 3

    .line 16
    iget-object v0, p0, Lcom/fernhill/lend/TicketCache;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fernhill/lend/Ticket;

    return-object v0
.end method

.method public put(Ljava/lang/String;Lcom/fernhill/lend/Ticket;)V
    .registers 4

    .line 11
    iget-object v0, p0, Lcom/fernhill/lend/TicketCache;->open:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 12
    return-void
.end method

.method public size()I
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/fernhill/lend/TicketCache;->open:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->size()I

    move-result v0

    return v0
.end method
