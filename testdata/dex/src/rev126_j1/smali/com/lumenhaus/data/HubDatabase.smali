.class public final Lcom/lumenhaus/data/HubDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "HubDatabase.java"


# static fields
.field private static volatile sInstance:Lcom/lumenhaus/data/HubDatabase;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "lumenhaus.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 13
    return-void
.end method

.method public static get(Landroid/content/Context;)Lcom/lumenhaus/data/HubDatabase;
    .registers 5

    .line 16
    sget-object v0, Lcom/lumenhaus/data/HubDatabase;->sInstance:Lcom/lumenhaus/data/HubDatabase;

    if-nez v0, :cond_1

    .line 17
    const-class v2, Lcom/lumenhaus/data/HubDatabase;

    monitor-enter v2

    .line 18
    :try_start_0
    sget-object v0, Lcom/lumenhaus/data/HubDatabase;->sInstance:Lcom/lumenhaus/data/HubDatabase;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/lumenhaus/data/HubDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/lumenhaus/data/HubDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/lumenhaus/data/HubDatabase;->sInstance:Lcom/lumenhaus/data/HubDatabase;

    .line 21
    :cond_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v3

    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3

    .line 23
    :cond_1
    :goto_0
    sget-object v0, Lcom/lumenhaus/data/HubDatabase;->sInstance:Lcom/lumenhaus/data/HubDatabase;

    return-object v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 28
    const-string v0, "CREATE TABLE devices (id TEXT PRIMARY KEY, name TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 29
    const-string v0, "CREATE TABLE locks (id TEXT PRIMARY KEY, name TEXT NOT NULL, door TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE guest_codes (id TEXT PRIMARY KEY, lock_id TEXT NOT NULL, guest TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, answer INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 42
    const-string v0, "DROP TABLE IF EXISTS tickets"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 43
    const-string v0, "DROP TABLE IF EXISTS requests"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    const-string v0, "DROP TABLE IF EXISTS guest_codes"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 45
    const-string v0, "DROP TABLE IF EXISTS locks"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 46
    const-string v0, "DROP TABLE IF EXISTS devices"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 47
    invoke-virtual {p0, p1}, Lcom/lumenhaus/data/HubDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 48
    return-void
.end method
