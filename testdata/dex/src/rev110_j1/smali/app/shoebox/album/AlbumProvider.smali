.class public Lapp/shoebox/album/AlbumProvider;
.super Landroid/content/ContentProvider;
.source "AlbumProvider.java"


# static fields
.field static final INFO:Ljava/lang/String; = "{\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\",\"description\":\"Photo albums\",\"scopes\":[{\"name\":\"photos.read\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"albums.write\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field static final TAG:Ljava/lang/String; = "ShoeboxAlbums"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"albums-3\",\"tools\":[\"find_photos\",\"delete_album\"]}"


# instance fields
.field final gate:Lapp/shoebox/core/Gate;

.field final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lapp/shoebox/core/ToolHandler<",
            "Lorg/json/JSONObject;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field

.field final io:Ljava/util/concurrent/ExecutorService;

.field ledger:Lapp/shoebox/core/Ledger;

.field store:Lapp/shoebox/album/AlbumStore;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 36
    new-instance v0, Lapp/shoebox/core/Gate;

    invoke-direct {v0}, Lapp/shoebox/core/Gate;-><init>()V

    iput-object v0, p0, Lapp/shoebox/album/AlbumProvider;->gate:Lapp/shoebox/core/Gate;

    .line 37
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lapp/shoebox/album/AlbumProvider;->handlers:Ljava/util/Map;

    .line 38
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lapp/shoebox/album/AlbumProvider;->io:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method static synthetic lambda$execute$0(Lapp/shoebox/core/Ledger;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 112
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, v0, p1, p2}, Lapp/shoebox/core/Ledger;->audit(ILjava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 55
    if-eqz p3, :cond_0

    move-object v1, p3

    goto :goto_0

    :cond_0
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 56
    :goto_0
    invoke-virtual {p0}, Lapp/shoebox/album/AlbumProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-static {v2, v0}, Lapp/shoebox/core/Callers;->anyAllowed(Landroid/content/Context;I)Z

    move-result v2

    if-nez v2, :cond_1

    .line 57
    const-string v2, "PERMISSION_DENIED"

    const-string v3, "caller not allowed"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 59
    :cond_1
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_2

    .line 60
    iget-object v2, p0, Lapp/shoebox/album/AlbumProvider;->gate:Lapp/shoebox/core/Gate;

    invoke-virtual {v2, v0}, Lapp/shoebox/core/Gate;->open(I)Ljava/lang/String;

    move-result-object v2

    const-string v3, "[]"

    invoke-static {v2, v3}, Lapp/shoebox/core/Replies;->negotiated(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 62
    :cond_2
    iget-object v2, p0, Lapp/shoebox/album/AlbumProvider;->gate:Lapp/shoebox/core/Gate;

    invoke-virtual {v2, v1, v0}, Lapp/shoebox/core/Gate;->admits(Landroid/os/Bundle;I)Z

    move-result v2

    if-nez v2, :cond_3

    .line 63
    const-string v2, "NEGOTIATION_REQUIRED"

    const-string v3, "negotiate first"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 65
    :cond_3
    const-string v2, "get_provider_info"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_4

    .line 66
    const-string v2, "{\"provider_id\":\"app.shoebox\",\"provider_name\":\"Shoebox\",\"description\":\"Photo albums\",\"scopes\":[{\"name\":\"photos.read\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"albums.write\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-static {v2}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    invoke-static {v2, v1}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 68
    :cond_4
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_5

    .line 69
    const-string v2, "{\"revision\":\"albums-3\",\"tools\":[\"find_photos\",\"delete_album\"]}"

    invoke-static {v2}, Lapp/shoebox/core/Replies;->value(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    invoke-static {v2, v1}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 71
    :cond_5
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_6

    .line 72
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v1, v2, v3}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 74
    :cond_6
    invoke-virtual {p0, v0, v1}, Lapp/shoebox/album/AlbumProvider;->execute(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 137
    const/4 v0, 0x0

    return v0
.end method

.method execute(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16

    .line 78
    const-string v0, "request_id"

    const-string v1, ""

    invoke-virtual {p2, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 79
    const-string v2, "tool_name"

    invoke-virtual {p2, v2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lapp/shoebox/album/AlbumProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 80
    iget-object v2, p0, Lapp/shoebox/album/AlbumProvider;->handlers:Ljava/util/Map;

    invoke-interface {v2, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lapp/shoebox/core/ToolHandler;

    .line 81
    if-nez v2, :cond_0

    .line 82
    const-string v3, "TOOL_NOT_FOUND"

    const-string v4, "no such tool"

    invoke-static {p2, v3, v4}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 84
    :cond_0
    invoke-static {p2}, Lapp/shoebox/core/Gate;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_1

    .line 85
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {p2, v3, v4}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 88
    :cond_1
    :try_start_0
    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {p2, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 89
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 90
    const-string v5, "delete_album"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    .line 91
    if-eqz v5, :cond_4

    .line 92
    iget-object v6, p0, Lapp/shoebox/album/AlbumProvider;->ledger:Lapp/shoebox/core/Ledger;

    invoke-virtual {v6, p1, v0, v1, v3}, Lapp/shoebox/core/Ledger;->replay(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lj$/util/Optional;

    move-result-object v6

    .line 93
    invoke-virtual {v6}, Lj$/util/Optional;->isPresent()Z

    move-result v7

    if-eqz v7, :cond_2

    .line 94
    invoke-virtual {v6}, Lj$/util/Optional;->get()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/lang/String;

    invoke-static {v7}, Lapp/shoebox/core/Replies;->replayed(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    invoke-static {v7, p2}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 96
    :cond_2
    const-string v6, "resume_token"

    invoke-virtual {p2, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 97
    if-nez v6, :cond_3

    .line 98
    invoke-static {}, Lapp/shoebox/core/Approvals;->get()Lapp/shoebox/core/Approvals;

    move-result-object v7

    invoke-virtual {v7, p1, v1, v0, v3}, Lapp/shoebox/core/Approvals;->issue(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 99
    invoke-virtual {p0}, Lapp/shoebox/album/AlbumProvider;->getContext()Landroid/content/Context;

    move-result-object v8

    .line 100
    const-string v9, "album_id"

    invoke-virtual {v4, v9}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    new-instance v10, Ljava/lang/StringBuilder;

    invoke-direct {v10}, Ljava/lang/StringBuilder;-><init>()V

    const-string v11, "Delete album "

    invoke-virtual {v10, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v10

    invoke-virtual {v10, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v10

    const-string v9, " and its photos"

    invoke-virtual {v10, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v10

    invoke-virtual {v10}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v9

    const/high16 v10, 0x8000000

    .line 99
    invoke-static {v8, v0, v7, v9, v10}, Lapp/shoebox/core/Resolutions;->confirm(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v8

    .line 101
    invoke-static {p2, v8, v7}, Lapp/shoebox/core/Replies;->actionRequired(Landroid/os/Bundle;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v9

    return-object v9

    .line 103
    :cond_3
    invoke-static {}, Lapp/shoebox/core/Approvals;->get()Lapp/shoebox/core/Approvals;

    move-result-object v7

    move-object v8, v6

    move v9, p1

    move-object v10, v1

    move-object v11, v0

    move-object v12, v3

    invoke-virtual/range {v7 .. v12}, Lapp/shoebox/core/Approvals;->take(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v7

    if-nez v7, :cond_4

    .line 104
    const-string v7, "USER_CANCELLED"

    const-string v8, "the deletion was not approved"

    invoke-static {p2, v7, v8}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 107
    :cond_4
    invoke-virtual {v2, v4}, Lapp/shoebox/core/ToolHandler;->handle(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Landroid/os/Bundle;

    .line 108
    if-eqz v5, :cond_5

    invoke-static {v6}, Lapp/shoebox/core/Replies;->succeeded(Landroid/os/Bundle;)Z

    move-result v7

    if-eqz v7, :cond_5

    .line 109
    iget-object v7, p0, Lapp/shoebox/album/AlbumProvider;->ledger:Lapp/shoebox/core/Ledger;

    const-string v8, "data"

    invoke-virtual {v6, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    move v8, p1

    move-object v9, v0

    move-object v10, v1

    move-object v11, v3

    invoke-virtual/range {v7 .. v12}, Lapp/shoebox/core/Ledger;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 111
    :cond_5
    iget-object v7, p0, Lapp/shoebox/album/AlbumProvider;->ledger:Lapp/shoebox/core/Ledger;

    .line 112
    new-instance v8, Lapp/shoebox/album/AlbumProvider$$ExternalSyntheticLambda0;

    invoke-direct {v8, v7, v1, v0}, Lapp/shoebox/album/AlbumProvider$$ExternalSyntheticLambda0;-><init>(Lapp/shoebox/core/Ledger;Ljava/lang/String;Ljava/lang/String;)V

    iget-object v9, p0, Lapp/shoebox/album/AlbumProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {v8, v9}, Lj$/util/concurrent/CompletableFuture;->runAsync(Ljava/lang/Runnable;Ljava/util/concurrent/Executor;)Lj$/util/concurrent/CompletableFuture;

    .line 113
    invoke-static {v6, p2}, Lapp/shoebox/core/Replies;->echo(Landroid/os/Bundle;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v8

    .line 114
    :catch_0
    move-exception v3

    .line 115
    invoke-static {v3}, Lapp/shoebox/core/Errors;->chain(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "album tool failed: "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v5, "ShoeboxAlbums"

    invoke-static {v5, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 116
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "album tool failed"

    invoke-static {p2, v4, v5}, Lapp/shoebox/core/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 127
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 132
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 5

    .line 44
    invoke-virtual {p0}, Lapp/shoebox/album/AlbumProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "albums.db"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    .line 45
    new-instance v1, Lapp/shoebox/album/AlbumStore;

    invoke-direct {v1, v0}, Lapp/shoebox/album/AlbumStore;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lapp/shoebox/album/AlbumProvider;->store:Lapp/shoebox/album/AlbumStore;

    .line 46
    new-instance v1, Lapp/shoebox/core/Ledger;

    invoke-direct {v1, v0}, Lapp/shoebox/core/Ledger;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    iput-object v1, p0, Lapp/shoebox/album/AlbumProvider;->ledger:Lapp/shoebox/core/Ledger;

    .line 47
    iget-object v1, p0, Lapp/shoebox/album/AlbumProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lapp/shoebox/album/FindPhotosHandler;

    iget-object v3, p0, Lapp/shoebox/album/AlbumProvider;->store:Lapp/shoebox/album/AlbumStore;

    invoke-direct {v2, v3}, Lapp/shoebox/album/FindPhotosHandler;-><init>(Lapp/shoebox/album/PhotoQueries;)V

    const-string v3, "find_photos"

    invoke-interface {v1, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    iget-object v1, p0, Lapp/shoebox/album/AlbumProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lapp/shoebox/album/DeleteAlbumHandler;

    iget-object v3, p0, Lapp/shoebox/album/AlbumProvider;->store:Lapp/shoebox/album/AlbumStore;

    invoke-direct {v2, v3}, Lapp/shoebox/album/DeleteAlbumHandler;-><init>(Lapp/shoebox/album/AlbumStore;)V

    const-string v3, "delete_album"

    invoke-interface {v1, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    const/4 v1, 0x1

    return v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 122
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 142
    const/4 v0, 0x0

    return v0
.end method
