.class public abstract Lcom/seedvault/data/SeedDao;
.super Ljava/lang/Object;
.source "SeedDao.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public abstract addOffer(Ljava/lang/String;Ljava/lang/String;)J
.end method

.method public abstract addPlot(Ljava/lang/String;Ljava/lang/String;I)J
.end method

.method public abstract claim(JI)I
.end method

.method public abstract offersBySpecies(Ljava/lang/String;)Landroid/database/Cursor;
.end method

.method public abstract plotsFor(I)Landroid/database/Cursor;
.end method

.method public abstract rawSearch(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;
.end method

.method public search(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5

    .line 28
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "SELECT id, title, species FROM offers WHERE title LIKE \'%"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "%\'"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 29
    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroidx/room/RoomSQLiteQuery;->acquire(Ljava/lang/String;I)Landroidx/room/RoomSQLiteQuery;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/seedvault/data/SeedDao;->rawSearch(Landroidx/room/RoomSQLiteQuery;)Landroid/database/Cursor;

    move-result-object v1

    return-object v1
.end method
