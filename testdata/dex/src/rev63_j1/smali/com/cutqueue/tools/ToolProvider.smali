.class public Lcom/cutqueue/tools/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/cutqueue/tools/ToolProvider$1;
    }
.end annotation


# static fields
.field static final AGENT:Ljava/lang/String; = "org.makerspace.agent"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"tools-1\",\"tools\":[]}"


# instance fields
.field private final main:Landroid/os/Handler;

.field sessions:Landroid/content/SharedPreferences;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 22
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 27
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/cutqueue/tools/ToolProvider;->main:Landroid/os/Handler;

    return-void
.end method


# virtual methods
.method allowed(I)Z
    .registers 10

    .line 36
    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 37
    const/4 v1, 0x0

    if-nez v0, :cond_10

    .line 38
    return v1

    .line 40
    :cond_10
    array-length v2, v0

    move v3, v1

    :goto_12
    if-ge v3, v2, :cond_25

    aget-object v4, v0, v3

    .line 41
    const-string v5, "org.makerspace.agent"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_22

    .line 42
    const/4 v5, 0x1

    return v5

    .line 40
    :cond_22
    add-int/lit8 v3, v3, 0x1

    goto :goto_12

    .line 45
    :cond_25
    return v1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 51
    invoke-virtual {p0, v0}, Lcom/cutqueue/tools/ToolProvider;->allowed(I)Z

    move-result v1

    if-nez v1, :cond_15

    .line 52
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 54
    :cond_15
    if-eqz p3, :cond_19

    move-object v1, p3

    goto :goto_1e

    :cond_19
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 55
    :goto_1e
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    const-string v3, "s_"

    if-eqz v2, :cond_5f

    .line 56
    invoke-static {}, Ljava/lang/System;->nanoTime()J

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v2

    .line 57
    iget-object v4, p0, Lcom/cutqueue/tools/ToolProvider;->sessions:Landroid/content/SharedPreferences;

    invoke-interface {v4}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v4, v3, v0}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object v3

    invoke-interface {v3}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 58
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 59
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    return-object v3

    .line 62
    :cond_5f
    iget-object v2, p0, Lcom/cutqueue/tools/ToolProvider;->sessions:Landroid/content/SharedPreferences;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "session_token"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_8d

    .line 63
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "negotiate first"

    invoke-static {v2, v3}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 65
    :cond_8d
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_9e

    .line 66
    const-string v2, "{\"revision\":\"tools-1\",\"tools\":[]}"

    invoke-static {v2}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 68
    :cond_9e
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_b1

    .line 69
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v2, v3}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 71
    :cond_b1
    const-string v2, "tool_name"

    const-string v3, ""

    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 72
    iget-object v3, p0, Lcom/cutqueue/tools/ToolProvider;->main:Landroid/os/Handler;

    new-instance v4, Lcom/cutqueue/tools/ToolProvider$1;

    invoke-direct {v4, p0, v2}, Lcom/cutqueue/tools/ToolProvider$1;-><init>(Lcom/cutqueue/tools/ToolProvider;Ljava/lang/String;)V

    invoke-virtual {v3, v4}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 79
    :try_start_c5
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 80
    const-class v4, Lcom/cutqueue/core/ToolPlugin;

    invoke-static {v4}, Ljava/util/ServiceLoader;->load(Ljava/lang/Class;)Ljava/util/ServiceLoader;

    move-result-object v4

    invoke-virtual {v4}, Ljava/util/ServiceLoader;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_dc
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v5

    if-eqz v5, :cond_107

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lcom/cutqueue/core/ToolPlugin;

    .line 81
    invoke-interface {v5}, Lcom/cutqueue/core/ToolPlugin;->name()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v6, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_106

    .line 82
    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    invoke-interface {v5, v6, v3}, Lcom/cutqueue/core/ToolPlugin;->run(Landroid/content/Context;Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 84
    :cond_106
    goto :goto_dc

    .line 85
    :cond_107
    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->loadExtra()Lcom/cutqueue/core/ToolPlugin;

    move-result-object v4

    .line 86
    if-eqz v4, :cond_12a

    invoke-interface {v4}, Lcom/cutqueue/core/ToolPlugin;->name()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_12a

    .line 87
    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-interface {v4, v5, v3}, Lcom/cutqueue/core/ToolPlugin;->run(Landroid/content/Context;Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v5

    invoke-static {v5}, Lcom/cutqueue/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 89
    :cond_12a
    const-string v5, "TOOL_NOT_FOUND"

    const-string v6, "unknown tool"

    invoke-static {v5, v6}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5
    :try_end_134
    .catch Ljava/lang/Exception; {:try_start_c5 .. :try_end_134} :catch_135

    return-object v5

    .line 90
    :catch_135
    move-exception v3

    .line 91
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "tool failed: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v5, "INTERNAL_ERROR"

    invoke-static {v5, v4}, Lcom/cutqueue/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 128
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 118
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 123
    const/4 v0, 0x0

    return-object v0
.end method

.method loadExtra()Lcom/cutqueue/core/ToolPlugin;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 96
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCodeCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "extra_tool.dex"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 97
    invoke-virtual {v0}, Ljava/io/File;->exists()Z

    move-result v1

    if-nez v1, :cond_19

    .line 98
    const/4 v1, 0x0

    return-object v1

    .line 100
    :cond_19
    new-instance v1, Ldalvik/system/DexClassLoader;

    invoke-virtual {v0}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getCodeCacheDir()Ljava/io/File;

    move-result-object v3

    invoke-virtual {v3}, Ljava/io/File;->getPath()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;

    move-result-object v4

    const/4 v5, 0x0

    invoke-direct {v1, v2, v3, v5, v4}, Ldalvik/system/DexClassLoader;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/ClassLoader;)V

    .line 101
    iget-object v2, p0, Lcom/cutqueue/tools/ToolProvider;->sessions:Landroid/content/SharedPreferences;

    const-string v3, "extra_class"

    const-string v4, "com.cutqueue.extra.NestingTool"

    invoke-interface {v2, v3, v4}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 102
    invoke-virtual {v1, v2}, Ldalvik/system/DexClassLoader;->loadClass(Ljava/lang/String;)Ljava/lang/Class;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/Class;->newInstance()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/cutqueue/core/ToolPlugin;

    return-object v3
.end method

.method public onCreate()Z
    .registers 4

    .line 31
    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "tool_sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/cutqueue/tools/ToolProvider;->sessions:Landroid/content/SharedPreferences;

    .line 32
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 107
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/cutqueue/tools/ToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "laser_manual.pdf"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 108
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    return-object v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 113
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 133
    const/4 v0, 0x0

    return v0
.end method
