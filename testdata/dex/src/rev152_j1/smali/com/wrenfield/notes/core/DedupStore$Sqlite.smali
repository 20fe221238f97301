.class public final Lcom/wrenfield/notes/core/DedupStore$Sqlite;
.super Ljava/lang/Object;
.source "DedupStore.java"

# interfaces
.implements Lcom/wrenfield/notes/core/DedupStore;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/DedupStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Sqlite"
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final clock:Lcom/wrenfield/notes/core/Clock;

.field private final db:Lcom/wrenfield/notes/core/WrenfieldDb;

.field private final running:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 76
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "tool"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "args_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "outcome"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "recorded_at"

    aput-object v2, v0, v1

    sput-object v0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/wrenfield/notes/core/WrenfieldDb;Lcom/wrenfield/notes/core/Clock;)V
    .registers 4

    .line 82
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 80
    invoke-static {}, Ljava/util/concurrent/ConcurrentHashMap;->newKeySet()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;

    move-result-object v0

    iput-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->running:Ljava/util/Set;

    .line 83
    iput-object p1, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    .line 84
    iput-object p2, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->clock:Lcom/wrenfield/notes/core/Clock;

    .line 85
    return-void
.end method


# virtual methods
.method public begin(Ljava/lang/String;)Z
    .registers 3

    .line 101
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public end(Ljava/lang/String;)V
    .registers 3

    .line 117
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->running:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->remove(Ljava/lang/Object;)Z

    .line 118
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/wrenfield/notes/core/DedupStore$Entry;
    .registers 15

    .line 89
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v0}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v0

    const-wide/32 v2, 0x5265c00

    sub-long/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v9

    .line 90
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object v9, v4, v6

    const-string v1, "dedup"

    const-string v3, "request_key = ? AND recorded_at >= ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    invoke-virtual/range {v0 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 92
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 93
    const/4 v11, 0x0

    .line 96
    if-eqz v10, :cond_0

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 93
    :cond_0
    return-object v11

    .line 95
    :cond_1
    :try_start_1
    new-instance v0, Lcom/wrenfield/notes/core/DedupStore$Entry;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {v10, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x2

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    move-object v1, v0

    invoke-direct/range {v1 .. v6}, Lcom/wrenfield/notes/core/DedupStore$Entry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-object v11, v0

    .line 96
    if-eqz v10, :cond_2

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 95
    :cond_2
    return-object v11

    :catch_0
    move-exception v11

    .line 90
    if-eqz v10, :cond_3

    :try_start_2
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v11
.end method

.method public finish(Ljava/lang/String;Lcom/wrenfield/notes/core/DedupStore$Entry;)V
    .registers 9

    .line 106
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 107
    const-string v1, "request_key"

    invoke-virtual {v5, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    iget-object v2, p2, Lcom/wrenfield/notes/core/DedupStore$Entry;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 109
    iget-object v2, p2, Lcom/wrenfield/notes/core/DedupStore$Entry;->argsDigest:Ljava/lang/String;

    const-string v1, "args_sha256"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 110
    iget-object v2, p2, Lcom/wrenfield/notes/core/DedupStore$Entry;->outcome:Ljava/lang/String;

    const-string v1, "outcome"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 111
    iget-wide v2, p2, Lcom/wrenfield/notes/core/DedupStore$Entry;->recordedAt:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "recorded_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 112
    iget-object v0, p0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;->db:Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "dedup"

    const/4 v2, 0x0

    const/4 v4, 0x5

    invoke-virtual {v0, v1, v2, v5, v4}, Landroid/database/sqlite/SQLiteDatabase;->insertWithOnConflict(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;I)J

    .line 113
    return-void
.end method
