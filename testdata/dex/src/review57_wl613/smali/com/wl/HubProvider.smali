.class public final Lcom/wl/HubProvider;
.super Lcom/wl/BaseProvider;
.source "HubProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Lcom/wl/BaseProvider;-><init>()V
    return-void
.end method

.method private static trace(Lcom/wl/Reply;)Landroid/os/Bundle;
    .registers 5
    .line 34
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 35
    const-string v1, "error_code"
    iget-object v2, v4, Lcom/wl/Reply;->status:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    const-string v1, "trace_id"
    iget-object v2, v4, Lcom/wl/Reply;->token:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 37
    return-object v3
.end method

.method private static toBundle(Lcom/wl/Reply;)Landroid/os/Bundle;
    .registers 5
    .line 41
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 42
    const-string v1, "error_code"
    iget-object v2, v4, Lcom/wl/Reply;->status:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 43
    invoke-virtual {v4}, Lcom/wl/Reply;->needsUser()Z
    move-result v0
    if-eqz v0, :L35
    .line 44
    const-string v1, "resume_token"
    iget-object v2, v4, Lcom/wl/Reply;->token:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L35
    .line 46
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 14
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/wl/HubProvider;->TOOLS:Ljava/util/Map;
    .line 17
    sget-object v0, Lcom/wl/HubProvider;->TOOLS:Ljava/util/Map;
    const-string v1, "unlock_door"
    new-instance v2, Lcom/wl/UnlockTool;
    invoke-direct {v2}, Lcom/wl/UnlockTool;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 18
    sget-object v0, Lcom/wl/HubProvider;->TOOLS:Ljava/util/Map;
    const-string v1, "door_status"
    new-instance v2, Lcom/wl/StatusTool;
    invoke-direct {v2}, Lcom/wl/StatusTool;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 19
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 23
    if-eqz v8, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 26
    sget-object v0, Lcom/wl/HubProvider;->TOOLS:Ljava/util/Map;
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v8, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/wl/Tool;
    move-object v4, v0
    .line 27
    if-nez v4, :L72
    .line 28
    new-instance v0, Lcom/wl/Reply;
    const-string v2, "UNKNOWN_TOOL"
    invoke-static {}, Lcom/wl/Ids;->fast()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v2, v3}, Lcom/wl/Reply;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/wl/HubProvider;->trace(Lcom/wl/Reply;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L72
    .line 30
    invoke-interface {v4, v8}, Lcom/wl/Tool;->run(Landroid/os/Bundle;)Lcom/wl/Reply;
    move-result-object v0
    invoke-static {v0}, Lcom/wl/HubProvider;->toBundle(Lcom/wl/Reply;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 13
    invoke-super {v1, v2, v3, v4, v5}, Lcom/wl/BaseProvider;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 13
    invoke-super {v1, v2, v3, v4}, Lcom/wl/BaseProvider;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 13
    invoke-super {v1, v2, v3}, Lcom/wl/BaseProvider;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 13
    invoke-super {v1, v2}, Lcom/wl/BaseProvider;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 13
    invoke-super/range {v1 .. v6}, Lcom/wl/BaseProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic onCreate()Z
    .registers 2
    .line 13
    invoke-super {v1}, Lcom/wl/BaseProvider;->onCreate()Z
    move-result v0
    return v0
.end method

