.class public final Lcom/gridnote/data/GridDb;
.super Ljava/lang/Object;
.source "GridDb.java"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .locals 2

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    const-string v0, "grid.db"

    invoke-virtual {p1, v0}, Landroid/content/Context;->getDatabasePath(Ljava/lang/String;)Ljava/io/File;

    move-result-object p1

    const/4 v0, 0x0

    invoke-static {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Ljava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    iput-object p1, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 13
    return-void
.end method


# virtual methods

.method public cancel(Ljava/lang/String;Ljava/lang/String;)I
    .locals 5

    .line 36
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE outages SET state = 'cancelled', changed_by = ? WHERE ref = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p2, v2, v3

    const/4 v3, 0x1

    aput-object p1, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 37
    const/4 p1, 0x1

    return p1
.end method

.method public correct(Ljava/lang/String;JI)I
    .locals 5

    .line 21
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE readings SET kwh = ?, by_uid = ? WHERE id = ?"

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/Object;

    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3

    const/4 v3, 0x2

    aput-object p1, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 22
    const/4 p1, 0x1

    return p1
.end method

.method public csv(I)Ljava/lang/String;
    .locals 4

    .line 26
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    .line 27
    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object p1

    const/4 v2, 0x0

    aput-object p1, v1, v2

    .line 26
    const-string p1, "SELECT group_concat(meter || ',' || kwh, char(10)) FROM readings WHERE by_uid = ?"

    invoke-static {v0, p1, v1}, Landroid/database/DatabaseUtils;->stringForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    return-object p1
.end method

.method public follow(Ljava/lang/String;I)V
    .locals 5

    .line 46
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO followers(ref, uid) VALUES (?, ?)"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 47
    return-void
.end method

.method public mute(Ljava/lang/String;I)V
    .locals 5

    .line 50
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "DELETE FROM followers WHERE ref = ? AND uid = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 51
    return-void
.end method

.method public record(Ljava/lang/String;JI)I
    .locals 5

    .line 16
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO readings(meter, kwh, by_uid) VALUES (?, ?, ?)"

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3

    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x2

    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 17
    const/4 p1, 0x1

    return p1
.end method

.method public reopen(Ljava/lang/String;Ljava/lang/String;)I
    .locals 5

    .line 41
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE outages SET state = 'open', changed_by = ? WHERE ref = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p2, v2, v3

    const/4 v3, 0x1

    aput-object p1, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 42
    const/4 p1, 0x1

    return p1
.end method

.method public report(Ljava/lang/String;Ljava/lang/String;I)I
    .locals 5

    .line 31
    iget-object v0, p0, Lcom/gridnote/data/GridDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO outages(area, note, by_uid) VALUES (?, ?, ?)"

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    const/4 v3, 0x1

    aput-object p2, v2, v3

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v3, 0x2

    aput-object v4, v2, v3
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 32
    const/4 p1, 0x1

    return p1
.end method
