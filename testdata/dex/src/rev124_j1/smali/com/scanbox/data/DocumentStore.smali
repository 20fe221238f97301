.class public final Lcom/scanbox/data/DocumentStore;
.super Ljava/lang/Object;
.source "DocumentStore.java"


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final database:Lcom/scanbox/data/ScanDatabase;

.field private final scans:Ljava/io/File;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 15
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "title"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "file_name"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "pages"

    aput-object v2, v0, v1

    sput-object v0, Lcom/scanbox/data/DocumentStore;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/scanbox/data/ScanDatabase;Ljava/io/File;)V
    .registers 3

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/scanbox/data/DocumentStore;->database:Lcom/scanbox/data/ScanDatabase;

    .line 22
    iput-object p2, p0, Lcom/scanbox/data/DocumentStore;->scans:Ljava/io/File;

    .line 23
    return-void
.end method

.method private static read(Landroid/database/Cursor;)Lcom/scanbox/data/Document;
    .registers 7

    .line 82
    new-instance v0, Lcom/scanbox/data/Document;

    const/4 v2, 0x0

    invoke-interface {p0, v2}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v1

    const/4 v3, 0x1

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v4, 0x2

    invoke-interface {p0, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x3

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getInt(I)I

    move-result v4

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/scanbox/data/Document;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V

    return-object v0
.end method


# virtual methods
.method public copyTo(Lcom/scanbox/data/Document;Ljava/io/File;)J
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 61
    new-instance v5, Ljava/io/FileInputStream;

    new-instance v1, Ljava/io/File;

    move-object/from16 v3, p0

    iget-object v3, v3, Lcom/scanbox/data/DocumentStore;->scans:Ljava/io/File;

    move-object/from16 v4, p1

    invoke-virtual {v4}, Lcom/scanbox/data/Document;->fileName()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-direct {v5, v1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V

    .line 63
    :try_start_0
    new-instance v0, Ljava/io/FileOutputStream;

    move-object/from16 v1, p2

    invoke-direct {v0, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    move-object v6, v0

    .line 65
    const/16 v0, 0x2000

    :try_start_1
    new-array v7, v0, [B

    .line 66
    const-wide/16 v8, 0x0

    .line 68
    :goto_0
    invoke-virtual {v5, v7}, Ljava/io/FileInputStream;->read([B)I

    move-result v0

    move v10, v0

    if-lez v0, :cond_0

    .line 69
    const/4 v1, 0x0

    invoke-virtual {v6, v7, v1, v10}, Ljava/io/FileOutputStream;->write([BII)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 70
    int-to-long v1, v10

    add-long/2addr v8, v1

    goto :goto_0

    .line 72
    :cond_0
    move-wide v11, v8

    .line 74
    :try_start_2
    invoke-virtual {v6}, Ljava/io/FileOutputStream;->close()V
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_1

    .line 77
    invoke-virtual {v5}, Ljava/io/FileInputStream;->close()V

    .line 72
    return-wide v11

    :catchall_0
    move-exception v13

    .line 74
    :try_start_3
    invoke-virtual {v6}, Ljava/io/FileOutputStream;->close()V

    .line 75
    throw v13
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    :catchall_1
    move-exception v14

    .line 77
    invoke-virtual {v5}, Ljava/io/FileInputStream;->close()V

    .line 78
    throw v14
.end method

.method public find(Ljava/lang/String;)Ljava/util/Optional;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/scanbox/data/Document;",
            ">;"
        }
    .end annotation

    .line 44
    iget-object v0, p0, Lcom/scanbox/data/DocumentStore;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/scanbox/data/DocumentStore;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 45
    const-string v1, "documents"

    const-string v3, "id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 47
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {v8}, Lcom/scanbox/data/DocumentStore;->read(Landroid/database/Cursor;)Lcom/scanbox/data/Document;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v0

    :goto_0
    move-object v9, v0

    .line 49
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 47
    return-object v9

    :catchall_0
    move-exception v10

    .line 49
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 50
    throw v10
.end method

.method public list()Lorg/json/JSONArray;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 26
    new-instance v8, Lorg/json/JSONArray;

    invoke-direct {v8}, Lorg/json/JSONArray;-><init>()V

    .line 27
    iget-object v0, p0, Lcom/scanbox/data/DocumentStore;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/scanbox/data/DocumentStore;->COLUMNS:[Ljava/lang/String;

    .line 28
    const-string v1, "documents"

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "created_at DESC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 30
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 31
    invoke-static {v9}, Lcom/scanbox/data/DocumentStore;->read(Landroid/database/Cursor;)Lcom/scanbox/data/Document;

    move-result-object v10

    .line 32
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 33
    invoke-virtual {v10}, Lcom/scanbox/data/Document;->id()Ljava/lang/String;

    move-result-object v3

    const-string v2, "document_id"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 34
    invoke-virtual {v10}, Lcom/scanbox/data/Document;->title()Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 35
    invoke-virtual {v10}, Lcom/scanbox/data/Document;->pages()I

    move-result v3

    const-string v2, "pages"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v1

    .line 32
    invoke-virtual {v8, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 36
    goto :goto_0

    .line 38
    :cond_0
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 39
    goto :goto_1

    :catchall_0
    move-exception v11

    .line 38
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 39
    throw v11

    .line 40
    :goto_1
    return-object v8
.end method

.method public shred(Lcom/scanbox/data/Document;)V
    .registers 8

    .line 55
    iget-object v0, p0, Lcom/scanbox/data/DocumentStore;->database:Lcom/scanbox/data/ScanDatabase;

    invoke-virtual {v0}, Lcom/scanbox/data/ScanDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    invoke-virtual {p1}, Lcom/scanbox/data/Document;->id()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v3, v4

    const-string v1, "documents"

    const-string v2, "id = ?"

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 56
    new-instance v0, Ljava/io/File;

    iget-object v2, p0, Lcom/scanbox/data/DocumentStore;->scans:Ljava/io/File;

    invoke-virtual {p1}, Lcom/scanbox/data/Document;->fileName()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    invoke-virtual {v0}, Ljava/io/File;->delete()Z

    .line 57
    return-void
.end method
