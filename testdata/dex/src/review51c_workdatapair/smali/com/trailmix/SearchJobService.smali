.class public final Lcom/trailmix/SearchJobService;
.super Landroid/app/job/JobService;
.source "Jobs.kt"


.method public constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Landroid/app/job/JobService;-><init>()V
    return-void
.end method

.method public onStartJob(Landroid/app/job/JobParameters;)Z
    .registers 8
    const-string v0, "params"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 8
    invoke-virtual {p1}, Landroid/app/job/JobParameters;->getExtras()Landroid/os/PersistableBundle;
    move-result-object v0
    const-string v1, "query"
    invoke-virtual {v0, v1}, Landroid/os/PersistableBundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    move-object v5, v0
    .line 9
    move-object v0, p0
    check-cast v0, Landroid/content/Context;
    invoke-static {v0}, Lcom/trailmix/WorkersKt;->snackDb(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT name FROM trails WHERE name LIKE \'%"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "%\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    .line 10
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 11
    const/4 v0, 0x0
    return v0
.end method

.method public onStopJob(Landroid/app/job/JobParameters;)Z
    .registers 3
    const-string v0, "params"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const/4 v0, 0x0
    return v0
.end method
