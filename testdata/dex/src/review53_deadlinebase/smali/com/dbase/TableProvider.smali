.class public Lcom/dbase/TableProvider;
.super Landroid/content/ContentProvider;
.source "TableProvider.java"


# instance fields
.field db:Landroid/database/sqlite/SQLiteDatabase;

.field final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/dbase/Tool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/dbase/TableProvider;->tools:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 28
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    const/4 v1, 0x0

    const/16 v2, 0x278b

    if-eq v0, v2, :cond_0

    .line 28
    return-object v1

    .line 29
    :cond_0
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 29
    return-object v1

    .line 30
    :cond_1
    iget-object v0, p0, Lcom/dbase/TableProvider;->tools:Ljava/util/Map;

    const-string v2, "tool_name"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/dbase/Tool;

    .line 31
    if-nez v0, :cond_2

    .line 31
    return-object v1

    .line 32
    :cond_2
    invoke-virtual {v0, p3}, Lcom/dbase/Tool;->run(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public onCreate()Z
    .registers 5

    .line 20
    invoke-virtual {p0}, Lcom/dbase/TableProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "t.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/dbase/TableProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 21
    iget-object v0, p0, Lcom/dbase/TableProvider;->tools:Ljava/util/Map;

    new-instance v1, Lcom/dbase/PurgeTool;

    iget-object v2, p0, Lcom/dbase/TableProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    invoke-direct {v1, v2}, Lcom/dbase/PurgeTool;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    const-string v2, "purge_logs"

    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    iget-object v0, p0, Lcom/dbase/TableProvider;->tools:Ljava/util/Map;

    new-instance v1, Lcom/dbase/StatusTool;

    invoke-direct {v1}, Lcom/dbase/StatusTool;-><init>()V

    const-string v2, "status"

    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 23
    const/4 v0, 0x1

    return v0
.end method
