.class public abstract Lcom/drillshare/core/ToolProviderBase;
.super Landroid/content/ContentProvider;
.source "ToolProviderBase.java"

# interfaces
.implements Lcom/drillshare/core/CallerScope;


# static fields
.field protected static final RESUME:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private static final RESUMED:Ljava/lang/ThreadLocal;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/lang/ThreadLocal<",
            "Ljava/lang/Boolean;",
            ">;"
        }
    .end annotation
.end field

.field static final TAG:Ljava/lang/String; = "DrillShare"

.field static final TRUSTED:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


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

.field private tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/reflect/Method;",
            ">;"
        }
    .end annotation
.end field

.field private final toolsLock:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 24
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "com.clawseed.agent"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "com.drillshare.kiosk"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/drillshare/core/ToolProviderBase;->TRUSTED:Ljava/util/Set;

    .line 25
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/drillshare/core/ToolProviderBase;->RESUME:Ljava/util/Map;

    .line 26
    new-instance v0, Ljava/lang/ThreadLocal;

    invoke-direct {v0}, Ljava/lang/ThreadLocal;-><init>()V

    sput-object v0, Lcom/drillshare/core/ToolProviderBase;->RESUMED:Ljava/lang/ThreadLocal;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 22
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/drillshare/core/ToolProviderBase;->sessions:Ljava/util/Map;

    .line 29
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    iput-object v0, p0, Lcom/drillshare/core/ToolProviderBase;->toolsLock:Ljava/lang/Object;

    return-void
.end method

