.class public final Lcom/wrenfield/notes/notes/NotesToolProvider;
.super Landroid/content/ContentProvider;
.source "NotesToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "WrenfieldNotesTools"


# instance fields
.field private host:Lcom/wrenfield/notes/tool/ToolHost;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 33
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " from uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "WrenfieldNotesTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 34
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v2, "Wrenfield\'s notes tools are served through call() only"

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6

    .line 29
    iget-object v0, p0, Lcom/wrenfield/notes/notes/NotesToolProvider;->host:Lcom/wrenfield/notes/tool/ToolHost;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, p1, v1, p3}, Lcom/wrenfield/notes/tool/ToolHost;->call(Ljava/lang/String;ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 54
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/wrenfield/notes/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 44
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 49
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/wrenfield/notes/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 7

    .line 22
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/wrenfield/notes/di/Module;

    new-instance v3, Lcom/wrenfield/notes/di/CoreModule;

    invoke-virtual {p0}, Lcom/wrenfield/notes/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-direct {v3, v4}, Lcom/wrenfield/notes/di/CoreModule;-><init>(Landroid/content/Context;)V

    const/4 v2, 0x0

    aput-object v3, v0, v2

    new-instance v3, Lcom/wrenfield/notes/notes/NotesModule;

    invoke-virtual {p0}, Lcom/wrenfield/notes/notes/NotesToolProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-direct {v3, v4}, Lcom/wrenfield/notes/notes/NotesModule;-><init>(Landroid/content/Context;)V

    const/4 v2, 0x1

    aput-object v3, v0, v2

    invoke-static {v0}, Lcom/wrenfield/notes/di/Container;->of([Lcom/wrenfield/notes/di/Module;)Lcom/wrenfield/notes/di/Container;

    move-result-object v5

    .line 23
    const-class v2, Lcom/wrenfield/notes/tool/ToolHost;

    invoke-virtual {v5, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/tool/ToolHost;

    iput-object v1, p0, Lcom/wrenfield/notes/notes/NotesToolProvider;->host:Lcom/wrenfield/notes/tool/ToolHost;

    .line 24
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 39
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/wrenfield/notes/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 59
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/wrenfield/notes/notes/NotesToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
