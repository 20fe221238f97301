.class public final Lcom/example/r35k2/InvoiceJournal;
.super Ljava/lang/Object;
.source "Clinic.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nClinic.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Clinic.kt\ncom/example/r35k2/InvoiceJournal\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,117:1\n1#2:118\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final recent:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.method public constructor <init>(Landroid/content/Context;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 73
    const-string v0, "journal.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r35k2/InvoiceJournal;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 74
    new-instance p1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {p1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/InvoiceJournal;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    .line 72
    return-void
.end method

.method public declared-synchronized execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/String;",
            "Lkotlin/jvm/functions/Function0<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation
    monitor-enter p0
    :try_start_0
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "requestId"
    invoke-static {p2, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string p1, "mutation"
    invoke-static {p3, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 78
    iget-object p1, p0, Lcom/example/r35k2/InvoiceJournal;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/String;
    if-eqz p1, :cond_db
    .line 118
    const/4 v0, 0x0
    .line 78
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_lock
    monitor-exit p0
    return-object p1

    .line 79
    :cond_db
    :try_start_1
    iget-object p1, p0, Lcom/example/r35k2/InvoiceJournal;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v0, "SELECT result FROM journal WHERE request_id = ?"
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p2, v1, v2
    invoke-virtual {p1, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object p1
    check-cast p1, Ljava/io/Closeable;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_lock
    :try_start_2
    move-object v0, p1
    check-cast v0, Landroid/database/Cursor;
    .line 80
    invoke-interface {v0}, Landroid/database/Cursor;->moveToNext()Z
    move-result v1
    const/4 v3, 0x0
    if-eqz v1, :cond_none
    invoke-interface {v0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v0
    goto :goto_stored
    :cond_none
    move-object v0, v3
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_use
    .catchall {:try_start_2 .. :try_end_2} :catchall_use
    .line 79
    :goto_stored
    :try_start_3
    invoke-static {p1, v3}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    .line 82
    if-eqz v0, :cond_run
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    monitor-exit p0
    return-object p1

    .line 83
    :cond_run
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 84
    iget-object p3, p0, Lcom/example/r35k2/InvoiceJournal;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    .line 118
    const/4 v1, 0x0
    .line 84
    const-string v1, "request_id"
    invoke-virtual {v0, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object v1
    const-string v2, "result"
    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    const-string v1, "journal"
    invoke-virtual {p3, v1, v3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 85
    iget-object p3, p0, Lcom/example/r35k2/InvoiceJournal;->recent:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast p3, Ljava/util/Map;
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object v0
    invoke-interface {p3, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_lock
    .line 86
    monitor-exit p0
    return-object p1

    .line 79
    :catch_use
    move-exception p2
    :try_start_4
    throw p2
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_use2

    :catchall_use
    move-exception p3
    const/4 p2, 0x0
    goto :goto_close

    :catchall_use2
    move-exception p3

    :goto_close
    :try_start_5
    invoke-static {p1, p2}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw p3
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_lock

    :catchall_lock
    move-exception p1
    monitor-exit p0
    throw p1
.end method
