.class public final Lcom/hg/BoxProvider;
.super Lcom/hg/Base;
.source "BoxProvider.java"

# static fields
.field static db:Landroid/database/sqlite/SQLiteDatabase;
.field static final tools:[Lcom/hg/BoxTool;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Lcom/hg/Base;-><init>()V
    return-void
.end method

.method public static synthetic lambda$static$1(Landroid/os/Bundle;)V
    .registers 4
    .line 12
    const-string v1, "count"
    const/4 v2, 0x3
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    return-void
.end method

.method public static synthetic lambda$static$0(Landroid/os/Bundle;)V
    .registers 3
    .line 11
    sget-object v0, Lcom/hg/BoxProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "UPDATE boxes SET peeked = 1"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 8
    .line 10
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/hg/BoxTool;
    const/4 v2, 0x0
    new-instance v3, Lcom/hg/BoxTool;
    const-string v5, "peek_box"
    const-string v6, "read"
    sget-object v7, Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hg/BoxProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v5, v6, v7}, Lcom/hg/BoxTool;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/hg/BoxTool$Handler;)V
    aput-object v3, v0, v2
    const/4 v2, 0x1
    new-instance v3, Lcom/hg/BoxTool;
    const-string v5, "count_boxes"
    const-string v6, "read"
    sget-object v7, Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hg/BoxProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, v5, v6, v7}, Lcom/hg/BoxTool;-><init>(Ljava/lang/String;Ljava/lang/String;Lcom/hg/BoxTool$Handler;)V
    aput-object v3, v0, v2
    sput-object v0, Lcom/hg/BoxProvider;->tools:[Lcom/hg/BoxTool;
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 17
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
:L9
    .line 19
    const-string v0, "list_tools"
    invoke-virtual {v0, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    .line 20
    new-instance v0, Lorg/json/JSONArray;
    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V
    move-object v5, v0
    .line 21
    sget-object v6, Lcom/hg/BoxProvider;->tools:[Lcom/hg/BoxTool;
    array-length v0, v6
    move v8, v0
    const/4 v4, 0x0
:L40
    if-ge v4, v8, :L71
    aget-object v0, v6, v4
    move-object v7, v0
    .line 22
    invoke-virtual {v7}, Lcom/hg/BoxTool;->descriptor()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 21
    add-int/lit8 v4, v4, 0x1
    goto :L40
:L71
    .line 24
    const-string v1, "tools"
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
:L85
    return-object v3
:L86
    .line 27
    if-nez v12, :L95
    const-string v0, ""
    goto :L101
:L95
    const-string v1, "tool_name"
    invoke-virtual {v12, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L101
    move-object v5, v0
    .line 28
    sget-object v6, Lcom/hg/BoxProvider;->tools:[Lcom/hg/BoxTool;
    array-length v0, v6
    move v8, v0
    const/4 v4, 0x0
:L116
    if-ge v4, v8, :L164
    aget-object v0, v6, v4
    move-object v7, v0
    .line 29
    iget-object v0, v7, Lcom/hg/BoxTool;->name:Ljava/lang/String;
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L158
    .line 30
    iget-object v0, v7, Lcom/hg/BoxTool;->handler:Lcom/hg/BoxTool$Handler;
    invoke-interface {v0, v3}, Lcom/hg/BoxTool$Handler;->run(Landroid/os/Bundle;)V
    .line 31
:L157
    return-object v3
:L158
    .line 28
    add-int/lit8 v4, v4, 0x1
    goto :L116
:L164
    .line 34
    const-string v1, "error_code"
    const-string v2, "TOOL_NOT_FOUND"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
:L175
    return-object v3
:L176
    .line 36
    move-exception v5
    .line 37
    const-string v1, "error_code"
    const-string v2, "INTERNAL_ERROR"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 38
    return-object v3
    .catch Lorg/json/JSONException; {:L9 .. :L85} :L176
    .catch Lorg/json/JSONException; {:L86 .. :L157} :L176
    .catch Lorg/json/JSONException; {:L158 .. :L175} :L176
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 8
    invoke-super {v1, v2, v3, v4, v5}, Lcom/hg/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 8
    invoke-super {v1, v2, v3, v4}, Lcom/hg/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 8
    invoke-super {v1, v2, v3}, Lcom/hg/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 8
    invoke-super {v1, v2}, Lcom/hg/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 8
    invoke-super/range {v1 .. v6}, Lcom/hg/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 8
    invoke-super {v1}, Lcom/hg/Base;->onCreate()Z
    move-result v0
    return v0
.end method

