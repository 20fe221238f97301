.class final Lcom/fernhill/stockroom/reports/ReportShelf;
.super Ljava/lang/Object;
.source "ReportShelf.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fernhill/stockroom/reports/ReportShelf$QuotaExceeded;
    }
.end annotation


# static fields
.field static final DAILY_LIMIT:I = 0x14

.field private static final DAY_MS:J = 0x5265c00L

.field static final HANDOFF_MODE:I = 0x30000000

.field static final REPORTS_URI:Ljava/lang/String; = "content://com.fernhill.stockroom.tools.reports/reports/"

.field private static final REPORT_ID:Ljava/util/regex/Pattern;


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/fernhill/stockroom/core/StockDb;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 23
    const-string v0, "rp_[0-9a-f]{16}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/reports/ReportShelf;->REPORT_ID:Ljava/util/regex/Pattern;

    return-void
.end method

.method constructor <init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;)V
    .registers 3

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    iput-object p1, p0, Lcom/fernhill/stockroom/reports/ReportShelf;->context:Landroid/content/Context;

    .line 36
    iput-object p2, p0, Lcom/fernhill/stockroom/reports/ReportShelf;->db:Lcom/fernhill/stockroom/core/StockDb;

    .line 37
    return-void
.end method

.method private dir()Ljava/io/File;
    .registers 5

    .line 48
    new-instance v3, Ljava/io/File;

    iget-object v1, p0, Lcom/fernhill/stockroom/reports/ReportShelf;->context:Landroid/content/Context;

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "reports"

    invoke-direct {v3, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 49
    invoke-virtual {v3}, Ljava/io/File;->isDirectory()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v3}, Ljava/io/File;->mkdirs()Z

    move-result v0

    if-nez v0, :cond_0

    .line 50
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "cannot create the reports directory"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 52
    :cond_0
    return-object v3
.end method

.method static from(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/reports/ReportShelf;
    .registers 4

    .line 40
    new-instance v0, Lcom/fernhill/stockroom/reports/ReportShelf;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolContext;->app:Landroid/content/Context;

    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolContext;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v0, v1, v2}, Lcom/fernhill/stockroom/reports/ReportShelf;-><init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;)V

    return-object v0
.end method

.method static validId(Ljava/lang/Object;)Z
    .registers 2

    .line 44
    instance-of v0, p0, Ljava/lang/String;

    if-eqz v0, :cond_0

    sget-object v0, Lcom/fernhill/stockroom/reports/ReportShelf;->REPORT_ID:Ljava/util/regex/Pattern;

    check-cast p0, Ljava/lang/String;

    invoke-virtual {v0, p0}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method


# virtual methods
.method announce(Ljava/lang/String;)V
    .registers 13

    .line 105
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 106
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 108
    :try_start_0
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportShelf;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "content://com.fernhill.stockroom.tools.reports/reports/"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v1

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 109
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v9, v0

    .line 110
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "announced_to"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 111
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportShelf;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "reports"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 113
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 114
    goto :goto_0

    :catchall_0
    move-exception v10

    .line 113
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 114
    throw v10

    .line 115
    :goto_0
    return-void
.end method

.method builtToday(I)I
    .registers 20

    .line 57
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v13

    .line 58
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/fernhill/stockroom/reports/ReportShelf;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "id"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    .line 59
    move/from16 v7, p1

    invoke-static {v7}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-wide/32 v11, 0x5265c00

    rem-long v9, v13, v11

    sub-long v7, v13, v9

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 58
    const-string v1, "reports"

    const-string v3, "owner_uid = ? AND created_at >= ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v15

    .line 61
    :try_start_0
    invoke-interface {v15}, Landroid/database/Cursor;->getCount()I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v16

    .line 63
    invoke-interface {v15}, Landroid/database/Cursor;->close()V

    .line 61
    return v16

    :catchall_0
    move-exception v17

    .line 63
    invoke-interface {v15}, Landroid/database/Cursor;->close()V

    .line 64
    throw v17
.end method

.method fileForCaller(Ljava/lang/String;)Ljava/io/File;
    .registers 4

    .line 96
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0, p1, v1}, Lcom/fernhill/stockroom/reports/ReportShelf;->ownedReport(Ljava/lang/String;I)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method handOff(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 100
    const/high16 v1, 0x30000000

    invoke-static {p1, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method ownedReport(Ljava/lang/String;I)Ljava/io/File;
    .registers 14

    .line 81
    invoke-static {p1}, Lcom/fernhill/stockroom/reports/ReportShelf;->validId(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 82
    const/4 v0, 0x0

    return-object v0

    .line 84
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportShelf;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "file"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 85
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    .line 84
    const-string v1, "reports"

    const-string v3, "id = ? AND owner_uid = ? AND archived = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 88
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    new-instance v0, Ljava/io/File;

    invoke-direct {p0}, Lcom/fernhill/stockroom/reports/ReportShelf;->dir()Ljava/io/File;

    move-result-object v2

    const/4 v4, 0x0

    invoke-interface {v8, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 90
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 88
    return-object v9

    :catchall_0
    move-exception v10

    .line 90
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 91
    throw v10
.end method

.method store(Ljava/lang/String;[B)Ljava/io/File;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 69
    new-instance v3, Ljava/io/File;

    invoke-direct {p0}, Lcom/fernhill/stockroom/reports/ReportShelf;->dir()Ljava/io/File;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ".json"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v3, v0, v1}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 70
    new-instance v4, Ljava/io/FileOutputStream;

    invoke-direct {v4, v3}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    .line 72
    :try_start_0
    invoke-virtual {v4, p2}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 74
    invoke-virtual {v4}, Ljava/io/FileOutputStream;->close()V

    .line 75
    goto :goto_0

    :catchall_0
    move-exception v5

    .line 74
    invoke-virtual {v4}, Ljava/io/FileOutputStream;->close()V

    .line 75
    throw v5

    .line 76
    :goto_0
    return-object v3
.end method
