.class public final Lcom/larderly/app/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larderly/app/cetp/SessionStore$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final database:Lcom/larderly/app/data/AppDatabase;


# direct methods
.method public constructor <init>(Lcom/larderly/app/data/AppDatabase;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/larderly/app/cetp/SessionStore;->database:Lcom/larderly/app/data/AppDatabase;

    .line 17
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/larderly/app/cetp/SessionStore$Session;
    .registers 19

    .line 49
    if-eqz p2, :cond_0

    invoke-virtual {p2}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p2}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x100

    if-le v0, v1, :cond_1

    .line 50
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 52
    :cond_1
    iget-object v0, p0, Lcom/larderly/app/cetp/SessionStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "uid"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "caps"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p2, v4, v6

    const/4 v6, 0x1

    aput-object p1, v4, v6

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 55
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I

    move-result v0

    move/from16 v1, p3

    if-ne v0, v1, :cond_2

    const/4 v1, 0x2

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getLong(I)J
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-wide v0

    cmp-long v0, v0, p4

    if-gtz v0, :cond_3

    .line 56
    :cond_2
    const/4 v9, 0x0

    .line 62
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 56
    return-object v9

    .line 58
    :cond_3
    const/4 v1, 0x1

    :try_start_1
    invoke-interface {v8, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v9

    .line 59
    invoke-virtual {v9}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    goto :goto_0

    :cond_4
    const-string v1, ","

    invoke-virtual {v9, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    :goto_0
    move-object v10, v0

    .line 60
    new-instance v0, Lcom/larderly/app/cetp/SessionStore$Session;

    move/from16 v3, p3

    invoke-direct {v0, p2, v3, v10}, Lcom/larderly/app/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/util/List;)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-object v11, v0

    .line 62
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 60
    return-object v11

    :catchall_0
    move-exception v12

    .line 62
    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 63
    throw v12
.end method

.method public open(Ljava/lang/String;ILjava/util/List;J)Ljava/lang/String;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 36
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/larderly/app/cetp/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 37
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 38
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 39
    const-string v1, "provider"

    invoke-virtual {v7, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 41
    const-string v2, ","

    invoke-static {v2, p3}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "caps"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 42
    const-wide/32 v4, 0x36ee80

    add-long v2, p4, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 43
    iget-object v0, p0, Lcom/larderly/app/cetp/SessionStore;->database:Lcom/larderly/app/data/AppDatabase;

    invoke-virtual {v0}, Lcom/larderly/app/data/AppDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 44
    return-object v6
.end method
