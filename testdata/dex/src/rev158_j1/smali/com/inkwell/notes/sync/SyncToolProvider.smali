.class public final Lcom/inkwell/notes/sync/SyncToolProvider;
.super Landroid/content/ContentProvider;
.source "SyncToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "SyncToolProvider"


# instance fields
.field private dispatcher:Lcom/inkwell/notes/cetp/Dispatcher;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/inkwell/notes/cetp/Dispatcher<",
            "Lcom/inkwell/notes/sync/SyncTool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 44
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 43
    return-object v0
.end method

.method private static scopes()Lorg/json/JSONArray;
    .registers 6

    .line 30
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 31
    const-string v1, "notebooks.read"

    const-string v2, "See notebooks"

    const-string v3, "Names of your notebooks"

    const-string v4, "read"

    invoke-static {v1, v2, v3, v4}, Lcom/inkwell/notes/sync/SyncToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 32
    const-string v1, "notebooks.write"

    const-string v2, "Archive notebooks"

    const-string v3, "Hide notebooks from lists and sync"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/inkwell/notes/sync/SyncToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 33
    const-string v1, "sync.run"

    const-string v2, "Start a sync"

    const-string v3, "Upload a notebook to your account now"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/inkwell/notes/sync/SyncToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 34
    const-string v1, "sync.account"

    const-string v2, "Link an account"

    const-string v3, "Choose the account notes sync to"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/inkwell/notes/sync/SyncToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 35
    const-string v1, "notes.trash"

    const-string v2, "Empty the trash"

    const-string v3, "Delete notes in the trash for good"

    const-string v4, "write"

    invoke-static {v1, v2, v3, v4}, Lcom/inkwell/notes/sync/SyncToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 30
    return-object v0

    :catch_0
    move-exception v5

    .line 37
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v5}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private static tableApi(Ljava/lang/String;)V
    .registers 6

    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " from uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused: this provider answers CETP calls only"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "SyncToolProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 55
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 49
    new-instance v3, Lcom/inkwell/notes/cetp/Caller;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0}, Lcom/inkwell/notes/sync/SyncToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v3, v1, v2}, Lcom/inkwell/notes/cetp/Caller;-><init>(ILjava/lang/String;)V

    .line 50
    iget-object v0, p0, Lcom/inkwell/notes/sync/SyncToolProvider;->dispatcher:Lcom/inkwell/notes/cetp/Dispatcher;

    invoke-virtual {v0, v3, p1, p3}, Lcom/inkwell/notes/cetp/Dispatcher;->call(Lcom/inkwell/notes/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 76
    const-string v0, "delete"

    invoke-static {v0}, Lcom/inkwell/notes/sync/SyncToolProvider;->tableApi(Ljava/lang/String;)V

    .line 77
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 65
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 70
    const-string v0, "insert"

    invoke-static {v0}, Lcom/inkwell/notes/sync/SyncToolProvider;->tableApi(Ljava/lang/String;)V

    .line 71
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 12

    .line 23
    new-instance v1, Lcom/inkwell/notes/cetp/Dispatcher;

    invoke-virtual {p0}, Lcom/inkwell/notes/sync/SyncToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {}, Lcom/inkwell/notes/sync/SyncTool;->values()[Lcom/inkwell/notes/sync/SyncTool;

    move-result-object v5

    .line 24
    invoke-static {}, Lcom/inkwell/notes/sync/SyncToolProvider;->scopes()Lorg/json/JSONArray;

    move-result-object v9

    move-object v2, v1

    const-class v4, Lcom/inkwell/notes/sync/SyncTool;

    const-string v6, "com.inkwell.notes.sync"

    const-string v7, "Inkwell Sync"

    const-string v8, "Notebooks, cloud sync and the trash of Inkwell Notes"

    const-string v10, "sync-4"

    invoke-direct/range {v2 .. v10}, Lcom/inkwell/notes/cetp/Dispatcher;-><init>(Landroid/content/Context;Ljava/lang/Class;[Ljava/lang/Enum;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/inkwell/notes/sync/SyncToolProvider;->dispatcher:Lcom/inkwell/notes/cetp/Dispatcher;

    .line 25
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 59
    const-string v0, "query"

    invoke-static {v0}, Lcom/inkwell/notes/sync/SyncToolProvider;->tableApi(Ljava/lang/String;)V

    .line 60
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 82
    const-string v0, "update"

    invoke-static {v0}, Lcom/inkwell/notes/sync/SyncToolProvider;->tableApi(Ljava/lang/String;)V

    .line 83
    const/4 v0, 0x0

    return v0
.end method
