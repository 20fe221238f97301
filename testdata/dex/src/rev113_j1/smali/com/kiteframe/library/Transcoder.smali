.class public final Lcom/kiteframe/library/Transcoder;
.super Ljava/lang/Object;
.source "Transcoder.java"

# static fields
.field static final FORMATS:Ljava/util/List;

# instance fields
.field private final db:Lcom/kiteframe/data/KiteDb;
.field private final resolver:Landroid/content/ContentResolver;

# direct methods
.method public constructor <init>(Lcom/kiteframe/data/KiteDb;Landroid/content/ContentResolver;)V
    .registers 5
    .line 22
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 23
    iput-object v3, v2, Lcom/kiteframe/library/Transcoder;->db:Lcom/kiteframe/data/KiteDb;
    .line 24
    iput-object v4, v2, Lcom/kiteframe/library/Transcoder;->resolver:Landroid/content/ContentResolver;
    .line 25
    return-void
.end method

.method private encode(Ljava/lang/String;)J
    .registers 14
    .line 53
    iget-object v0, v12, Lcom/kiteframe/library/Transcoder;->resolver:Landroid/content/ContentResolver;
    invoke-static {v13}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/content/ContentResolver;->openInputStream(Landroid/net/Uri;)Ljava/io/InputStream;
    move-result-object v4
    :L12
    .line 55
    const/high16 v0, 0x10000
    new-array v5, v0, [B
    .line 56
    const-wide/16 v6, 0x0
    :L20
    .line 58
    invoke-virtual {v4, v5}, Ljava/io/InputStream;->read([B)I
    move-result v0
    move v8, v0
    if-lez v0, :L42
    .line 59
    int-to-long v2, v8
    add-long/2addr v6, v2
    goto :L20
    :L42
    .line 61
    move-wide v9, v6
    :L46
    .line 63
    invoke-virtual {v4}, Ljava/io/InputStream;->close()V
    .line 61
    return-wide v9
    :L53
    .line 63
    move-exception v11
    invoke-virtual {v4}, Ljava/io/InputStream;->close()V
    .line 64
    throw v11
    .catchall {:L12 .. :L46} :L53
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 17
    const/4 v0, 0x3
    new-array v0, v0, [Ljava/lang/String;
    const-string v3, "heic"
    const/4 v2, 0x0
    aput-object v3, v0, v2
    const-string v3, "avif"
    const/4 v2, 0x1
    aput-object v3, v0, v2
    const-string v3, "jpeg"
    const/4 v2, 0x2
    aput-object v3, v0, v2
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/kiteframe/library/Transcoder;->FORMATS:Ljava/util/List;
    return-void
.end method

# virtual methods
.method public transcode(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 18
    .line 28
    const/4 v8, 0x0
    .line 29
    const-wide/16 v9, 0x0
    .line 30
    iget-object v0, v14, Lcom/kiteframe/library/Transcoder;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "photos"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const-string v5, "id"
    const/4 v4, 0x0
    aput-object v5, v2, v4
    const-string v5, "uri"
    const/4 v4, 0x1
    aput-object v5, v2, v4
    const-string v3, "album_id = ? AND kind = ? AND trashed = 0"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v15, v4, v6
    const/4 v6, 0x1
    aput-object v17, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v11
    :L51
    .line 33
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L132
    .line 34
    const/4 v4, 0x1
    invoke-interface {v11, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v14, v3}, Lcom/kiteframe/library/Transcoder;->encode(Ljava/lang/String;)J
    move-result-wide v2
    add-long/2addr v9, v2
    .line 35
    new-instance v12, Landroid/content/ContentValues;
    invoke-direct {v12}, Landroid/content/ContentValues;-><init>()V
    .line 36
    const-string v1, "photo_id"
    const/4 v3, 0x0
    invoke-interface {v11, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v12, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    const-string v1, "format"
    move-object v0, v12
    move-object/from16 v2, v16
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    iget-object v0, v14, Lcom/kiteframe/library/Transcoder;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "renditions"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v12}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 39
    add-int/lit8 v8, v8, 0x1
    .line 40
    goto :L51
    :L132
    .line 42
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    .line 43
    goto :L154
    :L142
    .line 42
    move-exception v13
    invoke-interface {v11}, Landroid/database/Cursor;->close()V
    .line 43
    throw v13
    :L154
    .line 44
    new-instance v12, Lorg/json/JSONObject;
    invoke-direct {v12}, Lorg/json/JSONObject;-><init>()V
    .line 45
    const-string v1, "album_id"
    invoke-virtual {v12, v1, v15}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 46
    const-string v1, "format"
    move-object v0, v12
    move-object/from16 v2, v16
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 47
    const-string v1, "renditions"
    invoke-virtual {v12, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;
    .line 48
    const-string v1, "bytes_read"
    invoke-virtual {v12, v1, v9, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    .line 49
    return-object v12
    .catchall {:L51 .. :L132} :L142
.end method
