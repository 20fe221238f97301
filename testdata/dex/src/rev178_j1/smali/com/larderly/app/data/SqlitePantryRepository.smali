.class public final Lcom/larderly/app/data/SqlitePantryRepository;
.super Ljava/lang/Object;
.source "SqlitePantryRepository.java"

# interfaces
.implements Lcom/larderly/app/data/PantryRepository;


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 12
    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "name"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "category"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "quantity"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "unit"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "best_before"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "opened"

    aput-object v2, v0, v1

    sput-object v0, Lcom/larderly/app/data/SqlitePantryRepository;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/larderly/app/data/AppDatabase;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/larderly/app/data/SqlitePantryRepository;->database:Lcom/larderly/app/data/AppDatabase;

    .line 17
    return-void
.end method

.method private static read(Landroid/database/Cursor;)Lcom/larderly/app/domain/PantryItem;
    .registers 11

    .line 93
    new-instance v0, Lcom/larderly/app/domain/PantryItem;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x1

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x2

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x3

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getInt(I)I

    move-result v5

    const/4 v7, 0x4

    invoke-interface {p0, v7}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v6

    .line 94
    const/4 v8, 0x5

    invoke-interface {p0, v8}, Landroid/database/Cursor;->isNull(I)Z

    move-result v7

    move-object v1, v0

    if-eqz v7, :cond_0

    const/4 v7, 0x0

    goto :goto_0

    :cond_0
    const/4 v8, 0x5

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    :goto_0
    const/4 v9, 0x6

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getInt(I)I

    move-result v8

    if-eqz v8, :cond_1

    const/4 v8, 0x1

    goto :goto_1

    :cond_1
    const/4 v8, 0x0

    :goto_1
    invoke-direct/range {v1 .. v8}, Lcom/larderly/app/domain/PantryItem;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)V

    .line 93
    return-object v0
.end method


# virtual methods
.method public find(Ljava/lang/String;)Lcom/larderly/app/domain/PantryItem;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    .line 42
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/SqlitePantryRepository;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/larderly/app/data/SqlitePantryRepository;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "items"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v8

    .line 45
    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v8}, Lcom/larderly/app/data/SqlitePantryRepository;->read(Landroid/database/Cursor;)Lcom/larderly/app/domain/PantryItem;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v9, v0

    .line 47
    :try_start_2
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Landroid/database/SQLException; {:try_start_2 .. :try_end_2} :catch_0

    .line 45
    return-object v9

    :catchall_0
    move-exception v10

    .line 47
    :try_start_3
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 48
    throw v10
    :try_end_3
    .catch Landroid/database/SQLException; {:try_start_3 .. :try_end_3} :catch_0

    :catch_0
    move-exception v8

    .line 50
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    const-string v2, "item lookup failed"

    invoke-direct {v0, v2, v8}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method public findAll(Ljava/lang/String;)Ljava/util/List;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Lcom/larderly/app/domain/PantryItem;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    .line 21
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "category = ?"

    :goto_0
    move-object v8, v0

    .line 22
    if-nez p1, :cond_1

    const/4 v0, 0x0

    goto :goto_1

    :cond_1
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    :goto_1
    move-object v9, v0

    .line 23
    new-instance v10, Ljava/util/ArrayList;

    invoke-direct {v10}, Ljava/util/ArrayList;-><init>()V

    .line 25
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/SqlitePantryRepository;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/larderly/app/data/SqlitePantryRepository;->COLUMNS:[Ljava/lang/String;

    const-string v1, "items"

    move-object v3, v8

    move-object v4, v9

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v11

    .line 27
    :goto_2
    :try_start_1
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 28
    invoke-static {v11}, Lcom/larderly/app/data/SqlitePantryRepository;->read(Landroid/database/Cursor;)Lcom/larderly/app/domain/PantryItem;

    move-result-object v1

    invoke-interface {v10, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    goto :goto_2

    .line 31
    :cond_2
    :try_start_2
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Landroid/database/SQLException; {:try_start_2 .. :try_end_2} :catch_0

    .line 32
    goto :goto_3

    :catchall_0
    move-exception v12

    .line 31
    :try_start_3
    invoke-interface {v11}, Landroid/database/Cursor;->close()V

    .line 32
    throw v12
    :try_end_3
    .catch Landroid/database/SQLException; {:try_start_3 .. :try_end_3} :catch_0

    .line 35
    :goto_3
    goto :goto_4

    :catch_0
    move-exception v11

    .line 34
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    const-string v2, "items query failed"

    invoke-direct {v0, v2, v11}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 36
    :goto_4
    return-object v10
.end method

.method public insert(Lcom/larderly/app/domain/PantryItem;)V
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    .line 56
    new-instance v3, Landroid/content/ContentValues;

    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V

    .line 57
    iget-object v2, p1, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    const-string v1, "id"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    iget-object v2, p1, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    iget-object v2, p1, Lcom/larderly/app/domain/PantryItem;->category:Ljava/lang/String;

    const-string v1, "category"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    iget v2, p1, Lcom/larderly/app/domain/PantryItem;->quantity:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 61
    iget-object v2, p1, Lcom/larderly/app/domain/PantryItem;->unit:Ljava/lang/String;

    const-string v1, "unit"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    iget-object v2, p1, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    const-string v1, "best_before"

    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    iget-boolean v2, p1, Lcom/larderly/app/domain/PantryItem;->opened:Z

    move-object v0, v3

    const-string v1, "opened"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 65
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/SqlitePantryRepository;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "items"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    .line 68
    goto :goto_1

    :catch_0
    move-exception v4

    .line 67
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    const-string v2, "item insert failed"

    invoke-direct {v0, v2, v4}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 69
    :goto_1
    return-void
.end method

.method public remove(Ljava/lang/String;)Z
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    .line 85
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/SqlitePantryRepository;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 86
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    const-string v1, "items"

    const-string v2, "id = ?"

    invoke-virtual {v5, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0

    :catch_0
    move-exception v5

    .line 88
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    const-string v2, "item delete failed"

    invoke-direct {v0, v2, v5}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method

.method public updateQuantity(Ljava/lang/String;I)V
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/larderly/app/data/RepositoryException;
        }
    .end annotation

    .line 73
    new-instance v6, Landroid/content/ContentValues;

    invoke-direct {v6}, Landroid/content/ContentValues;-><init>()V

    .line 74
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "quantity"

    invoke-virtual {v6, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 76
    :try_start_0
    iget-object v0, p0, Lcom/larderly/app/data/SqlitePantryRepository;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object p1, v4, v5

    const-string v1, "items"

    const-string v3, "id = ?"

    invoke-virtual {v0, v1, v6, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    .line 79
    goto :goto_0

    :catch_0
    move-exception v7

    .line 78
    new-instance v0, Lcom/larderly/app/data/RepositoryException;

    const-string v2, "quantity update failed"

    invoke-direct {v0, v2, v7}, Lcom/larderly/app/data/RepositoryException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 80
    :goto_0
    return-void
.end method
