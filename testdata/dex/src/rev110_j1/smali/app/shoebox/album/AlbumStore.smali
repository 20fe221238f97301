.class public final Lapp/shoebox/album/AlbumStore;
.super Ljava/lang/Object;
.source "AlbumStore.java"

# interfaces
.implements Lapp/shoebox/album/PhotoQueries;


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lapp/shoebox/album/AlbumStore;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 12
    const-string v0, "CREATE TABLE IF NOT EXISTS photos (uri TEXT PRIMARY KEY, album TEXT, tag TEXT, taken INTEGER)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 13
    const-string v0, "CREATE TABLE IF NOT EXISTS albums (id TEXT PRIMARY KEY, title TEXT)"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 14
    return-void
.end method


# virtual methods
.method public db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 18
    iget-object v0, p0, Lapp/shoebox/album/AlbumStore;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object v0
.end method

.method public deleteAlbum(Ljava/lang/String;)V
    .registers 6

    .line 33
    iget-object v0, p0, Lapp/shoebox/album/AlbumStore;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    const-string v2, "albums"

    const-string v3, "id = ?"

    invoke-virtual {v0, v2, v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 34
    return-void
.end method

.method public deletePhotos(Ljava/lang/String;)I
    .registers 6

    .line 29
    iget-object v0, p0, Lapp/shoebox/album/AlbumStore;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    const-string v2, "photos"

    const-string v3, "album = ?"

    invoke-virtual {v0, v2, v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public synthetic photosIn(Ljava/lang/String;)Ljava/util/List;
    .registers 2

    invoke-static {p0, p1}, Lapp/shoebox/album/PhotoQueries$-CC;->$default$photosIn(Lapp/shoebox/album/PhotoQueries;Ljava/lang/String;)Ljava/util/List;

    move-result-object p1

    return-object p1
.end method

.method public synthetic photosTagged(Ljava/lang/String;)Ljava/util/List;
    .registers 2

    invoke-static {p0, p1}, Lapp/shoebox/album/PhotoQueries$-CC;->$default$photosTagged(Lapp/shoebox/album/PhotoQueries;Ljava/lang/String;)Ljava/util/List;

    move-result-object p1

    return-object p1
.end method

.method public unfile(Ljava/lang/String;)I
    .registers 7

    .line 23
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 24
    const-string v1, "album"

    invoke-virtual {v0, v1}, Landroid/content/ContentValues;->putNull(Ljava/lang/String;)V

    .line 25
    iget-object v2, p0, Lapp/shoebox/album/AlbumStore;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v4, "photos"

    const-string v1, "album = ?"

    invoke-virtual {v2, v4, v0, v1, v3}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v1

    return v1
.end method
