.class public final Lcom/quillhaven/archive/OperationStore;
.super Ljava/lang/Object;
.source "Store.kt"


# instance fields
.field private final db:Lcom/quillhaven/archive/ArchiveDb;

.field private final records:Ljava/util/concurrent/ConcurrentHashMap;

.field private final writes:Ljava/util/concurrent/locks/ReentrantLock;


# direct methods
.method public constructor <init>(Lcom/quillhaven/archive/ArchiveDb;)V
    .registers 3

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 152
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/OperationStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    .line 153
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/OperationStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    .line 154
    new-instance v0, Ljava/util/concurrent/locks/ReentrantLock;

    invoke-direct {v0}, Ljava/util/concurrent/locks/ReentrantLock;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/OperationStore;->writes:Ljava/util/concurrent/locks/ReentrantLock;

    .line 152
    return-void
.end method

.method public static final requestCancel$lambda$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 193
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v0

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    :pswitch_0
    const-string v1, "queued"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "cancelled"

    goto :goto_1

    :cond_0
    :goto_0
    move-object v0, p0

    :goto_1
    return-object v0

    nop

    :pswitch_data_0
    .packed-switch -0x388bf68d
        :pswitch_0
    .end packed-switch
.end method


# virtual methods
.method public final fail(Lcom/quillhaven/archive/OperationRecord;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "code"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 185
    invoke-virtual {p1, p2}, Lcom/quillhaven/archive/OperationRecord;->setErrorCode(Ljava/lang/String;)V

    .line 186
    invoke-virtual {p1, p3}, Lcom/quillhaven/archive/OperationRecord;->setErrorMessage(Ljava/lang/String;)V

    .line 187
    invoke-virtual {p1}, Lcom/quillhaven/archive/OperationRecord;->getState()Ljava/util/concurrent/atomic/AtomicReference;

    move-result-object v0

    const-string v1, "failed"

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V

    .line 188
    invoke-virtual {p0, p1}, Lcom/quillhaven/archive/OperationStore;->persist(Lcom/quillhaven/archive/OperationRecord;)V

    .line 189
    return-void
.end method

.method public final find(Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;
    .registers 7

    .line 161
    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lcom/quillhaven/archive/OperationStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/OperationRecord;

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 235
    const/4 v4, 0x0

    .line 161
    return-object v3

    .line 162
    :cond_0
    iget-object v0, p0, Lcom/quillhaven/archive/OperationStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/ArchiveDb;->loadOp(Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v2, v0

    .line 163
    iget-object v0, p0, Lcom/quillhaven/archive/OperationStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/quillhaven/archive/OperationRecord;

    if-nez v0, :cond_2

    move-object v0, v2

    :cond_2
    return-object v0
.end method

.method public final findOwned(Ljava/lang/String;ILjava/lang/String;)Lcom/quillhaven/archive/OperationRecord;
    .registers 7

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "requestId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 168
    invoke-virtual {p0, p1}, Lcom/quillhaven/archive/OperationStore;->find(Ljava/lang/String;)Lcom/quillhaven/archive/OperationRecord;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v2, v0

    .line 169
    invoke-virtual {v2}, Lcom/quillhaven/archive/OperationRecord;->getOwner()I

    move-result v0

    if-ne v0, p2, :cond_1

    invoke-virtual {v2}, Lcom/quillhaven/archive/OperationRecord;->getRequestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    move-object v0, v2

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final getRecords()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2

    .line 153
    iget-object v0, p0, Lcom/quillhaven/archive/OperationStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    return-object v0
.end method

.method public final persist(Lcom/quillhaven/archive/OperationRecord;)V
    .registers 7

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 157
    iget-object v2, p0, Lcom/quillhaven/archive/OperationStore;->writes:Ljava/util/concurrent/locks/ReentrantLock;

    check-cast v2, Ljava/util/concurrent/locks/Lock;

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->lock()V

    .line 235
    :try_start_0
    const/4 v3, 0x0

    .line 157
    iget-object v0, p0, Lcom/quillhaven/archive/OperationStore;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/ArchiveDb;->saveOp(Lcom/quillhaven/archive/OperationRecord;)V

    sget-object v3, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->unlock()V

    goto :goto_0

    :catchall_0
    move-exception v4

    invoke-interface {v2}, Ljava/util/concurrent/locks/Lock;->unlock()V

    throw v4

    .line 158
    :goto_0
    return-void
.end method

.method public final requestCancel(Lcom/quillhaven/archive/OperationRecord;)Z
    .registers 5

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 193
    invoke-virtual {p1}, Lcom/quillhaven/archive/OperationRecord;->getState()Ljava/util/concurrent/atomic/AtomicReference;

    move-result-object v0

    sget-object v1, Lcom/quillhaven/archive/OperationStore$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillhaven/archive/OperationStore$$ExternalSyntheticLambda0;

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->updateAndGet(Ljava/util/function/UnaryOperator;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    .line 194
    invoke-virtual {p0, p1}, Lcom/quillhaven/archive/OperationStore;->persist(Lcom/quillhaven/archive/OperationRecord;)V

    .line 195
    const-string v1, "cancelled"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const-string v1, "running"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final start(Lcom/quillhaven/archive/OperationRecord;)Z
    .registers 5

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 173
    invoke-virtual {p1}, Lcom/quillhaven/archive/OperationRecord;->getState()Ljava/util/concurrent/atomic/AtomicReference;

    move-result-object v0

    const-string v1, "queued"

    const-string v2, "running"

    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicReference;->compareAndSet(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    .line 174
    :cond_0
    invoke-virtual {p0, p1}, Lcom/quillhaven/archive/OperationStore;->persist(Lcom/quillhaven/archive/OperationRecord;)V

    .line 175
    const/4 v0, 0x1

    return v0
.end method

.method public final succeed(Lcom/quillhaven/archive/OperationRecord;Lorg/json/JSONObject;)V
    .registers 5

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "value"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 179
    invoke-virtual {p1, p2}, Lcom/quillhaven/archive/OperationRecord;->setResult(Lorg/json/JSONObject;)V

    .line 180
    invoke-virtual {p1}, Lcom/quillhaven/archive/OperationRecord;->getState()Ljava/util/concurrent/atomic/AtomicReference;

    move-result-object v0

    const-string v1, "succeeded"

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicReference;->set(Ljava/lang/Object;)V

    .line 181
    invoke-virtual {p0, p1}, Lcom/quillhaven/archive/OperationStore;->persist(Lcom/quillhaven/archive/OperationRecord;)V

    .line 182
    return-void
.end method
