.class public Lcom/shelfcity/tools/BranchToolsProvider;
.super Landroid/content/ContentProvider;
.source "BranchToolsProvider.java"


# static fields

.field static final TAG:Ljava/lang/String; = "ShelfCity"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"branch-7\",\"tools\":[]}"


# instance fields
.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 24
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/shelfcity/tools/BranchToolsProvider;->sessions:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 33
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 34
    invoke-virtual {p0}, Lcom/shelfcity/tools/BranchToolsProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 35
    if-eqz p3, :cond_fresh

    move-object v2, p3

    goto :goto_req

    :cond_fresh
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 36
    :goto_req
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_session

    .line 37
    invoke-static {}, Lcom/shelfcity/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    .line 38
    iget-object v4, p0, Lcom/shelfcity/tools/BranchToolsProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 40
    const-string v5, "session_token"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    return-object v4

    .line 43
    :cond_session
    iget-object v3, p0, Lcom/shelfcity/tools/BranchToolsProvider;->sessions:Ljava/util/Map;

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    .line 44
    if-eqz v3, :cond_no_session

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v4

    if-eq v4, v0, :cond_list

    .line 45
    :cond_no_session
    const-string v4, "NEGOTIATION_REQUIRED"

    const-string v5, "negotiate first"

    invoke-static {v4, v5}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 47
    :cond_list
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_execute

    .line 48
    const-string v4, "{\"revision\":\"branch-7\",\"tools\":[]}"

    invoke-static {v4}, Lcom/shelfcity/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 50
    :cond_execute
    const-string v4, "execute_tool"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_deadline

    .line 51
    const-string v4, "METHOD_NOT_FOUND"

    const-string v5, "unknown method"

    invoke-static {v4, v5}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 53
    :cond_deadline
    invoke-static {v2}, Lcom/shelfcity/core/Deadlines;->expired(Landroid/os/Bundle;)Z

    move-result v4

    if-eqz v4, :cond_caller

    .line 54
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v4, v5}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 56
    :cond_caller
    new-instance v4, Lcom/shelfcity/core/CallerInfo;

    const-string v5, "request_id"

    const-string v6, ""

    invoke-virtual {v2, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v6, "resume_token"

    invoke-virtual {v2, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-direct {v4, v0, v1, v5, v6}, Lcom/shelfcity/core/CallerInfo;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 57
    sget-object v5, Lcom/shelfcity/tools/Registry;->REGISTRY:Ljava/util/Map;

    const-string v6, "tool_name"

    const-string v7, ""

    invoke-virtual {v2, v6, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-interface {v5, v6}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/shelfcity/core/ToolHandler;

    .line 58
    if-nez v5, :cond_run

    .line 59
    const-string v6, "TOOL_NOT_FOUND"

    const-string v7, "unknown tool"

    invoke-static {v6, v7}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 62
    :cond_run
    :try_start_run
    invoke-virtual {p0}, Lcom/shelfcity/tools/BranchToolsProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    new-instance v7, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v8, "{}"

    invoke-virtual {v2, v3, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v7, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-interface {v5, v6, v7, v4}, Lcom/shelfcity/core/ToolHandler;->run(Landroid/content/Context;Lorg/json/JSONObject;Lcom/shelfcity/core/CallerInfo;)Landroid/os/Bundle;

    move-result-object v3
    :try_end_run
    .catch Ljava/lang/Exception; {:try_start_run .. :try_end_run} :catch_run

    return-object v3

    .line 63
    :catch_run
    move-exception v3

    .line 64
    const-string v6, "ShelfCity"

    const-string v7, "tool failed"

    invoke-static {v6, v7, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 65
    const-string v6, "INTERNAL_ERROR"

    const-string v7, "the tool could not run"

    invoke-static {v6, v7}, Lcom/shelfcity/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 86
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 76
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 81
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 28
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 71
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 91
    const/4 v0, 0x0

    return v0
.end method
