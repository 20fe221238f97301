.class public final Lcom/lumenhall/hub/data/Grants;
.super Ljava/lang/Object;
.source "Grants.java"


# instance fields
.field private final db:Lcom/lumenhall/hub/data/HubDb;


# direct methods
.method public constructor <init>(Lcom/lumenhall/hub/data/HubDb;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/lumenhall/hub/data/Grants;->db:Lcom/lumenhall/hub/data/HubDb;

    .line 12
    return-void
.end method


# virtual methods
.method public mayControl(ILjava/lang/String;)Z
    .registers 11

    .line 15
    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-ne p1, v1, :cond_0

    .line 17
    const/4 v0, 0x1

    return v0

    .line 19
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/data/Grants;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v0}, Lcom/lumenhall/hub/data/HubDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    .line 20
    invoke-static {p1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v2, v3

    const/4 v3, 0x1

    aput-object p2, v2, v3

    .line 19
    const-string v1, "SELECT 1 FROM grants WHERE uid = ? AND target = ?"

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v5

    .line 22
    :try_start_0
    invoke-interface {v5}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v6

    .line 24
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 22
    return v6

    :catchall_0
    move-exception v7

    .line 24
    invoke-interface {v5}, Landroid/database/Cursor;->close()V

    .line 25
    throw v7
.end method
