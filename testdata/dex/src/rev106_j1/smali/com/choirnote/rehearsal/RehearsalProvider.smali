.class public Lcom/choirnote/rehearsal/RehearsalProvider;
.super Landroid/content/ContentProvider;
.source "RehearsalProvider.java"


# static fields
.field static final ACTION_NOTE:Ljava/lang/String; = "com.choirnote.action.PART_NOTE"

.field static final CHOIR_CERT:[B

.field static final ROSTER:Landroid/net/Uri;

.field static final TAG:Ljava/lang/String; = "ChoirNote"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"rehearsal-1\",\"tools\":[]}"


# instance fields
.field db:Landroid/database/sqlite/SQLiteDatabase;

.field final listeners:Landroid/os/RemoteCallbackList;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Landroid/os/RemoteCallbackList<",
            "Lcom/choirnote/core/IListener;",
            ">;"
        }
    .end annotation
.end field

.field final main:Landroid/os/Handler;

.field final sessions:Ljava/util/Map;
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
.method static constructor <clinit>()V
    .registers 2

    .line 32
    const-string v0, "content://com.choirnote.rehearsal/roster"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/choirnote/rehearsal/RehearsalProvider;->ROSTER:Landroid/net/Uri;

    .line 34
    const-string v0, "c2Hf0aR9mQ7LkT4wE1pZ6uY3nB8vX5dJ2gK0sW9hA7o="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/choirnote/rehearsal/RehearsalProvider;->CHOIR_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 37
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->sessions:Ljava/util/Map;

    .line 38
    new-instance v0, Landroid/os/RemoteCallbackList;

    invoke-direct {v0}, Landroid/os/RemoteCallbackList;-><init>()V

    iput-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->listeners:Landroid/os/RemoteCallbackList;

    .line 39
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->main:Landroid/os/Handler;

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 72
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 73
    invoke-virtual {p0, v0}, Lcom/choirnote/rehearsal/RehearsalProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 74
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/choirnote/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 76
    :cond_0
    if-eqz p3, :cond_1

    move-object v1, p3

    goto :goto_0

    :cond_1
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 77
    :goto_0
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 78
    invoke-static {}, Lcom/choirnote/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 79
    iget-object v3, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 80
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/choirnote/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 81
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 82
    return-object v3

    .line 84
    :cond_2
    iget-object v2, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 85
    if-eqz v2, :cond_3

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_4

    .line 86
    :cond_3
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/choirnote/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 88
    :cond_4
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_5

    .line 89
    const-string v3, "{\"revision\":\"rehearsal-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/choirnote/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 91
    :cond_5
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_6

    .line 92
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/choirnote/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 94
    :cond_6
    const-string v2, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long v6, v2, v4

    if-gtz v6, :cond_7

    .line 95
    const-string v2, "DEADLINE_EXCEEDED"

    const-string v3, "deadline passed"

    invoke-static {v2, v3}, Lcom/choirnote/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 98
    :cond_7
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 99
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 100
    const-string v4, "add_note"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_8

    .line 101
    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    new-instance v5, Landroid/content/Intent;

    const-string v6, "com.choirnote.action.PART_NOTE"

    invoke-direct {v5, v6}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v6

    invoke-virtual {v6}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v5, v6}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v5

    const-string v6, "part"

    .line 102
    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-virtual {v5, v6, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v5

    .line 101
    invoke-virtual {v4, v5}, Landroid/content/Context;->sendBroadcast(Landroid/content/Intent;)V

    .line 103
    const-string v4, "{\"queued\":true}"

    invoke-static {v4}, Lcom/choirnote/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 105
    :cond_8
    const-string v4, "move_singer"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_9

    .line 106
    iget-object v4, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/Object;

    .line 107
    const-string v6, "part"

    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    const/4 v7, 0x0

    aput-object v6, v5, v7

    const-string v6, "singer"

    invoke-virtual {v2, v6}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    const/4 v7, 0x1

    aput-object v6, v5, v7

    .line 106
    const-string v6, "UPDATE roster SET part = ? WHERE singer = ?"

    invoke-virtual {v4, v6, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 108
    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-virtual {v4}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v4

    sget-object v5, Lcom/choirnote/rehearsal/RehearsalProvider;->ROSTER:Landroid/net/Uri;

    const/4 v6, 0x0

    invoke-virtual {v4, v5, v6}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 109
    const-string v4, "{\"moved\":true}"

    invoke-static {v4}, Lcom/choirnote/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 111
    :cond_9
    const-string v4, "ping_section"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_a

    .line 112
    const-string v4, "part"

    invoke-virtual {v2, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 113
    iget-object v5, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->main:Landroid/os/Handler;

    new-instance v6, Lcom/choirnote/rehearsal/RehearsalProvider$3;

    invoke-direct {v6, p0, v4, v0}, Lcom/choirnote/rehearsal/RehearsalProvider$3;-><init>(Lcom/choirnote/rehearsal/RehearsalProvider;Ljava/lang/String;I)V

    invoke-virtual {v5, v6}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 127
    const-string v5, "{\"pinged\":true}"

    invoke-static {v5}, Lcom/choirnote/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 129
    :cond_a
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "unknown tool"

    invoke-static {v4, v5}, Lcom/choirnote/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v4

    .line 130
    :catch_0
    move-exception v2

    .line 131
    const-string v3, "ChoirNote"

    const-string v4, "tool failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 132
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "the tool could not run"

    invoke-static {v3, v4}, Lcom/choirnote/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 8

    .line 138
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, v0}, Lcom/choirnote/rehearsal/RehearsalProvider;->trusted(I)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 141
    iget-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "notes"

    const-string v3, "part = ?"

    invoke-virtual {v0, v2, v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    return v0

    .line 139
    :cond_0
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "caller not allowed"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 151
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 156
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 43
    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "choir.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 44
    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    new-instance v1, Lcom/choirnote/rehearsal/RehearsalProvider$1;

    invoke-direct {v1, p0}, Lcom/choirnote/rehearsal/RehearsalProvider$1;-><init>(Lcom/choirnote/rehearsal/RehearsalProvider;)V

    new-instance v2, Landroid/content/IntentFilter;

    const-string v3, "com.choirnote.action.PART_NOTE"

    invoke-direct {v2, v3}, Landroid/content/IntentFilter;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->registerReceiver(Landroid/content/BroadcastReceiver;Landroid/content/IntentFilter;)Landroid/content/Intent;

    .line 51
    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lcom/choirnote/rehearsal/RehearsalProvider;->ROSTER:Landroid/net/Uri;

    new-instance v2, Lcom/choirnote/rehearsal/RehearsalProvider$2;

    iget-object v3, p0, Lcom/choirnote/rehearsal/RehearsalProvider;->main:Landroid/os/Handler;

    invoke-direct {v2, p0, v3}, Lcom/choirnote/rehearsal/RehearsalProvider$2;-><init>(Lcom/choirnote/rehearsal/RehearsalProvider;Landroid/os/Handler;)V

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v3, v2}, Landroid/content/ContentResolver;->registerContentObserver(Landroid/net/Uri;ZLandroid/database/ContentObserver;)V

    .line 58
    return v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 146
    const/4 v0, 0x0

    return-object v0
.end method

.method trusted(I)Z
    .registers 6

    .line 62
    invoke-virtual {p0}, Lcom/choirnote/rehearsal/RehearsalProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 63
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 64
    if-eqz v1, :cond_0

    array-length v2, v1

    const/4 v3, 0x1

    if-eq v2, v3, :cond_1

    .line 65
    :cond_0
    const/4 v2, 0x0

    return v2

    .line 67
    :cond_1
    sget-object v2, Lcom/choirnote/rehearsal/RehearsalProvider;->CHOIR_CERT:[B

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v2

    return v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 161
    const/4 v0, 0x0

    return v0
.end method
