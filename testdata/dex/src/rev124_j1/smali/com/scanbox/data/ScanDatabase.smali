.class public final Lcom/scanbox/data/ScanDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "ScanDatabase.java"


# static fields
.field private static final LOCK:Ljava/lang/Object;

.field private static instance:Lcom/scanbox/data/ScanDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 9
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/scanbox/data/ScanDatabase;->LOCK:Ljava/lang/Object;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "scanbox.db"

    const/4 v1, 0x0

    const/4 v2, 0x4

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 14
    return-void
.end method

.method public static get(Landroid/content/Context;)Lcom/scanbox/data/ScanDatabase;
    .registers 5

    .line 17
    sget-object v0, Lcom/scanbox/data/ScanDatabase;->LOCK:Ljava/lang/Object;

    move-object v2, v0

    monitor-enter v0

    .line 18
    :try_start_0
    sget-object v0, Lcom/scanbox/data/ScanDatabase;->instance:Lcom/scanbox/data/ScanDatabase;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/scanbox/data/ScanDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/scanbox/data/ScanDatabase;->instance:Lcom/scanbox/data/ScanDatabase;

    .line 21
    :cond_0
    sget-object v0, Lcom/scanbox/data/ScanDatabase;->instance:Lcom/scanbox/data/ScanDatabase;

    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v0

    :catchall_0
    move-exception v3

    .line 22
    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 27
    const-string v0, "CREATE TABLE documents (id TEXT PRIMARY KEY, title TEXT, file_name TEXT NOT NULL,\n    pages INTEGER NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE shares (id TEXT PRIMARY KEY, document_id TEXT NOT NULL, recipient TEXT NOT NULL,\n    link TEXT NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 33
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL,\n    expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE requests (provider_id TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL,\n    tool TEXT NOT NULL, digest TEXT NOT NULL, value_json TEXT, kept_at INTEGER NOT NULL,\n    PRIMARY KEY (provider_id, uid, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    const-string v0, "CREATE TABLE confirmations (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL,\n    tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT, expires_at INTEGER NOT NULL,\n    answer INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 48
    const-string v0, "DROP TABLE IF EXISTS confirmations"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 49
    const-string v0, "DROP TABLE IF EXISTS requests"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 50
    const-string v0, "DROP TABLE IF EXISTS sessions"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 51
    invoke-virtual {p0, p1}, Lcom/scanbox/data/ScanDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 52
    return-void
.end method
