.class final Lcom/tuneup/visits/VisitDb;
.super Ljava/lang/Object;
.source "VisitDb.java"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private users:I


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    const-string v0, "visits.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/tuneup/visits/VisitDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 14
    return-void
.end method


# virtual methods
.method addVisit(Ljava/lang/String;II)V
    .registers 9

    .line 37
    iget-object v0, p0, Lcom/tuneup/visits/VisitDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "INSERT INTO visits(piano, uid, week) VALUES (?, ?, ?)"

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    .line 38
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x2

    aput-object v3, v2, v4

    .line 37
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 39
    return-void
.end method

.method get()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/tuneup/visits/VisitDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method open()V
    .registers 2

    .line 21
    iget v0, p0, Lcom/tuneup/visits/VisitDb;->users:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lcom/tuneup/visits/VisitDb;->users:I

    .line 22
    return-void
.end method

.method release()V
    .registers 2

    .line 25
    iget v0, p0, Lcom/tuneup/visits/VisitDb;->users:I

    add-int/lit8 v0, v0, -0x1

    iput v0, p0, Lcom/tuneup/visits/VisitDb;->users:I

    .line 26
    return-void
.end method

.method taken(Ljava/lang/String;I)Z
    .registers 8

    .line 29
    iget-object v0, p0, Lcom/tuneup/visits/VisitDb;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "SELECT 1 FROM visits WHERE piano = ? AND week = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    .line 30
    invoke-static {p2}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    .line 29
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 31
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v1

    .line 32
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 33
    return v1
.end method
