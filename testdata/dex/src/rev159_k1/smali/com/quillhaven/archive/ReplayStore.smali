.class public final Lcom/quillhaven/archive/ReplayStore;
.super Ljava/lang/Object;
.source "Store.kt"


# instance fields
.field private final db:Lcom/quillhaven/archive/ArchiveDb;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;

.field private final writes:Ljava/util/concurrent/locks/ReentrantLock;


# direct methods
.method public constructor <init>(Lcom/quillhaven/archive/ArchiveDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 203
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/ReplayStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    .line 204
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    .line 205
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;

    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->writes:Ljava/util/concurrent/locks/ReentrantLock;

    .line 203
    return-void
.end method


# virtual methods
.method public final claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 14

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 215
    new-instance v0, Lcom/quillhaven/archive/Replay;

    move-object v2, p2

    move-object v3, p3

    if-nez p4, :cond_0

    const/4 v4, 0x0

    goto :goto_0

    :cond_0
    const-string v4, "accepted"

    :goto_0
    invoke-direct {v0, v2, v3, v4, p4}, Lcom/quillhaven/archive/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    move-object v5, v0

    .line 216
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v5}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    return v0

    .line 217
    :cond_1
    iget-object v6, p0, Lcom/quillhaven/archive/ReplayStore;->writes:Ljava/util/concurrent/locks/ReentrantLock;

    check-cast v6, Ljava/util/concurrent/locks/Lock;

    invoke-interface {v6}, Ljava/util/concurrent/locks/Lock;->lock()V

    .line 235
    :try_start_0
    const/4 v7, 0x0

    .line 217
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, p1, v5}, Lcom/quillhaven/archive/ArchiveDb;->insertReplay(Ljava/lang/String;Lcom/quillhaven/archive/Replay;)Z

    move-result v7
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-interface {v6}, Ljava/util/concurrent/locks/Lock;->unlock()V

    move v0, v7

    goto :goto_1

    :catchall_0
    move-exception v8

    invoke-interface {v6}, Ljava/util/concurrent/locks/Lock;->unlock()V

    throw v8

    :goto_1
    return v0
.end method

.method public final complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "status"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "data"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 221
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/Replay;

    if-eqz v0, :cond_0

    move-object v4, v0

    const/4 v5, 0x0

    .line 222
    invoke-virtual {v4, p3}, Lcom/quillhaven/archive/Replay;->setData(Ljava/lang/String;)V

    .line 223
    invoke-virtual {v4, p2}, Lcom/quillhaven/archive/Replay;->setStatus(Ljava/lang/String;)V

    .line 221
    goto :goto_0

    .line 225
    :cond_0
    :goto_0
    iget-object v2, p0, Lcom/quillhaven/archive/ReplayStore;->writes:Ljava/util/concurrent/locks/ReentrantLock;

    check-cast v2, Ljava/util/concurrent/locks/Lock;

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->lock()V

    .line 235
    :try_start_0
    const/4 v3, 0x0

    .line 225
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, p1, p2, p3}, Lcom/quillhaven/archive/ArchiveDb;->completeReplay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->unlock()V

    goto :goto_1

    :catchall_0
    move-exception v4

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->unlock()V

    throw v4

    .line 226
    :goto_1
    return-void
.end method

.method public final prior(Ljava/lang/String;)Lcom/quillhaven/archive/Replay;
    .registers 7

    .line 208
    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/Replay;

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 235
    const/4 v4, 0x0

    .line 208
    return-object v3

    .line 209
    :cond_0
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/ArchiveDb;->loadReplay(Ljava/lang/String;)Lcom/quillhaven/archive/Replay;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v2, v0

    .line 210
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/Replay;

    if-nez v0, :cond_2

    move-object v0, v2

    :cond_2
    return-object v0
.end method

.method public final release(Ljava/lang/String;)V
    .registers 7

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 230
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->recent:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 231
    iget-object v2, p0, Lcom/quillhaven/archive/ReplayStore;->writes:Ljava/util/concurrent/locks/ReentrantLock;

    check-cast v2, Ljava/util/concurrent/locks/Lock;

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->lock()V

    .line 235
    :try_start_0
    const/4 v3, 0x0

    .line 231
    iget-object v0, p0, Lcom/quillhaven/archive/ReplayStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/ArchiveDb;->deleteReplay(Ljava/lang/String;)V

    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->unlock()V

    goto :goto_0

    :catchall_0
    move-exception v4

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->unlock()V

    throw v4

    .line 232
    :goto_0
    return-void
.end method
