.class final Lcom/ps/OpRows;
.super Ljava/lang/Object;
.source "OpRows.java"

# static fields
.field private static final COLUMNS:[Ljava/lang/String;
.field private static byId:Ljava/lang/String;

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;
.field private final recent:Ljava/util/Map;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4
    .line 17
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 15
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/ps/OpRows;->recent:Ljava/util/Map;
    .line 18
    iput-object v3, v2, Lcom/ps/OpRows;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 19
    return-void
.end method

.method private varargs many(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ps/Op;
    .registers 15
    .line 43
    iget-object v0, v11, Lcom/ps/OpRows;->db:Landroid/database/sqlite/SQLiteDatabase;
    sget-object v2, Lcom/ps/OpRows;->COLUMNS:[Ljava/lang/String;
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v1, v12
    move-object v3, v13
    move-object v4, v14
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L18
    .line 45
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L62
    new-instance v0, Lcom/ps/Op;
    const/4 v3, 0x0
    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v4, 0x1
    invoke-interface {v8, v4}, Landroid/database/Cursor;->getInt(I)I
    move-result v3
    const/4 v5, 0x2
    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v0, v2, v3, v4}, Lcom/ps/Op;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    goto :L63
:L62
    const/4 v0, 0x0
:L63
    move-object v9, v0
:L65
    .line 47
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 45
    return-object v9
:L75
    .line 47
    move-exception v10
:L77
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 48
    throw v10
    .catchall {:L18 .. :L65} :L75
.end method

.method private one(Ljava/lang/String;Ljava/lang/String;)Lcom/ps/Op;
    .registers 14
    .line 52
    iget-object v0, v11, Lcom/ps/OpRows;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "operations"
    sget-object v2, Lcom/ps/OpRows;->COLUMNS:[Ljava/lang/String;
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v13, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v3, v12
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L25
    .line 54
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L65
    new-instance v0, Lcom/ps/Op;
    const/4 v3, 0x0
    invoke-interface {v8, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v4, 0x1
    invoke-interface {v8, v4}, Landroid/database/Cursor;->getInt(I)I
    move-result v3
    const/4 v5, 0x2
    invoke-interface {v8, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v0, v2, v3, v4}, Lcom/ps/Op;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    goto :L66
:L65
    const/4 v0, 0x0
:L66
    move-object v9, v0
:L68
    .line 56
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 54
    return-object v9
:L77
    .line 56
    move-exception v10
:L79
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 57
    throw v10
    .catchall {:L25 .. :L68} :L77
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 11
    const/4 v0, 0x3
    new-array v0, v0, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "op_id"
    aput-object v3, v0, v2
    const/4 v2, 0x1
    const-string v3, "owner_uid"
    aput-object v3, v0, v2
    const/4 v2, 0x2
    const-string v3, "state"
    aput-object v3, v0, v2
    sput-object v0, Lcom/ps/OpRows;->COLUMNS:[Ljava/lang/String;
    .line 13
    const-string v0, "op_id = ?"
    sput-object v0, Lcom/ps/OpRows;->byId:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method find(Ljava/lang/String;)Lcom/ps/Op;
    .registers 5
    .line 23
    iget-object v0, v3, Lcom/ps/OpRows;->recent:Ljava/util/Map;
    invoke-interface {v0, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/ps/Op;
    move-object v2, v0
    .line 24
    if-nez v2, :L43
    .line 25
    sget-object v1, Lcom/ps/OpRows;->byId:Ljava/lang/String;
    invoke-direct {v3, v1, v4}, Lcom/ps/OpRows;->one(Ljava/lang/String;Ljava/lang/String;)Lcom/ps/Op;
    move-result-object v2
    .line 26
    if-eqz v2, :L43
    .line 27
    iget-object v0, v3, Lcom/ps/OpRows;->recent:Ljava/util/Map;
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
:L43
    .line 30
    return-object v2
.end method

.method findByKey(Ljava/lang/String;)Lcom/ps/Op;
    .registers 4
    .line 34
    const-string v1, "dedup_key = ?"
    invoke-direct {v2, v1, v3}, Lcom/ps/OpRows;->one(Ljava/lang/String;Ljava/lang/String;)Lcom/ps/Op;
    move-result-object v0
    return-object v0
.end method

.method findArchived(Ljava/lang/String;)Lcom/ps/Op;
    .registers 8
    .line 39
    const-string v1, "archived_operations"
    const-string v2, "op_id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    aput-object v7, v3, v5
    invoke-direct {v6, v1, v2, v3}, Lcom/ps/OpRows;->many(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)Lcom/ps/Op;
    move-result-object v0
    return-object v0
.end method

.method markCancelled(Lcom/ps/Op;)V
    .registers 11
    .line 61
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v8, v0
    .line 62
    const-string v1, "state"
    const-string v2, "cancelled"
    invoke-virtual {v8, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 63
    iget-object v0, v9, Lcom/ps/OpRows;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "operations"
    const-string v3, "op_id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    iget-object v7, v10, Lcom/ps/Op;->id:Ljava/lang/String;
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v8, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 64
    return-void
.end method

