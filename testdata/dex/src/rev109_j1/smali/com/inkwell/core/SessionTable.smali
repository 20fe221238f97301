.class public final Lcom/inkwell/core/SessionTable;
.super Ljava/lang/Object;
.source "SessionTable.java"


# instance fields
.field private final owners:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
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
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/inkwell/core/SessionTable;->owners:Ljava/util/Map;

    return-void
.end method

.method public static speaksV2([I)Z
    .registers 6

    .line 11
    const/4 v0, 0x0

    if-eqz p0, :cond_1

    .line 12
    array-length v1, p0

    move v2, v0

    :goto_0
    if-ge v2, v1, :cond_1

    aget v3, p0, v2

    .line 13
    const/4 v4, 0x2

    if-ne v3, v4, :cond_0

    .line 14
    const/4 v0, 0x1

    return v0

    .line 12
    :cond_0
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 18
    :cond_1
    return v0
.end method


# virtual methods
.method public declared-synchronized open(I)Ljava/lang/String;
    .registers 5

    monitor-enter p0

    .line 22
    :try_start_0
    invoke-static {}, Lcom/inkwell/core/TokenMint;->get()Lcom/inkwell/core/TokenMint;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkwell/core/TokenMint;->opaque()Ljava/lang/String;

    move-result-object v0

    .line 23
    iget-object v1, p0, Lcom/inkwell/core/SessionTable;->owners:Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 24
    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public valid(Ljava/lang/String;I)Z
    .registers 5

    .line 28
    if-nez p1, :cond_0

    .line 29
    const/4 v0, 0x0

    return v0

    .line 31
    :cond_0
    monitor-enter p0

    .line 32
    :try_start_0
    iget-object v0, p0, Lcom/inkwell/core/SessionTable;->owners:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    .line 33
    if-eqz v0, :cond_1

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-ne v1, p2, :cond_1

    const/4 v1, 0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    monitor-exit p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v1

    .line 34
    :catchall_0
    move-exception v0

    :try_start_1
    monitor-exit p0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v0
.end method
