.class public final Lcom/fieldnote/birding/data/SightingRepo;
.super Lcom/fieldnote/birding/data/SqlRepo;
.source "SightingRepo.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/data/SightingRepo$Sighting;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/data/SqlRepo<",
        "Lcom/fieldnote/birding/data/SightingRepo$Sighting;",
        "Ljava/lang/Long;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteOpenHelper;)V
    .registers 5

    .line 52
    const-string v0, "sightings"

    const-string v1, "id"

    const-string v2, "seen_at DESC"

    invoke-direct {p0, p1, v0, v1, v2}, Lcom/fieldnote/birding/data/SqlRepo;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 53
    return-void
.end method


# virtual methods
.method public bySpecies(Ljava/lang/String;)Ljava/util/List;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/SightingRepo$Sighting;",
            ">;"
        }
    .end annotation

    .line 62
    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    const-string v1, "species = ? COLLATE NOCASE"

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/data/SightingRepo;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/SightingRepo$Sighting;
    .registers 16

    .line 72
    new-instance v0, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    const-string v4, "id"

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    .line 73
    const-string v6, "species"

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v5

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const-string v7, "count"

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v6

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getInt(I)I

    move-result v5

    .line 74
    const-string v8, "place"

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v7

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    const-string v9, "seen_at"

    invoke-interface {p1, v9}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v8

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v7

    .line 75
    const-string v11, "notes"

    invoke-interface {p1, v11}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v10

    invoke-interface {p1, v10}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v9

    .line 76
    const-string v12, "recorded_by"

    invoke-interface {p1, v12}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v11

    invoke-interface {p1, v11}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v10

    .line 77
    const-string v13, "shared"

    invoke-interface {p1, v13}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v12

    invoke-interface {p1, v12}, Landroid/database/Cursor;->getInt(I)I

    move-result v11

    move-object v1, v0

    if-eqz v11, :cond_0

    const/4 v11, 0x1

    goto :goto_0

    :cond_0
    const/4 v11, 0x0

    :goto_0
    invoke-direct/range {v1 .. v11}, Lcom/fieldnote/birding/data/SightingRepo$Sighting;-><init>(JLjava/lang/String;ILjava/lang/String;JLjava/lang/String;Ljava/lang/String;Z)V

    .line 72
    return-object v0
.end method

.method protected bridge synthetic fromRow(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    .line 11
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/SightingRepo;->fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    move-result-object v0

    return-object v0
.end method

.method protected idOf(Lcom/fieldnote/birding/data/SightingRepo$Sighting;J)Ljava/lang/Long;
    .registers 8

    .line 98
    iget-wide v0, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    iget-wide v0, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    goto :goto_0

    :cond_0
    move-wide v0, p2

    :goto_0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic idOf(Ljava/lang/Object;J)Ljava/lang/Object;
    .registers 5

    .line 11
    check-cast p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    invoke-virtual {p0, p1, p2, p3}, Lcom/fieldnote/birding/data/SightingRepo;->idOf(Lcom/fieldnote/birding/data/SightingRepo$Sighting;J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public recent()Ljava/util/List;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/SightingRepo$Sighting;",
            ">;"
        }
    .end annotation

    .line 57
    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    const/4 v1, 0x0

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/data/SightingRepo;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public search(Ljava/lang/String;)Ljava/util/List;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/fieldnote/birding/data/SightingRepo$Sighting;",
            ">;"
        }
    .end annotation

    .line 67
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "species LIKE \'%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "%\' OR notes LIKE \'%"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "%\'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/data/SightingRepo;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method protected toRow(Lcom/fieldnote/birding/data/SightingRepo$Sighting;)Landroid/content/ContentValues;
    .registers 7

    .line 82
    new-instance v4, Landroid/content/ContentValues;

    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V

    .line 83
    iget-wide v0, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 84
    iget-wide v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->id:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "id"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 86
    :cond_0
    iget-object v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->species:Ljava/lang/String;

    const-string v1, "species"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    iget v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->count:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "count"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 88
    iget-object v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->place:Ljava/lang/String;

    const-string v1, "place"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 89
    iget-wide v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->seenAt:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "seen_at"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 90
    iget-object v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->notes:Ljava/lang/String;

    const-string v1, "notes"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 91
    iget-object v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->recordedBy:Ljava/lang/String;

    const-string v1, "recorded_by"

    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 92
    iget-boolean v2, p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;->shared:Z

    move-object v0, v4

    const-string v1, "shared"

    if-eqz v2, :cond_1

    const/4 v2, 0x1

    goto :goto_0

    :cond_1
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 93
    return-object v4
.end method

.method protected bridge synthetic toRow(Ljava/lang/Object;)Landroid/content/ContentValues;
    .registers 3

    .line 11
    check-cast p1, Lcom/fieldnote/birding/data/SightingRepo$Sighting;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/SightingRepo;->toRow(Lcom/fieldnote/birding/data/SightingRepo$Sighting;)Landroid/content/ContentValues;

    move-result-object v0

    return-object v0
.end method