.method private dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 10

    .line 90
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_session

    .line 91
    invoke-static {}, Lcom/drillshare/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object p1

    .line 92
    iget-object p2, p0, Lcom/drillshare/core/ToolProviderBase;->sessions:Ljava/util/Map;

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p3

    invoke-interface {p2, p1, p3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 93
    const-string p2, "{\"selected_version\":2}"

    invoke-static {p2}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    .line 94
    const-string p3, "session_token"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 95
    return-object p2

    .line 97
    :cond_session
    iget-object v0, p0, Lcom/drillshare/core/ToolProviderBase;->sessions:Ljava/util/Map;

    const-string v1, "session_token"

    const-string v2, ""

    invoke-virtual {p2, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    invoke-virtual {p0, v0}, Lcom/drillshare/core/ToolProviderBase;->sameCaller(Ljava/lang/Integer;)Z

    move-result v0

    if-nez v0, :cond_list

    .line 98
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 100
    :cond_list
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_exec

    .line 101
    invoke-virtual {p0}, Lcom/drillshare/core/ToolProviderBase;->toolsJson()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/drillshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 103
    :cond_exec
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_deadline

    .line 104
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 106
    :cond_deadline
    const-string p1, "deadline_at_ms"

    invoke-virtual {p2, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p1, v0, v2

    if-gtz p1, :cond_run

    .line 107
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 109
    :cond_run
    const-string p1, "tool_name"

    const-string p3, ""

    invoke-virtual {p2, p1, p3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 110
    const-string p3, "resume_token"

    invoke-virtual {p2, p3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p3

    .line 111
    sget-object v0, Lcom/drillshare/core/ToolProviderBase;->RESUMED:Ljava/lang/ThreadLocal;

    if-eqz p3, :cond_not_resumed

    sget-object v1, Lcom/drillshare/core/ToolProviderBase;->RESUME:Ljava/util/Map;

    invoke-interface {v1, p3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p3

    check-cast p3, Ljava/lang/Integer;

    invoke-virtual {p0, p3}, Lcom/drillshare/core/ToolProviderBase;->sameCaller(Ljava/lang/Integer;)Z

    move-result p3

    if-eqz p3, :cond_not_resumed

    const/4 p3, 0x1

    goto :goto_resumed

    :cond_not_resumed
    const/4 p3, 0x0

    :goto_resumed
    invoke-static {p3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object p3

    invoke-virtual {v0, p3}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V

    .line 113
    :try_start_0
    new-instance p3, Lorg/json/JSONObject;

    const-string v0, "args"

    const-string v1, "{}"

    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-direct {p3, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 114
    invoke-virtual {p0}, Lcom/drillshare/core/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object p2

    invoke-virtual {p0, p1, p2, p3}, Lcom/drillshare/core/ToolProviderBase;->fastPath(Ljava/lang/String;Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p2

    .line 115
    if-eqz p2, :cond_reflect

    .line 116
    return-object p2

    .line 118
    :cond_reflect
    invoke-direct {p0}, Lcom/drillshare/core/ToolProviderBase;->tools()Ljava/util/Map;

    move-result-object p2

    invoke-interface {p2, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/reflect/Method;

    .line 119
    if-nez p1, :cond_invoke

    .line 120
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "unknown tool"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 122
    :cond_invoke
    const/4 p2, 0x2

    new-array p2, p2, [Ljava/lang/Object;

    invoke-virtual {p0}, Lcom/drillshare/core/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x0

    aput-object v0, p2, v1

    const/4 v0, 0x1

    aput-object p3, p2, v0

    invoke-virtual {p1, p0, p2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_target
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_other

    return-object p1

    .line 123
    :catch_target
    move-exception p1

    .line 124
    const-string p2, "TOOL_FAILED"

    new-instance p3, Ljava/lang/StringBuilder;

    invoke-direct {p3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "tool failed: "

    invoke-virtual {p3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p3

    invoke-virtual {p1}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object p1

    invoke-virtual {p3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 125
    :catch_other
    move-exception p1

    .line 126
    const-string p2, "DrillShare"

    const-string p3, "dispatch failed"

    invoke-static {p2, p3, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 127
    const-string p1, "INTERNAL"

    const-string p2, "the tool could not run"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method protected static resumed()Z
    .registers 2

    .line 40
    sget-object v0, Ljava/lang/Boolean;->TRUE:Ljava/lang/Boolean;

    sget-object v1, Lcom/drillshare/core/ToolProviderBase;->RESUMED:Ljava/lang/ThreadLocal;

    invoke-virtual {v1}, Ljava/lang/ThreadLocal;->get()Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/Boolean;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method private tools()Ljava/util/Map;
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/reflect/Method;",
            ">;"
        }
    .end annotation

    .line 49
    iget-object v0, p0, Lcom/drillshare/core/ToolProviderBase;->toolsLock:Ljava/lang/Object;

    monitor-enter v0

    .line 50
    :try_start_0
    iget-object v1, p0, Lcom/drillshare/core/ToolProviderBase;->tools:Ljava/util/Map;

    if-nez v1, :cond_done

    .line 51
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    .line 52
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Class;->getDeclaredMethods()[Ljava/lang/reflect/Method;

    move-result-object v2

    array-length v3, v2

    const/4 v4, 0x0

    :goto_scan
    if-ge v4, v3, :cond_store

    aget-object v5, v2, v4

    .line 53
    const-class v6, Lcom/drillshare/core/Tool;

    invoke-virtual {v5, v6}, Ljava/lang/reflect/Method;->isAnnotationPresent(Ljava/lang/Class;)Z

    move-result v6

    if-eqz v6, :cond_next

    .line 54
    const-class v6, Lcom/drillshare/core/Tool;

    invoke-virtual {v5, v6}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v6

    check-cast v6, Lcom/drillshare/core/Tool;

    invoke-interface {v6}, Lcom/drillshare/core/Tool;->name()Ljava/lang/String;

    move-result-object v6

    invoke-interface {v1, v6, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    :cond_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_scan

    .line 57
    :cond_store
    iput-object v1, p0, Lcom/drillshare/core/ToolProviderBase;->tools:Ljava/util/Map;

    .line 59
    :cond_done
    iget-object v1, p0, Lcom/drillshare/core/ToolProviderBase;->tools:Ljava/util/Map;

    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v1

    .line 60
    :catchall_0
    move-exception v1

    :try_start_1
    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 71
    invoke-virtual {p0}, Lcom/drillshare/core/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 72
    if-eqz v1, :cond_unknown

    array-length v2, v1

    if-nez v2, :cond_scan

    .line 73
    :cond_unknown
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "unknown caller"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 75
    :cond_scan
    array-length v2, v1

    const/4 v3, 0x0

    :goto_scan
    if-ge v3, v2, :cond_trusted

    aget-object v4, v1, v3

    .line 76
    sget-object v5, Lcom/drillshare/core/ToolProviderBase;->TRUSTED:Ljava/util/Set;

    invoke-interface {v5, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v5

    if-nez v5, :cond_next

    .line 77
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a DrillShare partner"

    invoke-static {p1, p2}, Lcom/drillshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 75
    :cond_next
    add-int/lit8 v3, v3, 0x1

    goto :goto_scan

    .line 80
    :cond_trusted
    sget-object v1, Lcom/drillshare/core/ToolProviderBase;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/ThreadLocal;->set(Ljava/lang/Object;)V

    .line 82
    :try_start_0
    if-nez p3, :cond_have_extras

    new-instance p3, Landroid/os/Bundle;

    invoke-direct {p3}, Landroid/os/Bundle;-><init>()V

    :cond_have_extras
    invoke-direct {p0, p1, p3, v0}, Lcom/drillshare/core/ToolProviderBase;->dispatch(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 84
    sget-object p2, Lcom/drillshare/core/ToolProviderBase;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-virtual {p2}, Ljava/lang/ThreadLocal;->remove()V

    .line 85
    sget-object p2, Lcom/drillshare/core/ToolProviderBase;->RESUMED:Ljava/lang/ThreadLocal;

    invoke-virtual {p2}, Ljava/lang/ThreadLocal;->remove()V

    .line 82
    return-object p1

    .line 84
    :catchall_0
    move-exception p1

    sget-object p2, Lcom/drillshare/core/ToolProviderBase;->CURRENT:Ljava/lang/ThreadLocal;

    invoke-virtual {p2}, Ljava/lang/ThreadLocal;->remove()V

    .line 85
    sget-object p2, Lcom/drillshare/core/ToolProviderBase;->RESUMED:Ljava/lang/ThreadLocal;

    invoke-virtual {p2}, Ljava/lang/ThreadLocal;->remove()V

    .line 86
    throw p1
.end method

.method protected callerPackage(I)Ljava/lang/String;
    .registers 3

    .line 45
    invoke-virtual {p0}, Lcom/drillshare/core/ToolProviderBase;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    const/4 v0, 0x0

    aget-object p1, p1, v0

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 148
    const/4 v0, 0x0

    return v0
.end method

.method protected fastPath(Ljava/lang/String;Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 36
    const/4 v0, 0x0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 138
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 143
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 65
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 133
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract toolsJson()Ljava/lang/String;
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 153
    const/4 v0, 0x0

    return v0
.end method
