.class public final Lcom/tallowbrook/salon/core/SalonDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "SalonDb.java"


# static fields
.field private static final NAME:Ljava/lang/String; = "salon.db"

.field private static final VERSION:I = 0x3

.field private static instance:Lcom/tallowbrook/salon/core/SalonDb;


# instance fields
.field private approvals:Lcom/tallowbrook/salon/core/ApprovalStore;


# direct methods
.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 16
    const-string v0, "salon.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    .line 17
    return-void
.end method

.method public static declared-synchronized get(Landroid/content/Context;)Lcom/tallowbrook/salon/core/SalonDb;
    .registers 5

    const-class v0, Lcom/tallowbrook/salon/core/SalonDb;

    monitor-enter v0

    .line 20
    :try_start_0
    sget-object v0, Lcom/tallowbrook/salon/core/SalonDb;->instance:Lcom/tallowbrook/salon/core/SalonDb;

    if-nez v0, :cond_0

    .line 21
    new-instance v0, Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {p0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v0, v2}, Lcom/tallowbrook/salon/core/SalonDb;-><init>(Landroid/content/Context;)V

    sput-object v0, Lcom/tallowbrook/salon/core/SalonDb;->instance:Lcom/tallowbrook/salon/core/SalonDb;

    .line 22
    sget-object v0, Lcom/tallowbrook/salon/core/SalonDb;->instance:Lcom/tallowbrook/salon/core/SalonDb;

    new-instance v1, Lcom/tallowbrook/salon/core/ApprovalStore;

    sget-object v3, Lcom/tallowbrook/salon/core/SalonDb;->instance:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-direct {v1, v3}, Lcom/tallowbrook/salon/core/ApprovalStore;-><init>(Lcom/tallowbrook/salon/core/SalonDb;)V

    iput-object v1, v0, Lcom/tallowbrook/salon/core/SalonDb;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    .line 24
    :cond_0
    sget-object v0, Lcom/tallowbrook/salon/core/SalonDb;->instance:Lcom/tallowbrook/salon/core/SalonDb;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    const-class v1, Lcom/tallowbrook/salon/core/SalonDb;

    monitor-exit v1

    return-object v0

    :catchall_0
    move-exception v0

    const-class v1, Lcom/tallowbrook/salon/core/SalonDb;

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public approvals()Lcom/tallowbrook/salon/core/ApprovalStore;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/tallowbrook/salon/core/SalonDb;->approvals:Lcom/tallowbrook/salon/core/ApprovalStore;

    return-object v0
.end method

.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 33
    const-string v0, "CREATE TABLE clients (id TEXT PRIMARY KEY, name TEXT NOT NULL, phone TEXT, visits INTEGER NOT NULL DEFAULT 0, merged_into TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 35
    const-string v0, "CREATE TABLE appointments (id TEXT PRIMARY KEY, client_id TEXT NOT NULL, stylist TEXT NOT NULL, starts_at INTEGER NOT NULL, minutes INTEGER NOT NULL, status INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 37
    const-string v0, "CREATE TABLE outbox (appointment_id TEXT PRIMARY KEY, kind TEXT NOT NULL, queued_at INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 38
    const-string v0, "CREATE TABLE paired_apps (package TEXT NOT NULL, provider_id TEXT NOT NULL, cert_sha256 TEXT, scopes TEXT NOT NULL, PRIMARY KEY (package, provider_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 40
    const-string v0, "CREATE TABLE sessions (token TEXT PRIMARY KEY, provider_id TEXT NOT NULL, uid INTEGER NOT NULL, caps TEXT NOT NULL, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 42
    const-string v0, "CREATE TABLE ledger (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args_digest TEXT NOT NULL, operation_id TEXT, outcome TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (uid, provider_id, request_id))"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 45
    const-string v0, "CREATE TABLE jobs (id TEXT PRIMARY KEY, provider_id TEXT NOT NULL, uid INTEGER NOT NULL, request_id TEXT NOT NULL, tool TEXT NOT NULL, args TEXT NOT NULL, args_digest TEXT NOT NULL, state INTEGER NOT NULL, cancel_requested INTEGER NOT NULL DEFAULT 0, deadline_at INTEGER NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 49
    const-string v0, "CREATE TABLE approvals (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, provider_id TEXT NOT NULL, tool TEXT NOT NULL, request_id TEXT NOT NULL, args_digest TEXT NOT NULL, summary TEXT NOT NULL, approved INTEGER, expires_at INTEGER NOT NULL)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 52
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    .line 56
    const/4 v0, 0x3

    if-ge p2, v0, :cond_0

    .line 57
    const-string v0, "ALTER TABLE jobs ADD COLUMN cancel_requested INTEGER NOT NULL DEFAULT 0"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 59
    :cond_0
    return-void
.end method
