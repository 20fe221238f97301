.class public final Lcom/tutortime/SyncWorker;
.super Landroidx/work/CoroutineWorker;
.source "SyncWorker.kt"


.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "params"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-direct {v1, v2, v3}, Landroidx/work/CoroutineWorker;-><init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    return-void
.end method

.method public doWork(Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 12
    .line 10
    invoke-virtual {v10}, Lcom/tutortime/SyncWorker;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    const-class v1, Lcom/tutortime/WorkerEntryPoint;
    invoke-static {v0, v1}, Ldagger/hilt/android/EntryPointAccessors;->fromApplication(Landroid/content/Context;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tutortime/WorkerEntryPoint;
    invoke-interface {v0}, Lcom/tutortime/WorkerEntryPoint;->db()Lcom/tutortime/TutorDb;
    move-result-object v0
    invoke-virtual {v0}, Lcom/tutortime/TutorDb;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    move-object v7, v0
    .line 11
    invoke-virtual {v10}, Lcom/tutortime/SyncWorker;->getInputData()Landroidx/work/Data;
    move-result-object v0
    const-string v1, "subject"
    invoke-virtual {v0, v1}, Landroidx/work/Data;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L42
    sget-object v0, Landroidx/work/ListenableWorker$Result;->Companion:Landroidx/work/ListenableWorker$Result$Companion;
    invoke-virtual {v0}, Landroidx/work/ListenableWorker$Result$Companion;->failure()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
    :L42
    move-object v8, v0
    .line 12
    const-string v1, "slots_cache"
    const-string v2, "subject = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v9, v3
    const/4 v4, 0x0
    aput-object v8, v9, v4
    invoke-virtual {v7, v1, v2, v9}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 13
    invoke-virtual {v10}, Lcom/tutortime/SyncWorker;->getInputData()Landroidx/work/Data;
    move-result-object v0
    const-string v1, "tutor"
    invoke-virtual {v0, v1}, Landroidx/work/Data;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L86
    sget-object v0, Landroidx/work/ListenableWorker$Result;->Companion:Landroidx/work/ListenableWorker$Result$Companion;
    invoke-virtual {v0}, Landroidx/work/ListenableWorker$Result$Companion;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
    :L86
    move-object v9, v0
    .line 14
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "DELETE FROM tutor_cache WHERE tutor = \'"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\'"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v7, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 15
    sget-object v0, Landroidx/work/ListenableWorker$Result;->Companion:Landroidx/work/ListenableWorker$Result$Companion;
    invoke-virtual {v0}, Landroidx/work/ListenableWorker$Result$Companion;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    return-object v0
.end method

