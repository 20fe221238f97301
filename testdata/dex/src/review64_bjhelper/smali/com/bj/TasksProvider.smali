.class public final Lcom/bj/TasksProvider;
.super Lcom/bj/cetp/CetpV2ContentProvider;
.source "TasksProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/List;

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private final executor:Lcom/bj/LedgerExecutor;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Lcom/bj/cetp/CetpV2ContentProvider;-><init>()V
    .line 18
    new-instance v1, Lcom/bj/LedgerExecutor;
    invoke-direct {v1, v2}, Lcom/bj/LedgerExecutor;-><init>(Lcom/bj/TasksProvider;)V
    iput-object v1, v2, Lcom/bj/TasksProvider;->executor:Lcom/bj/LedgerExecutor;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 6
    .line 14
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/bj/cetp/ToolSpec;
    const/4 v2, 0x0
    const-string v3, "list_tasks"
    .line 15
    invoke-static {v3}, Lcom/bj/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v3
    const-string v4, "Lists the open tasks."
    invoke-virtual {v3, v4}, Lcom/bj/cetp/ToolSpec$Builder;->describe(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v3
    const-string v4, "read"
    const-string v5, "never"
    invoke-virtual {v3, v4, v5}, Lcom/bj/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v3
    invoke-virtual {v3}, Lcom/bj/cetp/ToolSpec$Builder;->build()Lcom/bj/cetp/ToolSpec;
    move-result-object v3
    aput-object v3, v0, v2
    const/4 v2, 0x1
    const-string v3, "close_task"
    .line 16
    invoke-static {v3}, Lcom/bj/cetp/ToolSpec;->named(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v3
    const-string v4, "Marks a task done."
    invoke-virtual {v3, v4}, Lcom/bj/cetp/ToolSpec$Builder;->describe(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v3
    const-string v4, "update"
    const-string v5, "never"
    invoke-virtual {v3, v4, v5}, Lcom/bj/cetp/ToolSpec$Builder;->annotate(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    move-result-object v3
    invoke-virtual {v3}, Lcom/bj/cetp/ToolSpec$Builder;->build()Lcom/bj/cetp/ToolSpec;
    move-result-object v3
    aput-object v3, v0, v2
    .line 14
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/bj/TasksProvider;->TOOLS:Ljava/util/List;
    return-void
.end method


# virtual methods
.method protected tools()Ljava/util/List;
    .registers 2
    .line 22
    sget-object v0, Lcom/bj/TasksProvider;->TOOLS:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/bj/cetp/CetpV2ContentProvider$MutationExecutor;
    .registers 2
    .line 27
    iget-object v0, v1, Lcom/bj/TasksProvider;->executor:Lcom/bj/LedgerExecutor;
    return-object v0
.end method

.method db()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 31
    iget-object v0, v1, Lcom/bj/TasksProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method protected run(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 16
    .line 36
    move-object v10, v14
    const/4 v11, -0x1
    invoke-virtual {v10}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_9
    goto :L63
:L36
    const-string v1, "list_tasks"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    const/4 v11, 0x0
    goto :L63
:L51
    const-string v1, "close_task"
    invoke-virtual {v10, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    const/4 v11, 0x1
:L63
    sparse-switch v11, :sw_65
    goto :L192
:L92
    .line 38
    iget-object v0, v13, Lcom/bj/TasksProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "tasks"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "title"
    aput-object v5, v2, v4
    const-string v3, "done = 0"
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v9
    .line 39
    invoke-interface {v9}, Landroid/database/Cursor;->getCount()I
    move-result v12
    .line 40
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    .line 41
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v12}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v2, " open"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
:L142
    .line 44
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v9, v0
    .line 45
    const-string v1, "done"
    const/4 v2, 0x1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 46
    iget-object v0, v13, Lcom/bj/TasksProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "tasks"
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    const/4 v6, 0x0
    const-string v8, "id"
    invoke-virtual {v15, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    aput-object v7, v4, v6
    invoke-virtual {v0, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .line 47
    const-string v0, "closed"
    return-object v0
:L192
    .line 50
    const/4 v0, 0x0
    return-object v0
:sw_9
    .sparse-switch
        -0x7ae0f494 -> :L51
        0x2a3420ad -> :L36
    .end sparse-switch
:sw_65
    .sparse-switch
        0x0 -> :L92
        0x1 -> :L142
    .end sparse-switch
.end method

