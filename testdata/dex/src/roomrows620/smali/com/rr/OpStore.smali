.class public final Lcom/rr/OpStore;
.super Ljava/lang/Object;
.source "OpStore.java"

# static fields
.field private static final COLUMNS:[Ljava/lang/String;

# instance fields
.field private final db:Lcom/rr/OpsDb;


# direct methods
.method public constructor <init>(Lcom/rr/OpsDb;)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/rr/OpStore;->db:Lcom/rr/OpsDb;
    .line 13
    return-void
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 8
    const/4 v0, 0x3
    new-array v0, v0, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "id"
    aput-object v3, v0, v2
    const/4 v2, 0x1
    const-string v3, "owner_uid"
    aput-object v3, v0, v2
    const/4 v2, 0x2
    const-string v3, "state"
    aput-object v3, v0, v2
    sput-object v0, Lcom/rr/OpStore;->COLUMNS:[Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public create(Ljava/lang/String;I)V
    .registers 7
    .line 16
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 17
    const-string v1, "id"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "owner_uid"
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 19
    const-string v1, "state"
    const-string v2, "running"
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    iget-object v0, v4, Lcom/rr/OpStore;->db:Lcom/rr/OpsDb;
    invoke-virtual {v0}, Lcom/rr/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ops"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 21
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/rr/Op;
    .registers 13
    .line 25
    iget-object v0, v11, Lcom/rr/OpStore;->db:Lcom/rr/OpsDb;
    invoke-virtual {v0}, Lcom/rr/OpsDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ops"
    sget-object v2, Lcom/rr/OpStore;->COLUMNS:[Ljava/lang/String;
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L29
    .line 27
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L45
    invoke-static {v8}, Lcom/rr/Op;->from(Landroid/database/Cursor;)Lcom/rr/Op;
    move-result-object v0
    goto :L46
:L45
    const/4 v0, 0x0
:L46
    move-object v9, v0
:L47
    .line 29
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 27
    return-object v9
:L55
    .line 29
    move-exception v10
:L57
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 30
    throw v10
    .catchall {:L29 .. :L47} :L55
.end method

.method public findOwned(Ljava/lang/String;I)Lcom/rr/Op;
    .registers 14
    .line 35
    iget-object v0, v11, Lcom/rr/OpStore;->db:Lcom/rr/OpsDb;
    invoke-virtual {v0}, Lcom/rr/OpsDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ops"
    sget-object v2, Lcom/rr/OpStore;->COLUMNS:[Ljava/lang/String;
    const-string v3, "id = ? AND owner_uid = ?"
    const/4 v4, 0x2
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v12, v4, v6
    const/4 v6, 0x1
    .line 36
    invoke-static {v13}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    .line 35
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v8
:L36
    .line 38
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L52
    invoke-static {v8}, Lcom/rr/Op;->from(Landroid/database/Cursor;)Lcom/rr/Op;
    move-result-object v0
    goto :L53
:L52
    const/4 v0, 0x0
:L53
    move-object v9, v0
:L55
    .line 40
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 38
    return-object v9
:L64
    .line 40
    move-exception v10
:L66
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    .line 41
    throw v10
    .catchall {:L36 .. :L55} :L64
.end method

.method public cancel(Ljava/lang/String;)V
    .registers 10
    .line 45
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    .line 46
    const-string v1, "state"
    const-string v2, "cancelled"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    iget-object v0, v8, Lcom/rr/OpStore;->db:Lcom/rr/OpsDb;
    invoke-virtual {v0}, Lcom/rr/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ops"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    aput-object v9, v4, v6
    invoke-virtual {v0, v1, v7, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 48
    return-void
.end method

