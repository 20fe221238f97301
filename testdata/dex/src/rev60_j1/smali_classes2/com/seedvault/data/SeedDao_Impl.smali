.class public final Lcom/seedvault/data/SeedDao_Impl;
.super Lcom/seedvault/data/SeedDao;
.source "SeedDao_Impl.java"


# instance fields
.field private final __db:Landroidx/room/RoomDatabase;


# direct methods
.method public constructor <init>(Landroidx/room/RoomDatabase;)V
    .registers 2

    .line 11
    invoke-direct {p0}, Lcom/seedvault/data/SeedDao;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    .line 13
    return-void
.end method


# virtual methods
.method public addOffer(Ljava/lang/String;Ljava/lang/String;)J
    .registers 6

    .line 55
    iget-object v0, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const-string v1, "INSERT INTO offers (title, species) VALUES (?, ?)"

    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v0

    .line 56
    const/4 v1, 0x1

    .line 57
    invoke-virtual {v0, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 58
    const/4 v1, 0x2

    .line 59
    invoke-virtual {v0, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 60
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    move-result-wide v1

    return-wide v1
.end method

.method public addPlot(Ljava/lang/String;Ljava/lang/String;I)J
    .registers 9

    .line 65
    iget-object v0, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const-string v1, "INSERT INTO plots (bed, crop, owner_uid) VALUES (?, ?, ?)"

    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v0

    .line 66
    const/4 v1, 0x1

    .line 67
    invoke-virtual {v0, v1, p1}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 68
    const/4 v1, 0x2

    .line 69
    invoke-virtual {v0, v1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindString(ILjava/lang/String;)V

    .line 70
    const/4 v1, 0x3

    .line 71
    int-to-long v2, p3

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 72
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteStatement;->executeInsert()J

    move-result-wide v1

    return-wide v1
.end method

.method public claim(JI)I
    .registers 9

    .line 45
    iget-object v0, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    const-string v1, "UPDATE offers SET claimed_by = ? WHERE id = ?"

    invoke-virtual {v0, v1}, Landroidx/room/RoomDatabase;->compileStatement(Ljava/lang/String;)Landroid/database/sqlite/SQLiteStatement;

    move-result-object v0

    .line 46
    const/4 v1, 0x1

    .line 47
    int-to-long v2, p3

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 48
    const/4 v1, 0x2

    .line 49
    invoke-virtual {v0, v1, p1, p2}, Landroid/database/sqlite/SQLiteStatement;->bindLong(IJ)V

    .line 50
    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteStatement;->executeUpdateDelete()I

    move-result v2

    return v2
.end method

.method public offersBySpecies(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6

    .line 18
    const-string v0, "SELECT id, title, species FROM offers WHERE species = ?"

    const/4 v1, 0x1

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v0

    .line 19
    const/4 v1, 0x1

    .line 20
    if-nez p1, :cond_bind

    .line 21
    invoke-virtual {v0, v1}, Landroidx/room/RoomSQLiteQuery;->bindNull(I)V

    goto :goto_query

    .line 23
    :cond_bind
    invoke-virtual {v0, v1, p1}, Landroidx/room/RoomSQLiteQuery;->bindString(ILjava/lang/String;)V

    .line 25
    :goto_query
    iget-object v2, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v2, v0}, Landroidx/room/RoomDatabase;->query(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;

    move-result-object v2

    return-object v2
.end method

.method public plotsFor(I)Landroid/database/Cursor;
    .registers 7

    .line 31
    const-string v0, "SELECT id, bed, crop FROM plots WHERE owner_uid = ?"

    const/4 v1, 0x1

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v0

    .line 32
    const/4 v1, 0x1

    .line 33
    int-to-long v2, p1

    invoke-virtual {v0, v1, v2, v3}, Landroidx/room/RoomSQLiteQuery;->bindLong(IJ)V

    .line 34
    iget-object v2, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v2, v0}, Landroidx/room/RoomDatabase;->query(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;

    move-result-object v2

    return-object v2
.end method

.method public rawSearch(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;
    .registers 4

    .line 39
    move-object v0, p1

    .line 40
    iget-object v1, p0, Lcom/seedvault/data/SeedDao_Impl;->__db:Landroidx/room/RoomDatabase;

    invoke-virtual {v1, v0}, Landroidx/room/RoomDatabase;->query(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;

    move-result-object v1

    return-object v1
.end method
