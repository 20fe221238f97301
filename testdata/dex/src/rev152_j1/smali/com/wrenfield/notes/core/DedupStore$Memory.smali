.class public final Lcom/wrenfield/notes/core/DedupStore$Memory;
.super Ljava/lang/Object;
.source "DedupStore.java"

# interfaces
.implements Lcom/wrenfield/notes/core/DedupStore;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/DedupStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Memory"
.end annotation


# instance fields
.field private final clock:Lcom/wrenfield/notes/core/Clock;

.field private final entries:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/wrenfield/notes/core/DedupStore$Entry;",
            ">;"
        }
    .end annotation
.end field

.field private final running:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lcom/wrenfield/notes/core/Clock;)V
    .registers 3

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    .line 41
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->running:Ljava/util/Set;

    .line 45
    iput-object p1, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->clock:Lcom/wrenfield/notes/core/Clock;

    .line 46
    return-void
.end method


# virtual methods
.method public begin(Ljava/lang/String;)Z
    .registers 3

    .line 60
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public end(Ljava/lang/String;)V
    .registers 3

    .line 70
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 71
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/wrenfield/notes/core/DedupStore$Entry;
    .registers 7

    .line 50
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/DedupStore$Entry;

    move-object v4, v0

    .line 51
    if-eqz v4, :cond_0

    iget-wide v0, v4, Lcom/wrenfield/notes/core/DedupStore$Entry;->recordedAt:J

    const-wide/32 v2, 0x5265c00

    add-long/2addr v0, v2

    iget-object v2, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    .line 52
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v4}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;Ljava/lang/Object;)Z

    .line 53
    const/4 v0, 0x0

    return-object v0

    .line 55
    :cond_0
    return-object v4
.end method

.method public finish(Ljava/lang/String;Lcom/wrenfield/notes/core/DedupStore$Entry;)V
    .registers 4

    .line 65
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Memory;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    return-void
.end method
