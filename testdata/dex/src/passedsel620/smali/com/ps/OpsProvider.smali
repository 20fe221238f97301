.class public final Lcom/ps/OpsProvider;
.super Lcom/ps/Base;
.source "OpsProvider.java"

# instance fields
.field private rows:Lcom/ps/OpRows;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Lcom/ps/Base;-><init>()V
    return-void
.end method

.method private get(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 34
    iget-object v0, v5, Lcom/ps/OpsProvider;->rows:Lcom/ps/OpRows;
    invoke-virtual {v0, v6}, Lcom/ps/OpRows;->find(Ljava/lang/String;)Lcom/ps/Op;
    move-result-object v3
    .line 35
    if-eqz v3, :L23
    iget v0, v3, Lcom/ps/Op;->ownerUid:I
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    if-eq v0, v1, :L29
:L23
    .line 36
    const-string v0, "INVALID_REQUEST"
    invoke-static {v0}, Lcom/ps/OpsProvider;->refuse(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L29
    .line 38
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 39
    const-string v1, "state"
    iget-object v2, v3, Lcom/ps/Op;->state:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    return-object v4
.end method

.method private cancel(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 44
    iget-object v0, v5, Lcom/ps/OpsProvider;->rows:Lcom/ps/OpRows;
    invoke-virtual {v0, v6}, Lcom/ps/OpRows;->find(Ljava/lang/String;)Lcom/ps/Op;
    move-result-object v3
    .line 45
    if-nez v3, :L19
    .line 46
    const-string v0, "INVALID_REQUEST"
    invoke-static {v0}, Lcom/ps/OpsProvider;->refuse(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L19
    .line 48
    iget-object v0, v5, Lcom/ps/OpsProvider;->rows:Lcom/ps/OpRows;
    invoke-virtual {v0, v3}, Lcom/ps/OpRows;->markCancelled(Lcom/ps/Op;)V
    .line 49
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 50
    const-string v1, "state"
    const-string v2, "cancellation_requested"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 51
    return-object v4
.end method

.method private archived(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 55
    iget-object v0, v5, Lcom/ps/OpsProvider;->rows:Lcom/ps/OpRows;
    invoke-virtual {v0, v6}, Lcom/ps/OpRows;->findArchived(Ljava/lang/String;)Lcom/ps/Op;
    move-result-object v3
    .line 56
    if-nez v3, :L19
    .line 57
    const-string v0, "INVALID_REQUEST"
    invoke-static {v0}, Lcom/ps/OpsProvider;->refuse(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L19
    .line 59
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 60
    const-string v1, "state"
    iget-object v2, v3, Lcom/ps/Op;->state:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 61
    return-object v4
.end method

.method private static refuse(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4
    .line 65
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v2, v0
    .line 66
    const-string v1, "error_code"
    invoke-virtual {v2, v1, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 67
    return-object v2
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 12
    new-instance v1, Lcom/ps/OpRows;
    const-string v3, "/data/data/com.ps/databases/ops.db"
    const/4 v4, 0x0
    invoke-static {v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/ps/OpRows;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v5, Lcom/ps/OpsProvider;->rows:Lcom/ps/OpRows;
    .line 13
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 18
    if-nez v8, :L10
    .line 19
    const-string v0, "INVALID_REQUEST"
    invoke-static {v0}, Lcom/ps/OpsProvider;->refuse(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L10
    .line 21
    move-object v3, v6
    const/4 v4, -0x1
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_21
    goto :L101
:L56
    const-string v1, "get_operation"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L101
    const/4 v4, 0x0
    goto :L101
:L72
    const-string v1, "cancel_operation"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L101
    const/4 v4, 0x1
    goto :L101
:L88
    const-string v1, "get_archived_operation"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L101
    const/4 v4, 0x2
:L101
    packed-switch v4, :sw_103
    goto :L161
:L128
    .line 23
    const-string v2, "operation_id"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v5, v1}, Lcom/ps/OpsProvider;->get(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L139
    .line 25
    const-string v2, "operation_id"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v5, v1}, Lcom/ps/OpsProvider;->cancel(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L150
    .line 27
    const-string v2, "operation_id"
    invoke-virtual {v8, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v5, v1}, Lcom/ps/OpsProvider;->archived(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L161
    .line 29
    const-string v0, "METHOD_NOT_FOUND"
    invoke-static {v0}, Lcom/ps/OpsProvider;->refuse(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:sw_21
    .sparse-switch
        -0x7e355442 -> :L56
        0x545270d3 -> :L88
        0x7571ade2 -> :L72
    .end sparse-switch
:sw_103
    .packed-switch 0x0
        :L128
        :L139
        :L150
    .end packed-switch
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 7
    invoke-super {v1, v2, v3, v4, v5}, Lcom/ps/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 7
    invoke-super {v1, v2, v3, v4}, Lcom/ps/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 7
    invoke-super {v1, v2, v3}, Lcom/ps/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 7
    invoke-super {v1, v2}, Lcom/ps/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 7
    invoke-super/range {v1 .. v6}, Lcom/ps/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

