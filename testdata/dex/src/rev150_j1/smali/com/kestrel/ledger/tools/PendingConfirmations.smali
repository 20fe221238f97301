.class public final Lcom/kestrel/ledger/tools/PendingConfirmations;
.super Ljava/lang/Object;
.source "PendingConfirmations.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    }
.end annotation


# static fields
.field public static final TTL_MS:J = 0x927c0L


# instance fields
.field private final open:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 41
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations;->open:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public declared-synchronized answer(Ljava/lang/String;Z)Z
    .registers 8

    monitor-enter p0

    .line 67
    :try_start_0
    iget-object v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    move-object v2, v0

    .line 68
    if-nez v2, :cond_0

    .line 69
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 71
    :cond_0
    move-object v3, v2

    :try_start_1
    monitor-enter v3
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    .line 72
    :try_start_2
    iget-boolean v0, v2, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered:Z

    if-eqz v0, :cond_1

    .line 73
    monitor-exit v3
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 75
    :cond_1
    const/4 v1, 0x1

    :try_start_3
    iput-boolean v1, v2, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered:Z

    .line 76
    iput-boolean p2, v2, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->approved:Z

    .line 77
    monitor-exit v3
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v4

    :try_start_4
    monitor-exit v3
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    :try_start_5
    throw v4
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_1

    .line 78
    :goto_0
    const/4 v0, 0x1

    monitor-exit p0

    return v0

    :catchall_1
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized find(Ljava/lang/String;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    .registers 4

    monitor-enter p0

    .line 52
    :try_start_0
    iget-object v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations;->open:Ljava/util/Map;

    invoke-static {p1}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized open(Ljava/lang/String;Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;)Ljava/lang/String;
    .registers 5

    monitor-enter p0

    .line 45
    :try_start_0
    invoke-static {p1}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 46
    iget-object v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations;->open:Ljava/util/Map;

    invoke-interface {v0, v1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 47
    move-object v0, v1

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized peek(Ljava/lang/String;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    .registers 3

    monitor-enter p0

    .line 62
    :try_start_0
    iget-object v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations;->open:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized spend(Ljava/lang/String;)V
    .registers 4

    monitor-enter p0

    .line 57
    :try_start_0
    iget-object v0, p0, Lcom/kestrel/ledger/tools/PendingConfirmations;->open:Ljava/util/Map;

    invoke-static {p1}, Lcom/kestrel/ledger/tools/Tokens;->sha256Hex(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 58
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
