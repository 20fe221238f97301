.class public final Lcom/copperwick/data/CopperDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "CopperDatabase.java"


# static fields
.field private static instance:Lcom/copperwick/data/CopperDatabase;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    const-string v0, "copperwick.db"

    const/4 v1, 0x0

    const/4 v2, 0x2

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 13
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/copperwick/data/CopperDatabase;
    .registers 4

    const-class v0, Lcom/copperwick/data/CopperDatabase;

    monitor-enter v0

    .line 16
    :try_start_0
    sget-object v0, Lcom/copperwick/data/CopperDatabase;->instance:Lcom/copperwick/data/CopperDatabase;

    if-nez v0, :cond_0

    .line 17
    new-instance v0, Lcom/copperwick/data/CopperDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/copperwick/data/CopperDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/copperwick/data/CopperDatabase;->instance:Lcom/copperwick/data/CopperDatabase;

    .line 19
    :cond_0
    sget-object v0, Lcom/copperwick/data/CopperDatabase;->instance:Lcom/copperwick/data/CopperDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/copperwick/data/CopperDatabase;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/copperwick/data/CopperDatabase;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 24
    const-string v0, "CREATE TABLE categories (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, monthly_limit INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE pinned (uid INTEGER NOT NULL, category_id INTEGER NOT NULL, PRIMARY KEY (uid, category_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE expenses (_id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL, note TEXT, spent_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE receipts (_id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, total_cents INTEGER NOT NULL, filed INTEGER NOT NULL DEFAULT 0, owner_uid INTEGER, taken_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, answer TEXT NOT NULL DEFAULT \'pending\')"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 37
    const-string v0, "CREATE TABLE requests (provider TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, reply TEXT NOT NULL, kept_at INTEGER NOT NULL, PRIMARY KEY (provider, uid, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 44
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "categories"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "pinned"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "expenses"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "receipts"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "tickets"

    aput-object v3, v0, v2

    const/4 v2, 0x6

    const-string v3, "requests"

    aput-object v3, v0, v2

    move-object v4, v0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 46
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "DROP TABLE IF EXISTS "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 48
    :cond_0
    invoke-virtual {p0, p1}, Lcom/copperwick/data/CopperDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 49
    return-void
.end method
