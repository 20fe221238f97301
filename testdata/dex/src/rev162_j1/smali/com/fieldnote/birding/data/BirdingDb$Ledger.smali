.class public final Lcom/fieldnote/birding/data/BirdingDb$Ledger;
.super Lcom/fieldnote/birding/data/SqlRepo;
.source "BirdingDb.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/data/BirdingDb;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Ledger"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Lcom/fieldnote/birding/data/SqlRepo<",
        "Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>(Landroid/database/sqlite/SQLiteOpenHelper;)V
    .registers 5

    .line 89
    const-string v0, "ledger"

    const-string v1, "key"

    const/4 v2, 0x0

    invoke-direct {p0, p1, v0, v1, v2}, Lcom/fieldnote/birding/data/SqlRepo;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    return-void
.end method


# virtual methods
.method protected fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;
    .registers 11

    .line 94
    new-instance v0, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;

    const-string v4, "key"

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v3

    invoke-interface {p1, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    .line 95
    const-string v5, "tool"

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v4

    invoke-interface {p1, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    .line 96
    const-string v6, "args_sha256"

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v5

    invoke-interface {p1, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    .line 97
    const-string v7, "data"

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v6

    invoke-interface {p1, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    .line 98
    const-string v8, "created_at"

    invoke-interface {p1, v8}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v7

    invoke-interface {p1, v7}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v6

    move-object v1, v0

    invoke-direct/range {v1 .. v7}, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    .line 94
    return-object v0
.end method

.method protected bridge synthetic fromRow(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    .line 87
    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/BirdingDb$Ledger;->fromRow(Landroid/database/Cursor;)Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;

    move-result-object v0

    return-object v0
.end method

.method protected bridge synthetic idOf(Ljava/lang/Object;J)Ljava/lang/Object;
    .registers 5

    .line 87
    check-cast p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;

    invoke-virtual {p0, p1, p2, p3}, Lcom/fieldnote/birding/data/BirdingDb$Ledger;->idOf(Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected idOf(Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;J)Ljava/lang/String;
    .registers 5

    .line 114
    iget-object v0, p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->key:Ljava/lang/String;

    return-object v0
.end method

.method protected toRow(Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;)Landroid/content/ContentValues;
    .registers 6

    .line 103
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 104
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->key:Ljava/lang/String;

    const-string v0, "key"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->tool:Ljava/lang/String;

    const-string v0, "tool"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 106
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->argsSha256:Ljava/lang/String;

    const-string v0, "args_sha256"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 107
    iget-object v1, p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->data:Ljava/lang/String;

    const-string v0, "data"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 108
    iget-wide v1, p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;->createdAt:J

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    const-string v0, "created_at"

    invoke-virtual {v3, v0, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 109
    return-object v3
.end method

.method protected bridge synthetic toRow(Ljava/lang/Object;)Landroid/content/ContentValues;
    .registers 3

    .line 87
    check-cast p1, Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;

    invoke-virtual {p0, p1}, Lcom/fieldnote/birding/data/BirdingDb$Ledger;->toRow(Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;)Landroid/content/ContentValues;

    move-result-object v0

    return-object v0
.end method
