.class public final Lcom/quirewell/data/QuireDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "QuireDatabase.java"


# static fields
.field private static final VERSION:I = 0x3

.field private static instance:Lcom/quirewell/data/QuireDatabase;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 13
    const-string v0, "quirewell.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 14
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/quirewell/data/QuireDatabase;
    .registers 4

    const-class v0, Lcom/quirewell/data/QuireDatabase;

    monitor-enter v0

    .line 17
    :try_start_0
    sget-object v0, Lcom/quirewell/data/QuireDatabase;->instance:Lcom/quirewell/data/QuireDatabase;

    if-nez v0, :cond_0

    .line 18
    new-instance v0, Lcom/quirewell/data/QuireDatabase;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/quirewell/data/QuireDatabase;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/quirewell/data/QuireDatabase;->instance:Lcom/quirewell/data/QuireDatabase;

    .line 20
    :cond_0
    sget-object v0, Lcom/quirewell/data/QuireDatabase;->instance:Lcom/quirewell/data/QuireDatabase;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/quirewell/data/QuireDatabase;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/quirewell/data/QuireDatabase;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 25
    const-string v0, "CREATE TABLE notebooks (_id INTEGER PRIMARY KEY, title TEXT NOT NULL, shared INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 26
    const-string v0, "CREATE TABLE notes (_id INTEGER PRIMARY KEY, notebook_id INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE files (_id INTEGER PRIMARY KEY, folder TEXT NOT NULL, name TEXT NOT NULL, blob TEXT NOT NULL, iv BLOB NOT NULL, size INTEGER NOT NULL, deleted INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider TEXT NOT NULL, uid INTEGER NOT NULL, large_results INTEGER NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "CREATE TABLE tickets (ticket TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, digest TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, answer TEXT NOT NULL DEFAULT \'pending\')"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE grants (uid INTEGER NOT NULL, scope TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (uid, scope))"

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

    const-string v3, "notebooks"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "notes"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "files"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "sessions"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "tickets"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "grants"

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

    .line 45
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

    .line 47
    :cond_0
    invoke-virtual {p0, p1}, Lcom/quirewell/data/QuireDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 48
    return-void
.end method
