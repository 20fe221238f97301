.class public final Lcom/vq/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 21
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static parse(Lorg/json/JSONObject;)Lcom/vq/Node;
    .registers 9
    .line 31
    const-string v1, "all"
    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;
    move-result-object v5
    .line 32
    if-nez v5, :L31
    .line 33
    new-instance v0, Lcom/vq/Node$Match;
    const-string v3, "field"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "text"
    invoke-virtual {v8, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/vq/Node$Match;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
:L31
    .line 35
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    move-object v7, v0
    .line 36
    const/4 v6, 0x0
:L41
    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I
    move-result v1
    if-ge v6, v1, :L70
    .line 37
    invoke-virtual {v5, v6}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;
    move-result-object v1
    invoke-static {v1}, Lcom/vq/NotesProvider;->parse(Lorg/json/JSONObject;)Lcom/vq/Node;
    move-result-object v1
    invoke-interface {v7, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 36
    add-int/lit8 v6, v6, 0x1
    goto :L41
:L70
    .line 39
    new-instance v0, Lcom/vq/Node$All;
    invoke-direct {v0, v7}, Lcom/vq/Node$All;-><init>(Ljava/util/List;)V
    return-object v0
.end method

.method private search(Lcom/vq/Node;)Landroid/os/Bundle;
    .registers 14
    .line 43
    new-instance v0, Lcom/vq/Visitors$Where;
    invoke-direct {v0}, Lcom/vq/Visitors$Where;-><init>()V
    move-object v9, v0
    .line 44
    invoke-virtual {v13, v9}, Lcom/vq/Node;->accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    .line 45
    iget-object v0, v12, Lcom/vq/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "id"
    aput-object v5, v2, v4
    const/4 v4, 0x1
    const-string v5, "title"
    aput-object v5, v2, v4
    iget-object v4, v9, Lcom/vq/Visitors$Where;->args:Ljava/util/List;
    const/4 v5, 0x0
    new-array v5, v5, [Ljava/lang/String;
    invoke-interface {v4, v5}, Ljava/util/List;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v4
    check-cast v4, [Ljava/lang/String;
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v3, v10
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v11
    .line 47
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 48
    const-string v1, "count"
    invoke-interface {v11}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 49
    const-string v1, "filter"
    new-instance v3, Lcom/vq/Visitors$Describe;
    invoke-direct {v3}, Lcom/vq/Visitors$Describe;-><init>()V
    invoke-virtual {v13, v3}, Lcom/vq/Node;->accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 50
    return-object v8
.end method

.method private searchRaw(Lcom/vq/Node;)Landroid/os/Bundle;
    .registers 14
    .line 54
    new-instance v0, Lcom/vq/Visitors$RawWhere;
    invoke-direct {v0}, Lcom/vq/Visitors$RawWhere;-><init>()V
    move-object v9, v0
    .line 55
    invoke-virtual {v13, v9}, Lcom/vq/Node;->accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    .line 56
    iget-object v0, v12, Lcom/vq/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const/4 v2, 0x2
    new-array v2, v2, [Ljava/lang/String;
    const/4 v4, 0x0
    const-string v5, "id"
    aput-object v5, v2, v4
    const/4 v4, 0x1
    const-string v5, "title"
    aput-object v5, v2, v4
    iget-object v4, v9, Lcom/vq/Visitors$RawWhere;->args:Ljava/util/List;
    const/4 v5, 0x0
    new-array v5, v5, [Ljava/lang/String;
    invoke-interface {v4, v5}, Ljava/util/List;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v4
    check-cast v4, [Ljava/lang/String;
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v3, v10
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v11
    .line 58
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v8, v0
    .line 59
    const-string v1, "count"
    invoke-interface {v11}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 60
    const-string v1, "filter"
    new-instance v3, Lcom/vq/Visitors$Describe;
    invoke-direct {v3}, Lcom/vq/Visitors$Describe;-><init>()V
    invoke-virtual {v13, v3}, Lcom/vq/Node;->accept(Lcom/vq/Node$Visitor;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 61
    return-object v8
.end method


# virtual methods
.method public onCreate()Z
    .registers 4
    .line 26
    const-string v1, "/data/data/com.vq/databases/notes.db"
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    iput-object v1, v3, Lcom/vq/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 27
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 66
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    if-eq v0, v1, :L15
    if-nez v10, :L15
    .line 67
    const/4 v0, 0x0
    return-object v0
:L15
    .line 70
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v10, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v6, v0
    .line 71
    const-string v1, "filter"
    invoke-virtual {v6, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    invoke-static {v0}, Lcom/vq/NotesProvider;->parse(Lorg/json/JSONObject;)Lcom/vq/Node;
    move-result-object v5
    .line 72
    const-string v0, "search_raw"
    const-string v2, "tool_name"
    invoke-virtual {v10, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L65
    .line 73
    invoke-direct {v7, v5}, Lcom/vq/NotesProvider;->searchRaw(Lcom/vq/Node;)Landroid/os/Bundle;
    move-result-object v0
:L64
    return-object v0
:L65
    .line 75
    invoke-direct {v7, v5}, Lcom/vq/NotesProvider;->search(Lcom/vq/Node;)Landroid/os/Bundle;
    move-result-object v0
:L71
    return-object v0
:L72
    .line 76
    move-exception v6
    .line 77
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v5, v0
    .line 78
    const-string v1, "error_code"
    const-string v2, "INVALID_ARGS"
    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 79
    return-object v5
    .catch Lorg/json/JSONException; {:L15 .. :L64} :L72
    .catch Lorg/json/JSONException; {:L65 .. :L71} :L72
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 85
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 90
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 95
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 100
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 105
    const/4 v0, 0x0
    return v0
.end method

