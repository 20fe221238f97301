.class public final Lcom/tallyworks/stockroom/data/StockDatabase;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "StockDatabase.java"


# static fields
.field private static final LOCK:Ljava/lang/Object;

.field private static final NAME:Ljava/lang/String; = "stockroom.db"

.field private static final SCHEMA:[Ljava/lang/String;

.field private static final TABLES:[Ljava/lang/String;

.field private static final VERSION:I = 0x9

.field private static instance:Lcom/tallyworks/stockroom/data/StockDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 11
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/data/StockDatabase;->LOCK:Ljava/lang/Object;

    .line 14
    const/16 v0, 0xa

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "items"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "stock_moves"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "supplier_outbox"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "orders"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "refunds"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "order_events"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "partners"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "confirmations"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "mutation_log"

    aput-object v2, v0, v1

    const/16 v1, 0x9

    const-string v2, "operations"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyworks/stockroom/data/StockDatabase;->TABLES:[Ljava/lang/String;

    .line 19
    const/16 v0, 0xa

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "CREATE TABLE items (sku TEXT PRIMARY KEY, name TEXT NOT NULL, on_hand INTEGER NOT NULL, reorder_level INTEGER NOT NULL, max_level INTEGER NOT NULL, supplier TEXT, archived INTEGER NOT NULL DEFAULT 0)"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "CREATE TABLE stock_moves (id INTEGER PRIMARY KEY, sku TEXT NOT NULL, delta INTEGER NOT NULL, reason TEXT, kind TEXT NOT NULL, at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "CREATE TABLE supplier_outbox (id INTEGER PRIMARY KEY, sku TEXT NOT NULL, quantity INTEGER NOT NULL, supplier TEXT NOT NULL, state TEXT NOT NULL, created_at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, status TEXT NOT NULL, total_cents INTEGER NOT NULL, refunded_cents INTEGER NOT NULL DEFAULT 0, placed_at INTEGER NOT NULL, archived INTEGER NOT NULL DEFAULT 0)"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "CREATE TABLE refunds (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL, reason TEXT, at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "CREATE TABLE order_events (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, event TEXT NOT NULL, at INTEGER NOT NULL)"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "CREATE TABLE partners (provider TEXT NOT NULL, package TEXT NOT NULL, cert_sha256 TEXT, scopes TEXT NOT NULL, enabled INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (provider, package))"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "CREATE TABLE confirmations (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, decided INTEGER NOT NULL DEFAULT 0, approved INTEGER NOT NULL DEFAULT 0)"

    aput-object v2, v0, v1

    const/16 v1, 0x8

    const-string v2, "CREATE TABLE mutation_log (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    aput-object v2, v0, v1

    const/16 v1, 0x9

    const-string v2, "CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, state TEXT NOT NULL, result TEXT, error_code TEXT, cancel_requested INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, UNIQUE (uid, provider, request_id))"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyworks/stockroom/data/StockDatabase;->SCHEMA:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 48
    const-string v0, "stockroom.db"

    const/4 v1, 0x0

    const/16 v2, 0x9

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 49
    return-void
.end method

.method public static get(Landroid/content/Context;)Lcom/tallyworks/stockroom/data/StockDatabase;
    .registers 5

    .line 52
    sget-object v1, Lcom/tallyworks/stockroom/data/StockDatabase;->instance:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 53
    if-nez v1, :cond_1

    .line 54
    sget-object v0, Lcom/tallyworks/stockroom/data/StockDatabase;->LOCK:Ljava/lang/Object;

    move-object v2, v0

    monitor-enter v2

    .line 55
    :try_start_0
    sget-object v1, Lcom/tallyworks/stockroom/data/StockDatabase;->instance:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 56
    if-nez v1, :cond_0

    .line 57
    new-instance v0, Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-direct {v0, p0}, Lcom/tallyworks/stockroom/data/StockDatabase;-><init>(Landroid/content/Context;)V

    move-object v1, v0

    .line 58
    sput-object v1, Lcom/tallyworks/stockroom/data/StockDatabase;->instance:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 60
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

    .line 62
    :cond_1
    :goto_0
    return-object v1
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6

    .line 67
    sget-object v0, Lcom/tallyworks/stockroom/data/StockDatabase;->SCHEMA:[Ljava/lang/String;

    array-length v1, v0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget-object v3, v0, v2

    .line 68
    invoke-virtual {p1, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 67
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 70
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 10

    .line 74
    sget-object v2, Lcom/tallyworks/stockroom/data/StockDatabase;->TABLES:[Ljava/lang/String;

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_0

    aget-object v5, v2, v4

    .line 75
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "DROP TABLE IF EXISTS "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 74
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 77
    :cond_0
    invoke-virtual {p0, p1}, Lcom/tallyworks/stockroom/data/StockDatabase;->onCreate(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 78
    return-void
.end method
