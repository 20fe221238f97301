.class public final Lcom/fieldnote/birding/data/BirdingDb$Grants;
.super Lcom/fieldnote/birding/data/SqlRepo;
.source "BirdingDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/data/BirdingDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Grants"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/data/SqlRepo<",
        "Lcom/fieldnote/birding/data/BirdingDb$Grant;",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteOpenHelper;)V
    .registers 5

    .line 50
    const-string v0, "grants"

    const-string v1, "key"

    const/4 v2, 0x0

    invoke-direct {p0, p1, v0, v1, v2}, Lcom/fieldnote/birding/data/SqlRepo;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;ILjava/lang/String;J)Lcom/fieldnote/birding/data/BirdingDb$Grant;
    .registers 12

    .line 55
    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    .line 56
    invoke-static {p2}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v2, v3

    const/4 v3, 0x2

    aput-object p3, v2, v3

    invoke-static {p4, p5}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x3

    aput-object v4, v2, v3

    .line 55
    const-string v1, "package = ? AND uid = ? AND scope = ? AND expires_at > ?"

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/data/BirdingDb$Grants;->findWhere(Ljava/lang/String;[Ljava/lang/String;)Ljava/util/List;

    move-result-object v5

    .line 57
    invoke-interface {v5}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    invoke-interface {v5, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/data/BirdingDb$Grant;

    :goto_0
    return-object v0
.end method

.method protected fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/BirdingDb$Grant;
    .registers 11

    .line 62
    new-instance v0, Lcom/fieldnote/birding/data/BirdingDb$Grant;

    const-string v4, "package"

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    .line 63
    const-string v5, "uid"

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v4

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getInt(I)I

    move-result v3

    const-string v6, "scope"

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v5

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 64
    const-string v7, "cert_sha256"

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v6

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    .line 65
    const-string v8, "expires_at"

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v7

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    move-object v1, v0

    invoke-direct/range {v1 .. v7}, Lcom/fieldnote/birding/data/BirdingDb$Grant;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V

    .line 62
    return-object v0
.end method

.method protected bridge synthetic fromRow(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    .line 48
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/BirdingDb$Grants;->fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/BirdingDb$Grant;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic idOf(Ljava/lang/Object;J)Ljava/lang/Object;
    .registers 5

    .line 48
    check-cast p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;

    invoke-virtual {p0, p1, p2, p3}, Lcom/fieldnote/birding/data/BirdingDb$Grants;->idOf(Lcom/fieldnote/birding/data/BirdingDb$Grant;J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected idOf(Lcom/fieldnote/birding/data/BirdingDb$Grant;J)Ljava/lang/String;
    .registers 9

    .line 82
    iget-object v0, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->pkg:Ljava/lang/String;

    iget v1, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->uid:I

    iget-object v2, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->scope:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method protected toRow(Lcom/fieldnote/birding/data/BirdingDb$Grant;)Landroid/content/ContentValues;
    .registers 8

    .line 70
    new-instance v5, Landroid/content/ContentValues;

    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V

    .line 71
    const-wide/16 v3, 0x0

    invoke-virtual {p0, p1, v3, v4}, Lcom/fieldnote/birding/data/BirdingDb$Grants;->idOf(Lcom/fieldnote/birding/data/BirdingDb$Grant;J)Ljava/lang/String;

    move-result-object v1

    const-string v0, "key"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 72
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->pkg:Ljava/lang/String;

    const-string v0, "package"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 73
    iget v1, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "uid"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 74
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->scope:Ljava/lang/String;

    const-string v0, "scope"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->certSha256:Ljava/lang/String;

    const-string v0, "cert_sha256"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    iget-wide v1, p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;->expiresAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "expires_at"

    invoke-virtual {v5, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 77
    return-object v5
.end method

.method protected bridge synthetic toRow(Ljava/lang/Object;)Landroid/content/ContentValues;
    .registers 3

    .line 48
    check-cast p1, Lcom/fieldnote/birding/data/BirdingDb$Grant;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/BirdingDb$Grants;->toRow(Lcom/fieldnote/birding/data/BirdingDb$Grant;)Landroid/content/ContentValues;

    move-result-object v0

    return-object v0
.end method
