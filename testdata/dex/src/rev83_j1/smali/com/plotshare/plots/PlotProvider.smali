.class public Lcom/plotshare/plots/PlotProvider;
.super Landroid/content/ContentProvider;
.source "PlotProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/plotshare/plots/PlotProvider$ToolKind;
    }
.end annotation


# static fields
.field static final TAG:Ljava/lang/String; = "PlotShare"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"plots-1\",\"tools\":[]}"


# instance fields
.field private final enabled:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Lcom/plotshare/plots/PlotProvider$ToolKind;",
            "Ljava/lang/Boolean;",
            ">;"
        }
    .end annotation
.end field

.field private final random:Ljava/util/Random;

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
    .registers 3

    .line 25
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 74
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/plotshare/plots/PlotProvider;->sessions:Ljava/util/Map;

    .line 75
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/plotshare/plots/PlotProvider$ToolKind;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/plotshare/plots/PlotProvider;->enabled:Ljava/util/Map;

    .line 76
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/plotshare/plots/PlotProvider;->random:Ljava/util/Random;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 88
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 89
    invoke-virtual {p0}, Lcom/plotshare/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/plotshare/core/Garden;->trusted(Landroid/content/Context;I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 90
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 92
    :cond_trusted
    if-eqz p3, :cond_no_extras

    move-object v1, p3

    goto :goto_req

    :cond_no_extras
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 93
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 94
    iget-object v2, p0, Lcom/plotshare/plots/PlotProvider;->random:Ljava/util/Random;

    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v2

    .line 95
    iget-object v3, p0, Lcom/plotshare/plots/PlotProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 96
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 97
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 98
    return-object v3

    .line 100
    :cond_session
    iget-object v2, p0, Lcom/plotshare/plots/PlotProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 101
    if-eqz v2, :cond_no_session

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_methods

    .line 102
    :cond_no_session
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 104
    :cond_methods
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_execute

    .line 105
    const-string v3, "{\"revision\":\"plots-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 107
    :cond_execute
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_deadline

    .line 108
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 110
    :cond_deadline
    invoke-static {v1}, Lcom/plotshare/core/Replies;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_dispatch

    .line 111
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 114
    :cond_dispatch
    :try_start_0
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    sget-object v4, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v3, v4}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/plotshare/plots/PlotProvider$ToolKind;->valueOf(Ljava/lang/String;)Lcom/plotshare/plots/PlotProvider$ToolKind;

    move-result-object v3

    .line 115
    iget-object v4, p0, Lcom/plotshare/plots/PlotProvider;->enabled:Ljava/util/Map;

    invoke-interface {v4, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/Boolean;

    invoke-virtual {v4}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v4

    if-nez v4, :cond_run

    .line 116
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "tool disabled"

    invoke-static {v4, v5}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 118
    :cond_run
    invoke-virtual {p0}, Lcom/plotshare/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v3, v4, v1}, Lcom/plotshare/plots/PlotProvider$ToolKind;->execute(Landroid/content/Context;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_iae
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_json

    return-object v4

    .line 121
    :catch_json
    move-exception v3

    .line 122
    const-string v4, "PlotShare"

    const-string v5, "bad arguments"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 123
    const-string v4, "INVALID_ARGUMENT"

    const-string v5, "arguments do not match the tool schema"

    invoke-static {v4, v5}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 119
    :catch_iae
    move-exception v3

    .line 120
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "unknown tool"

    invoke-static {v4, v5}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 144
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 134
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 139
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 7

    .line 80
    invoke-static {}, Lcom/plotshare/plots/PlotProvider$ToolKind;->values()[Lcom/plotshare/plots/PlotProvider$ToolKind;

    move-result-object v0

    array-length v1, v0

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, v1, :cond_done

    aget-object v3, v0, v2

    .line 81
    iget-object v4, p0, Lcom/plotshare/plots/PlotProvider;->enabled:Ljava/util/Map;

    sget-object v5, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 80
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    .line 83
    :cond_done
    const/4 v4, 0x1

    return v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 129
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 149
    const/4 v0, 0x0

    return v0
.end method
