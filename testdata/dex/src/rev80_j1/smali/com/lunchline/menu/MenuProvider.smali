.class public Lcom/lunchline/menu/MenuProvider;
.super Landroid/content/ContentProvider;
.source "MenuProvider.java"


# static fields
.field static final TAG:Ljava/lang/String; = "LunchLine"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"menu-2\",\"tools\":[]}"


# instance fields
.field private final bus:Lcom/lunchline/bus/CommandBus;

.field private final pending:Ljava/util/Map;
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

    .line 24
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lunchline/menu/MenuProvider;->pending:Ljava/util/Map;

    .line 29
    new-instance v0, Lcom/lunchline/bus/CommandBus;

    invoke-direct {v0}, Lcom/lunchline/bus/CommandBus;-><init>()V

    iput-object v0, p0, Lcom/lunchline/menu/MenuProvider;->bus:Lcom/lunchline/bus/CommandBus;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 53
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 54
    invoke-virtual {p0, v0}, Lcom/lunchline/menu/MenuProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_allowed

    .line 55
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 57
    :cond_allowed
    if-eqz p3, :cond_noextras

    move-object v1, p3

    goto :goto_req

    :cond_noextras
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 58
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_list

    .line 59
    const-string v2, "{\"selected_version\":2}"

    invoke-static {v2}, Lcom/lunchline/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 60
    const-string v3, "session_token"

    invoke-static {}, Lcom/lunchline/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    return-object v2

    .line 63
    :cond_list
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_execute

    .line 64
    const-string v2, "{\"revision\":\"menu-2\",\"tools\":[]}"

    invoke-static {v2}, Lcom/lunchline/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 66
    :cond_execute
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_deadline

    .line 67
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v2, v3}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 69
    :cond_deadline
    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v2, v2, v4

    if-gtz v2, :cond_run

    .line 70
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "deadline passed"

    invoke-static {v2, v3}, Lcom/lunchline/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 73
    :cond_run
    :try_start_0
    const-string v2, "tool_name"

    const-string v3, ""

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 74
    const-string v3, "remove_favorite"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_dispatch

    .line 75
    const-string v3, "resume_token"

    invoke-virtual {v1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 76
    if-eqz v3, :cond_noresume

    iget-object v4, p0, Lcom/lunchline/menu/MenuProvider;->pending:Ljava/util/Map;

    invoke-interface {v4, v3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/Integer;

    goto :goto_who

    :cond_noresume
    const/4 v4, 0x0

    .line 77
    :goto_who
    if-eqz v4, :cond_ask

    invoke-virtual {v4}, Ljava/lang/Integer;->intValue()I

    move-result v5

    if-eq v5, v0, :cond_dispatch

    .line 78
    :cond_ask
    invoke-static {}, Lcom/lunchline/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v5

    .line 79
    iget-object v6, p0, Lcom/lunchline/menu/MenuProvider;->pending:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v7

    invoke-interface {v6, v5, v7}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 80
    invoke-virtual {p0}, Lcom/lunchline/menu/MenuProvider;->confirmScreen()Landroid/app/PendingIntent;

    move-result-object v6

    invoke-static {v6, v5}, Lcom/lunchline/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 83
    :cond_dispatch
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 84
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    const-string v5, "method"

    invoke-virtual {v4, v5, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    const-string v5, "params"

    invoke-virtual {v4, v5, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    const-string v5, "caller"

    invoke-virtual {v4, v5, v0}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v4

    invoke-virtual {v4}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v4

    .line 85
    new-instance v5, Lorg/json/JSONObject;

    iget-object v6, p0, Lcom/lunchline/menu/MenuProvider;->bus:Lcom/lunchline/bus/CommandBus;

    invoke-virtual {v6, v4}, Lcom/lunchline/bus/CommandBus;->dispatch(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-direct {v5, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-static {v5}, Lcom/lunchline/core/Replies;->fromReply(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v5

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

.method confirmScreen()Landroid/app/PendingIntent;
    .registers 5

    .line 93
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/lunchline/menu/MenuProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/lunchline/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 94
    invoke-virtual {p0}, Lcom/lunchline/menu/MenuProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xa000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 114
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 104
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 109
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 33
    iget-object v0, p0, Lcom/lunchline/menu/MenuProvider;->bus:Lcom/lunchline/bus/CommandBus;

    invoke-virtual {p0}, Lcom/lunchline/menu/MenuProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/lunchline/data/LunchStore;->open(Landroid/content/Context;)Lcom/lunchline/data/LunchStore;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/lunchline/bus/MenuModule;->register(Lcom/lunchline/bus/CommandBus;Lcom/lunchline/data/LunchStore;)V

    .line 34
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 99
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 9

    .line 38
    invoke-virtual {p0}, Lcom/lunchline/menu/MenuProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 39
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 40
    const/4 v2, 0x0

    if-eqz v1, :cond_refuse

    array-length v3, v1

    const/4 v4, 0x1

    if-eq v3, v4, :cond_scan

    .line 41
    :cond_refuse
    return v2

    .line 43
    :cond_scan
    array-length v3, v1

    move v4, v2

    :goto_loop
    if-ge v4, v3, :cond_done

    aget-object v5, v1, v4

    .line 44
    const-string v6, "com.lunchline"

    invoke-virtual {v0, v6, v5}, Landroid/content/pm/PackageManager;->checkSignatures(Ljava/lang/String;Ljava/lang/String;)I

    move-result v6

    if-eqz v6, :cond_next

    .line 45
    return v2

    .line 43
    :cond_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    .line 48
    :cond_done
    const/4 v2, 0x1

    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 119
    const/4 v0, 0x0

    return v0
.end method
