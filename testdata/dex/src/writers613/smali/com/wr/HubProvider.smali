.class public final Lcom/wr/HubProvider;
.super Landroid/content/ContentProvider;
.source "HubProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private static toBundle(Lcom/wr/Reply;)Landroid/os/Bundle;
    .registers 5
    .line 42
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 43
    const-string v1, "error_code"
    iget-object v2, v4, Lcom/wr/Reply;->status:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    const-string v1, "resume_token"
    iget-object v2, v4, Lcom/wr/Reply;->token:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    const-string v1, "request_id"
    iget-object v2, v4, Lcom/wr/Reply;->requestId:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 17
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/wr/HubProvider;->TOOLS:Ljava/util/Map;
    .line 20
    sget-object v0, Lcom/wr/HubProvider;->TOOLS:Ljava/util/Map;
    const-string v1, "unlock_door"
    new-instance v2, Lcom/wr/UnlockTool;
    invoke-direct {v2}, Lcom/wr/UnlockTool;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 21
    sget-object v0, Lcom/wr/HubProvider;->TOOLS:Ljava/util/Map;
    const-string v1, "arm_alarm"
    new-instance v2, Lcom/wr/ArmTool;
    invoke-direct {v2}, Lcom/wr/ArmTool;-><init>()V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 22
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 31
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
    .line 32
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 34
    sget-object v0, Lcom/wr/HubProvider;->TOOLS:Ljava/util/Map;
    const-string v2, "tool_name"
    const-string v3, ""
    invoke-virtual {v8, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/wr/Tool;
    move-object v4, v0
    .line 35
    if-nez v4, :L64
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L64
    .line 38
    invoke-interface {v4, v8}, Lcom/wr/Tool;->run(Landroid/os/Bundle;)Lcom/wr/Reply;
    move-result-object v0
    invoke-static {v0}, Lcom/wr/HubProvider;->toBundle(Lcom/wr/Reply;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 51
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 56
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 61
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 66
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 71
    const/4 v0, 0x0
    return v0
.end method

