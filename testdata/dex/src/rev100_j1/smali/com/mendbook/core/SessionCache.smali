.class public final Lcom/mendbook/core/SessionCache;
.super Ljava/util/LinkedHashMap;
.source "SessionCache.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/util/LinkedHashMap<",
        "Ljava/lang/String;",
        "Ljava/lang/Integer;",
        ">;"
    }
.end annotation


# instance fields
.field private final max:I


# direct methods
.method public constructor <init>(I)V
    .registers 5

    .line 11
    const/16 v0, 0x10

    const/high16 v1, 0x3f400000    # 0.75f

    const/4 v2, 0x1

    invoke-direct {p0, v0, v1, v2}, Ljava/util/LinkedHashMap;-><init>(IFZ)V

    .line 12
    iput p1, p0, Lcom/mendbook/core/SessionCache;->max:I

    .line 13
    return-void
.end method


# virtual methods
.method public declared-synchronized lookup(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 3

    monitor-enter p0

    .line 25
    :try_start_1
    invoke-virtual {p0, p1}, Lcom/mendbook/core/SessionCache;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;
    :try_end_7
    .catchall {:try_start_1 .. :try_end_7} :catchall_9

    monitor-exit p0

    return-object v0

    :catchall_9
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized remember(Ljava/lang/String;I)V
    .registers 5

    monitor-enter p0

    .line 21
    :try_start_1
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-virtual {p0, p1, v0}, Lcom/mendbook/core/SessionCache;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_8
    .catchall {:try_start_1 .. :try_end_8} :catchall_a

    .line 22
    monitor-exit p0

    return-void

    :catchall_a
    move-exception v1

    monitor-exit p0

    throw v1
.end method

.method protected removeEldestEntry(Ljava/util/Map$Entry;)Z
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Map$Entry<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;)Z"
        }
    .end annotation

    .line 17
    invoke-virtual {p0}, Lcom/mendbook/core/SessionCache;->size()I

    move-result v0

    iget v1, p0, Lcom/mendbook/core/SessionCache;->max:I

    if-le v0, v1, :cond_a

    const/4 v0, 0x1

    goto :goto_b

    :cond_a
    const/4 v0, 0x0

    :goto_b
    return v0
.end method
