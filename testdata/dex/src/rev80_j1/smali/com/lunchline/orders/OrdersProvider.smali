.class public Lcom/lunchline/orders/OrdersProvider;
.super Landroid/content/ContentProvider;
.source "OrdersProvider.java"


# static fields
.field static final TAG:Ljava/lang/String; = "LunchLine"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"orders-2\",\"tools\":[]}"


# instance fields
.field private final bus:Lcom/lunchline/bus/CommandBus;

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

    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lunchline/orders/OrdersProvider;->sessions:Ljava/util/Map;

    .line 28
    new-instance v0, Lcom/lunchline/bus/CommandBus;

    invoke-direct {v0}, Lcom/lunchline/bus/CommandBus;-><init>()V

    iput-object v0, p0, Lcom/lunchline/orders/OrdersProvider;->bus:Lcom/lunchline/bus/CommandBus;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 52
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 53
    invoke-virtual {p0, v0}, Lcom/lunchline/orders/OrdersProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_allowed

    .line 54
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 56
    :cond_allowed
    if-eqz p3, :cond_noextras

    move-object v1, p3

    goto :goto_req

    :cond_noextras
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 57
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 58
    invoke-static {}, Lcom/lunchline/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 59
    iget-object v3, p0, Lcom/lunchline/orders/OrdersProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 60
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/lunchline/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 61
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    return-object v3

    .line 64
    :cond_session
    iget-object v2, p0, Lcom/lunchline/orders/OrdersProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 65
    if-eqz v2, :cond_nosession

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 66
    :cond_nosession
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 68
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_execute

    .line 69
    const-string v3, "{\"revision\":\"orders-2\",\"tools\":[]}"

    invoke-static {v3}, Lcom/lunchline/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 71
    :cond_execute
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_deadline

    .line 72
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 74
    :cond_deadline
    const-string v3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {v1, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    cmp-long v3, v3, v5

    if-gtz v3, :cond_run

    .line 75
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 78
    :cond_run
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 79
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 80
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    const-string v6, "method"

    invoke-virtual {v5, v6, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "params"

    invoke-virtual {v5, v6, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "caller"

    invoke-virtual {v5, v6, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v5

    invoke-virtual {v5}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v5

    .line 81
    new-instance v6, Lorg/json/JSONObject;

    iget-object v7, p0, Lcom/lunchline/orders/OrdersProvider;->bus:Lcom/lunchline/bus/CommandBus;

    invoke-virtual {v7, v5}, Lcom/lunchline/bus/CommandBus;->dispatch(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-direct {v6, v7}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 82
    const-string v7, "USER_ACTION_REQUIRED"

    const-string v2, "error_code"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v7, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_reply

    .line 83
    const-string v2, "order_id"

    invoke-virtual {v6, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-virtual {p0, v2, v3}, Lcom/lunchline/orders/OrdersProvider;->confirmScreen(J)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {}, Lcom/lunchline/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/lunchline/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 85
    :cond_reply
    invoke-static {v6}, Lcom/lunchline/core/Replies;->fromReply(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v2

    .line 86
    :catch_0
    move-exception v2

    .line 87
    const-string v3, "LunchLine"

    const-string v4, "tool failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 88
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "the tool could not run"

    invoke-static {v3, v4}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method confirmScreen(J)Landroid/app/PendingIntent;
    .registers 7

    .line 93
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.lunchline.action.CONFIRM"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 94
    const-string v1, "com.lunchline"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 95
    const-string v1, "order_id"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 96
    invoke-virtual {p0}, Lcom/lunchline/orders/OrdersProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 116
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 106
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 111
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 32
    iget-object v0, p0, Lcom/lunchline/orders/OrdersProvider;->bus:Lcom/lunchline/bus/CommandBus;

    invoke-virtual {p0}, Lcom/lunchline/orders/OrdersProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/lunchline/data/LunchStore;->open(Landroid/content/Context;)Lcom/lunchline/data/LunchStore;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lunchline/bus/OrdersModule;->register(Lcom/lunchline/bus/CommandBus;Lcom/lunchline/data/LunchStore;)V

    .line 33
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 101
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 9

    .line 37
    invoke-virtual {p0}, Lcom/lunchline/orders/OrdersProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 38
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 39
    const/4 v2, 0x0

    if-nez v1, :cond_scan

    .line 40
    return v2

    .line 42
    :cond_scan
    array-length v3, v1

    move v4, v2

    :goto_loop
    if-ge v4, v3, :cond_done

    aget-object v5, v1, v4

    .line 43
    const-string v6, "com.lunchline"

    invoke-virtual {v0, v6, v5}, Landroid/content/pm/PackageManager;->checkSignatures(Ljava/lang/String;Ljava/lang/String;)I

    move-result v6

    if-nez v6, :cond_next

    .line 44
    const/4 v2, 0x1

    return v2

    .line 42
    :cond_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    .line 47
    :cond_done
    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 121
    const/4 v0, 0x0

    return v0
.end method
