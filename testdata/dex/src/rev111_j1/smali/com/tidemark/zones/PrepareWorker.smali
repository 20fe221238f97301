.class public Lcom/tidemark/zones/PrepareWorker;
.super Landroidx/work/Worker;
.source "PrepareWorker.java"


# direct methods
.method public constructor <init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V
    .registers 3

    .line 12
    invoke-direct {p0, p1, p2}, Landroidx/work/Worker;-><init>(Landroid/content/Context;Landroidx/work/WorkerParameters;)V

    .line 13
    return-void
.end method


# virtual methods
.method public doWork()Landroidx/work/ListenableWorker$Result;
    .registers 8

    .line 17
    invoke-virtual {p0}, Lcom/tidemark/zones/PrepareWorker;->getInputData()Landroidx/work/Data;

    move-result-object v0

    .line 18
    const-string v1, "zone"

    invoke-virtual {v0, v1}, Landroidx/work/Data;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 19
    invoke-virtual {p0}, Lcom/tidemark/zones/PrepareWorker;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2}, Lcom/tidemark/zones/ZoneProvider;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v1, v3, v4

    const-string v4, "history"

    const-string v5, "zone = ?"

    invoke-static {v2, v4, v5, v3}, Landroid/database/DatabaseUtils;->queryNumEntries(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)J

    move-result-wide v2

    .line 21
    new-instance v4, Landroidx/work/Data$Builder;

    invoke-direct {v4}, Landroidx/work/Data$Builder;-><init>()V

    .line 22
    const-string v5, "zone"

    invoke-virtual {v4, v5, v1}, Landroidx/work/Data$Builder;->putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;

    move-result-object v4

    .line 23
    const-string v5, "confirmed"

    const/4 v6, 0x0

    invoke-virtual {v0, v5, v6}, Landroidx/work/Data;->getBoolean(Ljava/lang/String;Z)Z

    move-result v5

    const-string v6, "confirmed"

    invoke-virtual {v4, v6, v5}, Landroidx/work/Data$Builder;->putBoolean(Ljava/lang/String;Z)Landroidx/work/Data$Builder;

    move-result-object v4

    .line 24
    const-string v5, "rows"

    invoke-virtual {v4, v5, v2, v3}, Landroidx/work/Data$Builder;->putLong(Ljava/lang/String;J)Landroidx/work/Data$Builder;

    move-result-object v4

    .line 25
    invoke-virtual {v4}, Landroidx/work/Data$Builder;->build()Landroidx/work/Data;

    move-result-object v4

    .line 26
    invoke-static {v4}, Landroidx/work/ListenableWorker$Result;->success(Landroidx/work/Data;)Landroidx/work/ListenableWorker$Result;

    move-result-object v5

    return-object v5
.end method
