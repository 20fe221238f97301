.class public final Lcom/fieldnote/birding/data/BirdingDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "BirdingDb.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/data/BirdingDb$Ledger;,
        Lcom/fieldnote/birding/data/BirdingDb$Grants;,
        Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;,
        Lcom/fieldnote/birding/data/BirdingDb$Grant;
    }
.end annotation


# static fields
.field private static instance:Lcom/fieldnote/birding/data/BirdingDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 119
    const-string v0, "fieldnote.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 120
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/fieldnote/birding/data/BirdingDb;
    .registers 4

    const-class v0, Lcom/fieldnote/birding/data/BirdingDb;

    monitor-enter v0

    .line 123
    :try_start_0
    sget-object v0, Lcom/fieldnote/birding/data/BirdingDb;->instance:Lcom/fieldnote/birding/data/BirdingDb;

    if-nez v0, :cond_0

    .line 124
    new-instance v0, Lcom/fieldnote/birding/data/BirdingDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/fieldnote/birding/data/BirdingDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/fieldnote/birding/data/BirdingDb;->instance:Lcom/fieldnote/birding/data/BirdingDb;

    .line 126
    :cond_0
    sget-object v0, Lcom/fieldnote/birding/data/BirdingDb;->instance:Lcom/fieldnote/birding/data/BirdingDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/fieldnote/birding/data/BirdingDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/fieldnote/birding/data/BirdingDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 131
    const-string v0, "CREATE TABLE sightings (id INTEGER PRIMARY KEY AUTOINCREMENT, species TEXT NOT NULL, count INTEGER NOT NULL, place TEXT, seen_at INTEGER NOT NULL, notes TEXT, recorded_by TEXT, shared INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 134
    const-string v0, "CREATE TABLE trips (id INTEGER PRIMARY KEY, place TEXT NOT NULL, starts_at INTEGER NOT NULL, organizer TEXT, leader TEXT, spots INTEGER NOT NULL, cancelled INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 136
    const-string v0, "CREATE TABLE grants (key TEXT PRIMARY KEY, package TEXT NOT NULL, uid INTEGER NOT NULL, scope TEXT NOT NULL, cert_sha256 TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 138
    const-string v0, "CREATE TABLE ledger (key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, data TEXT NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 140
    const-string v0, "CREATE TABLE club_account (id INTEGER PRIMARY KEY CHECK (id = 1), member_id TEXT NOT NULL, name TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 142
    const-string v0, "CREATE TABLE rsvps (id INTEGER PRIMARY KEY AUTOINCREMENT, trip_id INTEGER NOT NULL, member_id TEXT NOT NULL, via_uid INTEGER NOT NULL, UNIQUE (trip_id, member_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 144
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 12

    .line 148
    const/4 v0, 0x6

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "sightings"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "trips"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "grants"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "ledger"

    aput-object v3, v0, v2

    const/4 v2, 0x4

    const-string v3, "club_account"

    aput-object v3, v0, v2

    const/4 v2, 0x5

    const-string v3, "rsvps"

    aput-object v3, v0, v2

    move-object v4, v0

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_0

    aget-object v7, v4, v6

    .line 149
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

    .line 148
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 151
    :cond_0
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/BirdingDb;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 152
    return-void
.end method
