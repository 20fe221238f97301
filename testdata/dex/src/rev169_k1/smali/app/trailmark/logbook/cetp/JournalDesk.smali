.class public final Lapp/trailmark/logbook/cetp/JournalDesk;
.super Ljava/lang/Object;
.source "JournalDesk.kt"


# instance fields
.field private final audit:Lapp/trailmark/logbook/data/AuditLog;

.field private final context:Landroid/content/Context;

.field private final journal:Lapp/trailmark/logbook/data/Journal;

.field private final ops:Lapp/trailmark/logbook/data/OperationStore;

.field private final settings:Lapp/trailmark/logbook/cetp/JournalSettings;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/cetp/JournalSettings;)V
    .registers 7

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "journal"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "audit"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "ops"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "settings"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->context:Landroid/content/Context;

    .line 16
    iput-object p2, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->journal:Lapp/trailmark/logbook/data/Journal;

    .line 17
    iput-object p3, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->audit:Lapp/trailmark/logbook/data/AuditLog;

    .line 18
    iput-object p4, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->ops:Lapp/trailmark/logbook/data/OperationStore;

    .line 19
    iput-object p5, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->settings:Lapp/trailmark/logbook/cetp/JournalSettings;

    .line 14
    return-void
.end method

.method private final add(Lapp/trailmark/logbook/cetp/NewEntryArgs;J)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 17

    .line 54
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->journal:Lapp/trailmark/logbook/data/Journal;

    move-wide v1, p2

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v7

    move-object v1, v7

    check-cast v1, Ljava/lang/Number;

    invoke-virtual {v1}, Ljava/lang/Number;->longValue()J

    move-result-wide v8

    .line 91
    move-object v11, v0

    const/4 v10, 0x0

    .line 54
    const-wide/16 v2, 0x0

    cmp-long v0, v8, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v12, v0

    move-object v0, v11

    if-eqz v12, :cond_1

    move-object v1, v7

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/NewEntryArgs;->getText()Ljava/lang/String;

    move-result-object v2

    check-cast v2, Ljava/lang/CharSequence;

    invoke-static {v2}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Lapp/trailmark/logbook/data/Journal;->add(Ljava/lang/Long;Ljava/lang/String;)J

    move-result-wide v5

    .line 55
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final archive(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/ArchiveArgs;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 12

    .line 72
    sget-object v0, Lapp/trailmark/logbook/cetp/ArchiveJob;->Companion:Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->ops:Lapp/trailmark/logbook/data/OperationStore;

    iget-object v2, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->journal:Lapp/trailmark/logbook/data/Journal;

    iget-object v3, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->settings:Lapp/trailmark/logbook/cetp/JournalSettings;

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/ArchiveArgs;->getCutoffMs()J

    move-result-wide v5

    move-object v4, p1

    invoke-virtual/range {v0 .. v6}, Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;->queue(Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/cetp/JournalSettings;Lapp/trailmark/logbook/cetp/Call;J)Lapp/trailmark/logbook/cetp/ArchiveJob;

    move-result-object v7

    .line 73
    const-string v1, "async_operations"

    invoke-virtual {p1, v1}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 74
    sget-object v0, Lapp/trailmark/logbook/cetp/Workers;->INSTANCE:Lapp/trailmark/logbook/cetp/Workers;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Workers;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    move-object v1, v7

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 75
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;

    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/ArchiveJob;->getOperationId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Accepted;-><init>(Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0

    .line 77
    :cond_0
    sget-object v0, Lapp/trailmark/logbook/cetp/Workers;->INSTANCE:Lapp/trailmark/logbook/cetp/Workers;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/Workers;->getPool()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    move-object v1, v7

    check-cast v1, Ljava/lang/Runnable;

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;

    .line 78
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->ops:Lapp/trailmark/logbook/data/OperationStore;

    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/ArchiveJob;->getOperationId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/data/OperationStore;->find(Ljava/lang/String;)Lapp/trailmark/logbook/data/Operation;

    move-result-object v8

    .line 79
    move-object v0, v8

    if-eqz v8, :cond_1

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/Operation;->getState()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    const-string v1, "succeeded"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 80
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {v8}, Lapp/trailmark/logbook/data/Operation;->getResult()Ljava/lang/String;

    move-result-object v4

    if-nez v4, :cond_2

    const-string v4, "{}"

    :cond_2
    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_1

    .line 82
    :cond_3
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INTERNAL_ERROR:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v3, "Archiving stopped before it finished."

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 79
    :goto_1
    return-object v0
.end method

.method private final dayLog(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/DayArgs;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 11

    .line 47
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->context:Landroid/content/Context;

    invoke-static {v2}, Lapp/trailmark/logbook/cetp/BundlesKt;->getDayLogDir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v2

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/DayArgs;->getDay()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ".json"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->context:Landroid/content/Context;

    invoke-static {v1}, Lapp/trailmark/logbook/cetp/BundlesKt;->getDayLogDir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/BundlesKt;->inside(Ljava/io/File;Ljava/io/File;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_0

    .line 48
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v3, "Nothing was recorded on that day."

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0

    .line 47
    :cond_0
    move-object v7, v0

    .line 49
    const-string v1, "large_results"

    invoke-virtual {p1, v1}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    sget-object v0, Lapp/trailmark/logbook/cetp/ResultFile;->Companion:Lapp/trailmark/logbook/cetp/ResultFile$Companion;

    invoke-virtual {v0, v7}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;->inlineOrTooLarge(Ljava/io/File;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    return-object v0

    .line 50
    :cond_1
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$File;

    sget-object v2, Lapp/trailmark/logbook/cetp/ResultFile;->Companion:Lapp/trailmark/logbook/cetp/ResultFile$Companion;

    const/4 v4, 0x0

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-static {v2, v7, v4, v5, v6}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;->of$default(Lapp/trailmark/logbook/cetp/ResultFile$Companion;Ljava/io/File;IILjava/lang/Object;)Lapp/trailmark/logbook/cetp/ResultFile;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$File;-><init>(Lapp/trailmark/logbook/cetp/ResultFile;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final delete(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/EntryRef;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 25

    .line 60
    move-object/from16 v0, p2

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/EntryRef;->getEntryId()J

    move-result-wide v8

    .line 61
    sget-object v0, Lapp/trailmark/logbook/data/AuditedJournal;->Companion:Lapp/trailmark/logbook/data/AuditedJournal$Companion;

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Call;->getCaller()Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v1

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/trailmark/logbook/cetp/JournalDesk;->journal:Lapp/trailmark/logbook/data/Journal;

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/trailmark/logbook/cetp/JournalDesk;->audit:Lapp/trailmark/logbook/data/AuditLog;

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/AuditedJournal$Companion;->actingFor(ILapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;)Lapp/trailmark/logbook/data/Journal;

    move-result-object v10

    .line 62
    const/4 v12, 0x0

    .line 92
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v13

    .line 94
    :try_start_0
    const/4 v15, 0x0

    .line 63
    invoke-interface {v10, v8, v9}, Lapp/trailmark/logbook/data/Journal;->delete(J)Z

    move-result v16

    move/from16 v17, v16

    const/16 v18, 0x0

    .line 64
    if-eqz v17, :cond_0

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/cetp/JournalDesk;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/MapCacheProvider;->Companion:Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;->getURI()Landroid/net/Uri;

    move-result-object v1

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    move-object/from16 v19, v3

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "entry/"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v19, v4

    const-string v2, "owner = ?"

    move-object/from16 v3, v19

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/ContentResolver;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I

    .line 94
    :cond_0
    move/from16 v20, v16
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 96
    invoke-static {v13, v14}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 94
    move/from16 v0, v20

    goto :goto_0

    .line 96
    :catchall_0
    move-exception v21

    invoke-static {v13, v14}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v21

    .line 62
    :goto_0
    move v11, v0

    .line 67
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "deleted"

    invoke-virtual {v2, v3, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final list(I)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 19

    .line 42
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/cetp/JournalDesk;->journal:Lapp/trailmark/logbook/data/Journal;

    move/from16 v1, p1

    const/4 v2, 0x1

    const/16 v3, 0x32

    invoke-static {v1, v2, v3}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v1

    invoke-interface {v0, v1}, Lapp/trailmark/logbook/data/Journal;->recent(I)Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 87
    move-object v9, v7

    new-instance v10, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v7, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v10, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v10, Ljava/util/Collection;

    const/4 v11, 0x0

    .line 88
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    .line 89
    move-object v1, v13

    check-cast v1, Lapp/trailmark/logbook/data/Entry;

    move-object v14, v1

    move-object/from16 v16, v10

    const/4 v15, 0x0

    .line 42
    invoke-virtual {v14}, Lapp/trailmark/logbook/data/Entry;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 89
    move-object v1, v0

    move-object/from16 v0, v16

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 90
    :cond_0
    move-object v0, v10

    check-cast v0, Ljava/util/List;

    .line 42
    move-object v6, v0

    .line 43
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    move-object v5, v6

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "entries"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method


# virtual methods
.method public final confirmStep(Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 12

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    new-instance v0, Lapp/trailmark/logbook/cetp/EntryRef;

    invoke-static {p2}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/EntryRef;-><init>(Ljava/util/Map;)V

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/EntryRef;->getEntryId()J

    move-result-wide v6

    .line 33
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/HeldBooks;->getJournal()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete journal entry #"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, "?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lapp/trailmark/logbook/cetp/HeldCalls;->hold(Lapp/trailmark/logbook/cetp/Call;Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v8

    .line 34
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;

    .line 35
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Confirm in Trailmark that entry #"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " may be deleted."

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 36
    iget-object v3, p0, Lapp/trailmark/logbook/cetp/JournalDesk;->context:Landroid/content/Context;

    const-string v4, "journal"

    invoke-static {v3, v4, v8}, Lapp/trailmark/logbook/cetp/ScreensKt;->confirmationFor(Landroid/content/Context;Ljava/lang/String;Lapp/trailmark/logbook/cetp/HeldCall;)Landroid/app/PendingIntent;

    move-result-object v3

    .line 37
    invoke-virtual {v8}, Lapp/trailmark/logbook/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v4

    .line 34
    invoke-direct {v0, v2, v3, v4}, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method public final run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 11

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v1, "get_day_log"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "archive_entries"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_2
    const-string v1, "add_entry"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_3
    const-string v1, "delete_entry"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_4
    const-string v1, "list_entries"

    invoke-virtual {v6, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 22
    const-string v2, "limit"

    const/16 v3, 0x14

    invoke-virtual {p3, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/JournalDesk;->list(I)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 23
    :cond_0
    new-instance v2, Lapp/trailmark/logbook/cetp/DayArgs;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v4

    invoke-direct {v2, v4}, Lapp/trailmark/logbook/cetp/DayArgs;-><init>(Ljava/util/Map;)V

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/DayArgs;->validated()Lapp/trailmark/logbook/cetp/DayArgs;

    move-result-object v2

    invoke-direct {p0, p2, v2}, Lapp/trailmark/logbook/cetp/JournalDesk;->dayLog(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/DayArgs;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 24
    :cond_1
    new-instance v1, Lapp/trailmark/logbook/cetp/NewEntryArgs;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/trailmark/logbook/cetp/NewEntryArgs;-><init>(Ljava/util/Map;)V

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/NewEntryArgs;->validated()Lapp/trailmark/logbook/cetp/NewEntryArgs;

    move-result-object v1

    const-string v3, "route"

    const-wide/16 v4, 0x0

    invoke-virtual {p3, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-direct {p0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/JournalDesk;->add(Lapp/trailmark/logbook/cetp/NewEntryArgs;J)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 25
    :cond_2
    new-instance v2, Lapp/trailmark/logbook/cetp/EntryRef;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v4

    invoke-direct {v2, v4}, Lapp/trailmark/logbook/cetp/EntryRef;-><init>(Ljava/util/Map;)V

    invoke-direct {p0, p2, v2}, Lapp/trailmark/logbook/cetp/JournalDesk;->delete(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/EntryRef;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 26
    :cond_3
    new-instance v2, Lapp/trailmark/logbook/cetp/ArchiveArgs;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v4

    invoke-direct {v2, v4}, Lapp/trailmark/logbook/cetp/ArchiveArgs;-><init>(Ljava/util/Map;)V

    invoke-direct {p0, p2, v2}, Lapp/trailmark/logbook/cetp/JournalDesk;->archive(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/ArchiveArgs;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 27
    :cond_4
    :goto_0
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v3, "Trailmark has no journal tool by that name."

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 28
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x19a83b22 -> :sswitch_3
        0x13b22754 -> :sswitch_2
        0x56172a13 -> :sswitch_1
        0x5adaa838 -> :sswitch_0
        0x6a715def -> :sswitch_4
    .end sparse-switch
.end method
