.class public final Lcom/example/fv/FnProvider;
.super Landroid/content/ContentProvider;
.source "FnProvider.java"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private rxCount(Ljava/lang/String;)I
    .registers 4

    .line 45
    invoke-static {p1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0

    .line 46
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    new-instance v1, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/fv/FnProvider;)V

    .line 47
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0

    .line 48
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0

    .line 45
    return v0
.end method

.method private rxBound(Ljava/lang/String;)I
    .registers 4

    .line 52
    invoke-static {p1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0

    .line 53
    invoke-static {}, Lio/reactivex/rxjava3/schedulers/Schedulers;->io()Lio/reactivex/rxjava3/core/Scheduler;
    move-result-object v1
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->subscribeOn(Lio/reactivex/rxjava3/core/Scheduler;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    new-instance v1, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/fv/FnProvider;)V

    .line 54
    invoke-virtual {v0, v1}, Lio/reactivex/rxjava3/core/Single;->map(Lio/reactivex/rxjava3/functions/Function;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0

    .line 55
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0

    .line 52
    return v0
.end method

.method private fnCount(Ljava/lang/String;)I
    .registers 4

    .line 59
    new-instance v0, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/fv/FnProvider;)V

    .line 60
    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/database/Cursor;
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result v1
    return v1
.end method

.method private fnBound(Ljava/lang/String;)I
    .registers 4

    .line 64
    new-instance v0, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda3;-><init>(Lcom/example/fv/FnProvider;)V

    .line 65
    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/database/Cursor;
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result v1
    return v1
.end method


.method private rxZip(Ljava/lang/String;)I
    .registers 5

    .line 70
    invoke-static {p1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    const-string v1, " LIMIT 1"
    invoke-static {v1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v1
    new-instance v2, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda4;
    invoke-direct {v2, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda4;-><init>(Lcom/example/fv/FnProvider;)V
    invoke-static {v0, v1, v2}, Lio/reactivex/rxjava3/core/Single;->zip(Lio/reactivex/rxjava3/core/SingleSource;Lio/reactivex/rxjava3/core/SingleSource;Lio/reactivex/rxjava3/functions/BiFunction;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    invoke-virtual {v0}, Lio/reactivex/rxjava3/core/Single;->blockingGet()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    return v0
.end method

.method public synthetic lambda$rxZip$4(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;
    .registers 6

    .line 70
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method private rxLog(Ljava/lang/String;)V
    .registers 5

    .line 77
    invoke-static {p1}, Lio/reactivex/rxjava3/core/Single;->just(Ljava/lang/Object;)Lio/reactivex/rxjava3/core/Single;
    move-result-object v0
    new-instance v1, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda5;
    invoke-direct {v1, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda5;-><init>(Lcom/example/fv/FnProvider;)V
    new-instance v2, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda6;
    invoke-direct {v2, p0}, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda6;-><init>(Lcom/example/fv/FnProvider;)V
    invoke-virtual {v0, v1, v2}, Lio/reactivex/rxjava3/core/Single;->subscribe(Lio/reactivex/rxjava3/functions/Consumer;Lio/reactivex/rxjava3/functions/Consumer;)Lio/reactivex/rxjava3/disposables/Disposable;
    .line 80
    return-void
.end method

.method public synthetic lambda$rxLog$5(Ljava/lang/String;)V
    .registers 6

    .line 78
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string v2, "INSERT INTO seen(tag) VALUES (?)"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    return-void
.end method

.method public synthetic lambda$rxLog$6(Ljava/lang/Throwable;)V
    .registers 5

    .line 79
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "INSERT INTO errors(kind) VALUES ('"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string v2, "')"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    return-void
.end method

# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 26
    const-string v0, "q"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0

    .line 27
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v3, "n"

    .line 28
    const-string v2, "rx_count"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_1

    .line 29
    invoke-direct {p0, v0}, Lcom/example/fv/FnProvider;->rxCount(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_end

    :cond_1
    .line 30
    const-string v2, "rx_bound"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_2

    .line 31
    invoke-direct {p0, v0}, Lcom/example/fv/FnProvider;->rxBound(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_end

    :cond_2
    .line 32
    const-string v2, "fn_count"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_3

    .line 33
    invoke-direct {p0, v0}, Lcom/example/fv/FnProvider;->fnCount(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_end

    :cond_3
    .line 34
    const-string v2, "fn_bound"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_4

    .line 35
    invoke-direct {p0, v0}, Lcom/example/fv/FnProvider;->fnBound(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_end

    :cond_4
    .line 36
    const-string v2, "flow_query"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_5

    .line 37
    iget-object v2, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v2, v0}, Lcom/example/fv/FlowToolsKt;->flowQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    goto :goto_end

    :cond_5
    .line 38
    const-string v2, "flow_bound"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_6

    .line 39
    iget-object v2, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v2, v0}, Lcom/example/fv/FlowToolsKt;->flowBound(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    goto :goto_end

    :cond_6
    .line 40
    const-string v2, "rx_zip"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_7
    invoke-direct {p0, v0}, Lcom/example/fv/FnProvider;->rxZip(Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_end

    :cond_7
    .line 40
    const-string v2, "rx_log"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_8
    invoke-direct {p0, v0}, Lcom/example/fv/FnProvider;->rxLog(Ljava/lang/String;)V
    goto :goto_end

    :cond_8
    .line 40
    const-string v2, "flow_mapped"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_9
    iget-object v2, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v2, v0}, Lcom/example/fv/FlowToolsKt;->flowMapped(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_end

    :cond_9
    .line 40
    const-string v2, "flow_tagged"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :goto_end
    iget-object v2, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v2, v0}, Lcom/example/fv/FlowToolsKt;->flowTagged(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)I
    move-result v2
    invoke-virtual {v1, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    :goto_end
    .line 41
    return-object v1
.end method

.method public synthetic lambda$rxCount$0(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 5

    .line 47
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$rxBound$1(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 5

    .line 54
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string v2, "SELECT * FROM notes WHERE tag = ?"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$fnCount$2(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5

    .line 59
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$fnBound$3(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5

    .line 64
    iget-object v0, p0, Lcom/example/fv/FnProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string v2, "SELECT * FROM notes WHERE tag = ?"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 22
    const/4 v0, 0x1
    return v0
.end method
