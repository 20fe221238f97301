.class public final Lcom/inkwell/notes/notes/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "NotesToolProvider"


# instance fields
.field private dispatcher:Lcom/inkwell/notes/cetp/Dispatcher;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/inkwell/notes/cetp/Dispatcher<",
            "Lcom/inkwell/notes/notes/NoteTool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static scopes()Lorg/json/JSONArray;
    .registers 5

    .line 31
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 32
    const-string v2, "name"

    const-string v3, "notes.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Read notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 33
    const-string v2, "description"

    const-string v3, "Titles and text of your notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 34
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 32
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 35
    const-string v2, "name"

    const-string v3, "notes.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 36
    const-string v2, "description"

    const-string v3, "Write, share and delete notes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 37
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 35
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 31
    return-object v0

    :catch_0
    move-exception v4

    .line 39
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private static tableApi(Ljava/lang/String;)V
    .registers 6

    .line 50
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

    const-string v0, "NotesToolProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 51
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 45
    new-instance v3, Lcom/inkwell/notes/cetp/Caller;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {p0}, Lcom/inkwell/notes/notes/NotesToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v3, v1, v2}, Lcom/inkwell/notes/cetp/Caller;-><init>(ILjava/lang/String;)V

    .line 46
    iget-object v0, p0, Lcom/inkwell/notes/notes/NotesToolProvider;->dispatcher:Lcom/inkwell/notes/cetp/Dispatcher;

    invoke-virtual {v0, v3, p1, p3}, Lcom/inkwell/notes/cetp/Dispatcher;->call(Lcom/inkwell/notes/cetp/Caller;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 72
    const-string v0, "delete"

    invoke-static {v0}, Lcom/inkwell/notes/notes/NotesToolProvider;->tableApi(Ljava/lang/String;)V

    .line 73
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 61
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 66
    const-string v0, "insert"

    invoke-static {v0}, Lcom/inkwell/notes/notes/NotesToolProvider;->tableApi(Ljava/lang/String;)V

    .line 67
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 12

    .line 24
    new-instance v1, Lcom/inkwell/notes/cetp/Dispatcher;

    invoke-virtual {p0}, Lcom/inkwell/notes/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {}, Lcom/inkwell/notes/notes/NoteTool;->values()[Lcom/inkwell/notes/notes/NoteTool;

    move-result-object v5

    .line 25
    invoke-static {}, Lcom/inkwell/notes/notes/NotesToolProvider;->scopes()Lorg/json/JSONArray;

    move-result-object v9

    move-object v2, v1

    const-class v4, Lcom/inkwell/notes/notes/NoteTool;

    const-string v6, "com.inkwell.notes"

    const-string v7, "Inkwell Notes"

    const-string v8, "Read, search, write and share your notes"

    const-string v10, "notes-7"

    invoke-direct/range {v2 .. v10}, Lcom/inkwell/notes/cetp/Dispatcher;-><init>(Landroid/content/Context;Ljava/lang/Class;[Ljava/lang/Enum;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/inkwell/notes/notes/NotesToolProvider;->dispatcher:Lcom/inkwell/notes/cetp/Dispatcher;

    .line 26
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 55
    const-string v0, "query"

    invoke-static {v0}, Lcom/inkwell/notes/notes/NotesToolProvider;->tableApi(Ljava/lang/String;)V

    .line 56
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 78
    const-string v0, "update"

    invoke-static {v0}, Lcom/inkwell/notes/notes/NotesToolProvider;->tableApi(Ljava/lang/String;)V

    .line 79
    const/4 v0, 0x0

    return v0
.end method
