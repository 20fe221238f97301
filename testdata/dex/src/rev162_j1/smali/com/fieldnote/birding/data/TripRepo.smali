.class public final Lcom/fieldnote/birding/data/TripRepo;
.super Lcom/fieldnote/birding/data/SqlRepo;
.source "TripRepo.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/data/TripRepo$Trip;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/data/SqlRepo<",
        "Lcom/fieldnote/birding/data/TripRepo$Trip;",
        "Ljava/lang/Long;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteOpenHelper;)V
    .registers 5

    .line 48
    const-string v0, "trips"

    const-string v1, "id"

    const-string v2, "starts_at ASC"

    invoke-direct {p0, p1, v0, v1, v2}, Lcom/fieldnote/birding/data/SqlRepo;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 49
    return-void
.end method


# virtual methods
.method public byPlace(Ljava/lang/String;J)Ljava/util/List;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "J)",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/TripRepo$Trip;",
            ">;"
        }
    .end annotation

    .line 58
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "%"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "%"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    invoke-static {p2, p3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3

    const-string v1, "place LIKE ? AND starts_at > ? AND cancelled = 0"

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/data/TripRepo;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/TripRepo$Trip;
    .registers 15

    .line 63
    new-instance v0, Lcom/fieldnote/birding/data/TripRepo$Trip;

    const-string v4, "id"

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const-string v6, "place"

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v5

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 64
    const-string v7, "starts_at"

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v6

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    .line 65
    const-string v9, "organizer"

    invoke-interface {p1, v9}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v8

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    .line 66
    const-string v10, "leader"

    invoke-interface {p1, v10}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v9

    invoke-interface {p1, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    const-string v11, "spots"

    invoke-interface {p1, v11}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v10

    invoke-interface {p1, v10}, Landroid/database/Cursor;->getInt(I)I

    move-result v9

    .line 67
    const-string v12, "cancelled"

    invoke-interface {p1, v12}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v11

    invoke-interface {p1, v11}, Landroid/database/Cursor;->getInt(I)I

    move-result v10

    move-object v1, v0

    if-eqz v10, :cond_0

    const/4 v10, 0x1

    goto :goto_0

    :cond_0
    const/4 v10, 0x0

    :goto_0
    invoke-direct/range {v1 .. v10}, Lcom/fieldnote/birding/data/TripRepo$Trip;-><init>(JLjava/lang/String;JLjava/lang/String;Ljava/lang/String;IZ)V

    .line 63
    return-object v0
.end method

.method protected bridge synthetic fromRow(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    .line 11
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/TripRepo;->fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/TripRepo$Trip;

    move-result-object v0

    return-object v0
.end method

.method protected idOf(Lcom/fieldnote/birding/data/TripRepo$Trip;J)Ljava/lang/Long;
    .registers 6

    .line 85
    iget-wide v0, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic idOf(Ljava/lang/Object;J)Ljava/lang/Object;
    .registers 5

    .line 11
    check-cast p1, Lcom/fieldnote/birding/data/TripRepo$Trip;

    invoke-virtual {p0, p1, p2, p3}, Lcom/fieldnote/birding/data/TripRepo;->idOf(Lcom/fieldnote/birding/data/TripRepo$Trip;J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method protected toRow(Lcom/fieldnote/birding/data/TripRepo$Trip;)Landroid/content/ContentValues;
    .registers 7

    .line 72
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 73
    iget-wide v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->id:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 74
    iget-object v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->place:Ljava/lang/String;

    const-string v1, "place"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    iget-wide v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->startsAt:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "starts_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 76
    iget-object v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->organizer:Ljava/lang/String;

    const-string v1, "organizer"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 77
    iget-object v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->leader:Ljava/lang/String;

    const-string v1, "leader"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    iget v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->spots:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "spots"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 79
    iget-boolean v2, p1, Lcom/fieldnote/birding/data/TripRepo$Trip;->cancelled:Z

    move-object v0, v4

    const-string v1, "cancelled"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 80
    return-object v4
.end method

.method protected bridge synthetic toRow(Ljava/lang/Object;)Landroid/content/ContentValues;
    .registers 3

    .line 11
    check-cast p1, Lcom/fieldnote/birding/data/TripRepo$Trip;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/TripRepo;->toRow(Lcom/fieldnote/birding/data/TripRepo$Trip;)Landroid/content/ContentValues;

    move-result-object v0

    return-object v0
.end method

.method public upcoming(J)Ljava/util/List;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(J)",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/TripRepo$Trip;",
            ">;"
        }
    .end annotation

    .line 53
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    invoke-static {p1, p2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    const-string v1, "starts_at > ? AND cancelled = 0"

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/data/TripRepo;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
