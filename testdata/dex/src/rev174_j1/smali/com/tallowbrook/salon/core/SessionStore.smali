.class public final Lcom/tallowbrook/salon/core/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/core/SessionStore$Session;
    }
.end annotation


# static fields
.field public static final TTL_MS:J = 0x36ee80L


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;

.field private final providerId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/tallowbrook/salon/core/SessionStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 19
    iput-object p2, p0, Lcom/tallowbrook/salon/core/SessionStore;->providerId:Ljava/lang/String;

    .line 20
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;)Lcom/tallowbrook/salon/core/SessionStore$Session;
    .registers 18

    .line 60
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/core/SessionStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 61
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

    aput-object p1, v4, v6

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/tallowbrook/salon/core/SessionStore;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    move-object v0, v8

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 64
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 65
    const/4 v10, 0x0

    .line 75
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 65
    return-object v10

    .line 67
    :cond_0
    :try_start_1
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    move-object v10, v0

    .line 68
    const/4 v1, 0x1

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v11

    array-length v12, v11

    const/4 v13, 0x0

    :goto_0
    if-ge v13, v12, :cond_2

    aget-object v14, v11, v13

    .line 69
    invoke-virtual {v14}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    .line 70
    invoke-interface {v10, v14}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 68
    :cond_1
    add-int/lit8 v13, v13, 0x1

    goto :goto_0

    .line 73
    :cond_2
    new-instance v0, Lcom/tallowbrook/salon/core/SessionStore$Session;

    const/4 v3, 0x0

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getInt(I)I

    move-result v2

    const/4 v5, 0x2

    invoke-interface {v9, v5}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v4

    invoke-direct {v0, v2, v10, v4, v5}, Lcom/tallowbrook/salon/core/SessionStore$Session;-><init>(ILjava/util/List;J)V
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-object v11, v0

    .line 75
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 73
    return-object v11

    :catchall_0
    move-exception v15

    .line 75
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 76
    throw v15
.end method

.method public open(ILjava/util/List;J)Ljava/lang/String;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 48
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v6

    .line 49
    new-instance v7, Landroid/content/ContentValues;

    invoke-direct {v7}, Landroid/content/ContentValues;-><init>()V

    .line 50
    const-string v1, "token"

    invoke-virtual {v7, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 51
    iget-object v2, p0, Lcom/tallowbrook/salon/core/SessionStore;->providerId:Ljava/lang/String;

    const-string v1, "provider_id"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 53
    const-string v2, ","

    invoke-static {v2, p2}, Ljava/lang/String;->join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "caps"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    const-wide/32 v4, 0x36ee80

    add-long v2, p3, v4

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 55
    iget-object v0, p0, Lcom/tallowbrook/salon/core/SessionStore;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 56
    return-object v6
.end method
