.class public final Lcom/quillhaven/archive/Jobs;
.super Ljava/lang/Object;
.source "Archive.kt"


# instance fields
.field private final db:Lcom/quillhaven/archive/ArchiveDb;

.field private final generations:Ljava/util/concurrent/atomic/AtomicLong;

.field private final ops:Lcom/quillhaven/archive/OperationStore;


# direct methods
.method public constructor <init>(Lcom/quillhaven/archive/ArchiveDb;Lcom/quillhaven/archive/OperationStore;)V
    .registers 4

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ops"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quillhaven/archive/Jobs;->db:Lcom/quillhaven/archive/ArchiveDb;

    iput-object p2, p0, Lcom/quillhaven/archive/Jobs;->ops:Lcom/quillhaven/archive/OperationStore;

    .line 73
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    iput-object v0, p0, Lcom/quillhaven/archive/Jobs;->generations:Ljava/util/concurrent/atomic/AtomicLong;

    .line 72
    return-void
.end method

.method public static final nextGeneration$lambda$0(J)J
    .registers 6

    .line 76
    const-wide/16 v2, 0x1

    add-long v0, p0, v2

    return-wide v0
.end method


# virtual methods
.method public final export(Lcom/quillhaven/archive/OperationRecord;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 8

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "folder"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 79
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->ops:Lcom/quillhaven/archive/OperationStore;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/OperationStore;->start(Lcom/quillhaven/archive/OperationRecord;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 95
    const/4 v4, 0x0

    .line 79
    const-string v4, "operation was cancelled before it started"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 80
    :cond_0
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {p1}, Lcom/quillhaven/archive/OperationRecord;->getId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p2, v2}, Lcom/quillhaven/archive/ArchiveDb;->recordExport(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    .line 81
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->ops:Lcom/quillhaven/archive/OperationStore;

    invoke-virtual {v0, p1, v3}, Lcom/quillhaven/archive/OperationStore;->succeed(Lcom/quillhaven/archive/OperationRecord;Lorg/json/JSONObject;)V

    .line 82
    return-object v3
.end method

.method public final nextGeneration()J
    .registers 3

    .line 76
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->generations:Ljava/util/concurrent/atomic/AtomicLong;

    sget-object v1, Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;->INSTANCE:Lcom/quillhaven/archive/Jobs$$ExternalSyntheticLambda0;

    invoke-virtual {v0, v1}, Ljava/util/concurrent/atomic/AtomicLong;->updateAndGet(Ljava/util/function/LongUnaryOperator;)J

    move-result-wide v0

    return-wide v0
.end method

.method public final rebuild(Lcom/quillhaven/archive/OperationRecord;)Lorg/json/JSONObject;
    .registers 9

    const-string v1, "op"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->ops:Lcom/quillhaven/archive/OperationStore;

    invoke-virtual {v0, p1}, Lcom/quillhaven/archive/OperationStore;->start(Lcom/quillhaven/archive/OperationRecord;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 95
    const/4 v4, 0x0

    .line 86
    const-string v4, "operation was cancelled before it started"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v4}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 87
    :cond_0
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->generations:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->get()J

    move-result-wide v3

    .line 88
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->db:Lcom/quillhaven/archive/ArchiveDb;

    invoke-virtual {v0, v3, v4}, Lcom/quillhaven/archive/ArchiveDb;->reindex(J)I

    move-result v5

    .line 89
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "documents"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "generation"

    invoke-virtual {v0, v1, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v6

    .line 90
    iget-object v0, p0, Lcom/quillhaven/archive/Jobs;->ops:Lcom/quillhaven/archive/OperationStore;

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, p1, v6}, Lcom/quillhaven/archive/OperationStore;->succeed(Lcom/quillhaven/archive/OperationRecord;Lorg/json/JSONObject;)V

    .line 91
    return-object v6
.end method
