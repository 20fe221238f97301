.class public final Lcom/rc/OpStore;
.super Ljava/lang/Object;
.source "OpStore.java"

# static fields
.field private static final COLUMNS:[Ljava/lang/String;

# instance fields
.field private final db:Lcom/rc/OpsDb;


# direct methods
.method public constructor <init>(Lcom/rc/OpsDb;)V
    .registers 3
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/rc/OpStore;->db:Lcom/rc/OpsDb;
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
    sput-object v0, Lcom/rc/OpStore;->COLUMNS:[Ljava/lang/String;
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
    iget-object v0, v4, Lcom/rc/OpStore;->db:Lcom/rc/OpsDb;
    invoke-virtual {v0}, Lcom/rc/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ops"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 21
    return-void
.end method

.method public find(Ljava/lang/String;)Lcom/rc/Op;
    .registers 9
    .line 25
    iget-object v0, v7, Lcom/rc/OpStore;->db:Lcom/rc/OpsDb;
    invoke-virtual {v0}, Lcom/rc/OpsDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT id, owner_uid, state FROM ops WHERE id = \'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, "\'"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v4
:L18
    .line 27
    invoke-interface {v4}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L34
    invoke-static {v4}, Lcom/rc/Op;->from(Landroid/database/Cursor;)Lcom/rc/Op;
    move-result-object v0
    goto :L35
:L34
    const/4 v0, 0x0
:L35
    move-object v5, v0
:L36
    .line 29
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 27
    return-object v5
:L44
    .line 29
    move-exception v6
:L46
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 30
    throw v6
    .catchall {:L18 .. :L36} :L44
.end method

.method public findOwned(Ljava/lang/String;I)Lcom/rc/Op;
    .registers 11
    .line 35
    iget-object v0, v8, Lcom/rc/OpStore;->db:Lcom/rc/OpsDb;
    invoke-virtual {v0}, Lcom/rc/OpsDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT id, owner_uid, state FROM ops WHERE id = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\' AND owner_uid = "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v5
:L19
    .line 38
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    move-result v0
    if-eqz v0, :L35
    invoke-static {v5}, Lcom/rc/Op;->from(Landroid/database/Cursor;)Lcom/rc/Op;
    move-result-object v0
    goto :L36
:L35
    const/4 v0, 0x0
:L36
    move-object v6, v0
:L38
    .line 40
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 38
    return-object v6
:L47
    .line 40
    move-exception v7
:L49
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 41
    throw v7
    .catchall {:L19 .. :L38} :L47
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
    iget-object v0, v8, Lcom/rc/OpStore;->db:Lcom/rc/OpsDb;
    invoke-virtual {v0}, Lcom/rc/OpsDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
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

