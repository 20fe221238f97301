.class final Lcom/tuneup/tuning/TuneTools;
.super Ljava/lang/Object;
.source "TuneTools.java"


# static fields
.field static final LOCK:Ljava/lang/Object;

.field private static db:Landroid/database/sqlite/SQLiteDatabase;

.field private static users:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 12
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/tuneup/tuning/TuneTools;->LOCK:Ljava/lang/Object;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    return-void
.end method

.method static acquire()V
    .registers 1

    .line 29
    sget v0, Lcom/tuneup/tuning/TuneTools;->users:I

    add-int/lit8 v0, v0, 0x1

    sput v0, Lcom/tuneup/tuning/TuneTools;->users:I

    .line 30
    return-void
.end method

.method static byMake(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 10

    .line 48
    const-string v0, "make"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 49
    invoke-static {p0}, Lcom/tuneup/tuning/TuneTools;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 50
    sget-object v2, Lcom/tuneup/tuning/TuneTools;->LOCK:Ljava/lang/Object;

    monitor-enter v2

    .line 51
    :try_start_0
    const-string v3, "SELECT id FROM pianos WHERE make = ?"

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v0, v4, v5

    invoke-virtual {v1, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v3

    .line 52
    invoke-interface {v3}, Landroid/database/Cursor;->getCount()I

    move-result v4

    .line 53
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 54
    if-lez v4, :cond_false

    const-string v5, "{\"found\":true}"

    goto :goto_ok

    :cond_false
    const-string v5, "{\"found\":false}"

    :goto_ok
    invoke-static {v5}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v5

    .line 55
    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3
.end method

.method static db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 5

    .line 20
    sget-object v0, Lcom/tuneup/tuning/TuneTools;->LOCK:Ljava/lang/Object;

    monitor-enter v0

    .line 21
    :try_start_0
    sget-object v1, Lcom/tuneup/tuning/TuneTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    if-nez v1, :cond_have

    .line 22
    const-string v1, "tuning.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    sput-object v1, Lcom/tuneup/tuning/TuneTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 24
    :cond_have
    sget-object v1, Lcom/tuneup/tuning/TuneTools;->db:Landroid/database/sqlite/SQLiteDatabase;

    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v1

    .line 25
    :catchall_0
    move-exception v1

    :try_start_1
    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v1
.end method

.method static findPiano(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9

    .line 37
    const-string v0, "owner_name"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 38
    invoke-static {p0}, Lcom/tuneup/tuning/TuneTools;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    .line 39
    sget-object v2, Lcom/tuneup/tuning/TuneTools;->LOCK:Ljava/lang/Object;

    monitor-enter v2

    .line 40
    :try_start_0
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "SELECT id FROM pianos WHERE owner_name = \'"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "\'"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {v1, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v3

    .line 41
    invoke-interface {v3}, Landroid/database/Cursor;->getCount()I

    move-result v4

    .line 42
    invoke-interface {v3}, Landroid/database/Cursor;->close()V

    .line 43
    if-lez v4, :cond_false

    const-string v5, "{\"found\":true}"

    goto :goto_ok

    :cond_false
    const-string v5, "{\"found\":false}"

    :goto_ok
    invoke-static {v5}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v5

    .line 44
    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3
.end method

.method static history(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/database/Cursor;
    .registers 7

    .line 59
    invoke-static {p0}, Lcom/tuneup/tuning/TuneTools;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT at, cents FROM tunings WHERE piano = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    .line 60
    const-string v3, "piano_id"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    .line 59
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method static release()V
    .registers 1

    .line 33
    sget v0, Lcom/tuneup/tuning/TuneTools;->users:I

    add-int/lit8 v0, v0, -0x1

    sput v0, Lcom/tuneup/tuning/TuneTools;->users:I

    .line 34
    return-void
.end method

.method static summarize(Landroid/database/Cursor;)Landroid/os/Bundle;
    .registers 3

    .line 64
    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I

    move-result v0

    .line 65
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 66
    if-lez v0, :cond_false

    const-string v1, "{\"tuned_before\":true}"

    goto :goto_ok

    :cond_false
    const-string v1, "{\"tuned_before\":false}"

    :goto_ok
    invoke-static {v1}, Lcom/tuneup/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
