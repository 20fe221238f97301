.class public Lcom/drillshare/workshop/WorkshopProvider;
.super Lcom/drillshare/core/ToolProviderBase;
.source "WorkshopProvider.java"


# static fields
.field private static final POOL:Ljava/util/concurrent/ExecutorService;

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"drill-workshop-2\",\"tools\":[{\"name\":\"book_bench\"},{\"name\":\"audit_stock\"},{\"name\":\"export_log\"}]}"


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 32
    const/4 v0, 0x2

    invoke-static {v0}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    sput-object v0, Lcom/drillshare/workshop/WorkshopProvider;->POOL:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Lcom/drillshare/core/ToolProviderBase;-><init>()V

    return-void
.end method

.method static countShelf(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/Integer;
    .registers 6

    .line 67
    const-string v0, "workshop.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    const-string v0, "SELECT COUNT(*) FROM stock WHERE shelf = ? AND visible_to = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    aput-object p1, v2, v1

    .line 68
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x1

    aput-object p1, v2, p2

    .line 67
    invoke-virtual {p0, v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p0

    .line 70
    :try_start_0
    invoke-interface {p0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result p1

    if-eqz p1, :cond_empty

    invoke-interface {p0, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result p1

    goto :goto_count

    :cond_empty
    const/4 p1, 0x0

    :goto_count
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 72
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 70
    return-object p1

    .line 72
    :catchall_0
    move-exception p1

    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 73
    throw p1
.end method

.method static synthetic lambda$auditStock$0(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/Integer;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 81
    invoke-static {p0, p1, p2}, Lcom/drillshare/workshop/WorkshopProvider;->countShelf(Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/Integer;

    move-result-object p0

    return-object p0
.end method

.method static synthetic lambda$auditStock$1()Ljava/lang/Integer;
    .registers 1
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 82
    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public auditStock(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "read"
        name = "audit_stock"
    .end annotation

    .line 78
    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v0

    .line 79
    const-string v1, "shelf"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 80
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/util/concurrent/Callable;

    new-instance v2, Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p1, p2, v0}, Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/Context;Ljava/lang/String;I)V

    const/4 p1, 0x0

    aput-object v2, v1, p1

    sget-object p1, Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/drillshare/workshop/WorkshopProvider$$ExternalSyntheticLambda1;

    const/4 p2, 0x1

    aput-object p1, v1, p2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p1

    .line 83
    sget-object p2, Lcom/drillshare/workshop/WorkshopProvider;->POOL:Ljava/util/concurrent/ExecutorService;

    invoke-interface {p2, p1}, Ljava/util/concurrent/ExecutorService;->invokeAll(Ljava/util/Collection;)Ljava/util/List;

    move-result-object p1

    .line 84
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "{\"count\":"

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    const/4 v0, 0x0

    invoke-interface {p1, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/concurrent/Future;

    invoke-interface {v0}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;

    move-result-object v0

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object p2

    const-string v0, ",\"auditor\":"

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    const/4 v0, 0x1

    invoke-interface {p1, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/util/concurrent/Future;

    invoke-interface {p1}, Ljava/util/concurrent/Future;->get()Ljava/lang/Object;

    move-result-object p1

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string p2, "}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public bookBench(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "write"
        name = "book_bench"
    .end annotation

    .line 51
    invoke-static {}, Lcom/drillshare/core/CallerScope;->callerUid()I

    move-result v0

    .line 52
    invoke-static {}, Lcom/drillshare/workshop/WorkshopProvider;->resumed()Z

    move-result v1

    if-eqz v1, :cond_ask

    .line 53
    new-instance v1, Landroid/content/ContentValues;

    invoke-direct {v1}, Landroid/content/ContentValues;-><init>()V

    .line 54
    const-string v2, "bench"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v1, v2, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 55
    const-string p2, "uid"

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-virtual {v1, p2, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 56
    const-string p2, "workshop.db"

    const/4 v0, 0x0

    const/4 v2, 0x0

    invoke-virtual {p1, p2, v0, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string p2, "benches"

    invoke-virtual {p1, p2, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 57
    const-string p1, "{\"booked\":true}"

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 59
    :cond_ask
    invoke-static {}, Lcom/drillshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 60
    sget-object v1, Lcom/drillshare/workshop/WorkshopProvider;->RESUME:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-interface {v1, p2, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 61
    const/4 v0, 0x2

    new-array v0, v0, [Landroid/content/Intent;

    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/drillshare/ui/MainActivity;

    invoke-direct {v1, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/drillshare/ui/BenchConfirmActivity;

    invoke-direct {v1, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    .line 62
    const/4 v1, 0x4

    const/high16 v2, 0xc000000

    invoke-static {p1, v1, v0, v2}, Landroid/app/PendingIntent;->getActivities(Landroid/content/Context;I[Landroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public exportLog(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    .annotation runtime Lcom/drillshare/core/Tool;
        effect = "read"
        name = "export_log"
    .end annotation

    .line 89
    new-instance p2, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object p1

    const-string v0, "bench.log"

    invoke-direct {p2, p1, v0}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 91
    const/high16 p1, 0x30000000

    :try_start_0
    invoke-static {p2, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    invoke-static {p1}, Lcom/drillshare/core/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 92
    :catch_0
    move-exception p1

    .line 93
    const-string p2, "DrillShare"

    const-string v0, "export_log"

    invoke-static {p2, v0, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 94
    const-string p1, "UNAVAILABLE"

    const-string p2, "no bench log yet"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method protected fastPath(Ljava/lang/String;Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 41
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/4 v1, -0x1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v0, "book_bench"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v1, 0x0

    :goto_0
    packed-switch v1, :pswitch_data_0

    .line 45
    const/4 p1, 0x0

    return-object p1

    .line 43
    :pswitch_0
    invoke-virtual {p0, p2, p3}, Lcom/drillshare/workshop/WorkshopProvider;->bookBench(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x63a862a6 -> :sswitch_0
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
    .end packed-switch
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 36
    const-string v0, "{\"revision\":\"drill-workshop-2\",\"tools\":[{\"name\":\"book_bench\"},{\"name\":\"audit_stock\"},{\"name\":\"export_log\"}]}"

    return-object v0
.end method
