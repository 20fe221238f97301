.class public final Lcom/tallyspring/budget/data/LedgerDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "LedgerDb.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "tallyspring.db"

.field private static final VERSION:I = 0x7

.field private static instance:Lcom/tallyspring/budget/data/LedgerDb;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 14
    const-string v0, "tallyspring.db"

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 15
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/tallyspring/budget/data/LedgerDb;
    .registers 3

    const-class v0, Lcom/tallyspring/budget/data/LedgerDb;

    monitor-enter v0

    .line 18
    :try_start_0
    sget-object v0, Lcom/tallyspring/budget/data/LedgerDb;->instance:Lcom/tallyspring/budget/data/LedgerDb;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Lcom/tallyspring/budget/data/LedgerDb;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/data/LedgerDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/tallyspring/budget/data/LedgerDb;->instance:Lcom/tallyspring/budget/data/LedgerDb;

    .line 21
    :cond_0
    sget-object v0, Lcom/tallyspring/budget/data/LedgerDb;->instance:Lcom/tallyspring/budget/data/LedgerDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/tallyspring/budget/data/LedgerDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/tallyspring/budget/data/LedgerDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 26
    const-string v0, "CREATE TABLE bills (_id INTEGER PRIMARY KEY, payee TEXT NOT NULL, amount_cents INTEGER NOT NULL, due_on TEXT NOT NULL, status TEXT NOT NULL DEFAULT \'due\')"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 28
    const-string v0, "CREATE TABLE payments (_id INTEGER PRIMARY KEY, bill_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL, pay_on TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 30
    const-string v0, "CREATE TABLE transfers (_id INTEGER PRIMARY KEY, payment_id INTEGER NOT NULL, state TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 32
    const-string v0, "CREATE TABLE categories (_id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, limit_cents INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 34
    const-string v0, "CREATE TABLE expenses (_id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL, merchant TEXT, month TEXT NOT NULL, spent_on TEXT NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 36
    const-string v0, "CREATE TABLE paired_apps (package TEXT NOT NULL, provider TEXT NOT NULL, cert_sha256 TEXT NOT NULL, scopes TEXT NOT NULL, paired_at INTEGER NOT NULL, PRIMARY KEY (package, provider))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE approvals (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_sha256 TEXT NOT NULL, summary TEXT NOT NULL, expires_at INTEGER NOT NULL, decision TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 41
    const-string v0, "CREATE TABLE mutations (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_sha256 TEXT NOT NULL, outcome TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 44
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 48
    const/4 v0, 0x7

    if-ge p2, v0, :cond_0

    .line 49
    const-string v0, "ALTER TABLE approvals ADD COLUMN decision TEXT"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 51
    :cond_0
    return-void
.end method
