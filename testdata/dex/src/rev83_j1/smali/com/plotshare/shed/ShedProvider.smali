.class public Lcom/plotshare/shed/ShedProvider;
.super Landroid/content/ContentProvider;
.source "ShedProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/plotshare/shed/ShedProvider$ShedHandler;,
        Lcom/plotshare/shed/ShedProvider$ArchiveTool;,
        Lcom/plotshare/shed/ShedProvider$RemoveTool;
    }
.end annotation


# static fields
.field static final TAG:Ljava/lang/String; = "PlotShare"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"shed-1\",\"tools\":[]}"

.field static final WHAT_ARCHIVE:I = 0x2

.field static final WHAT_DELETE:I = 0x1


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

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

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/plotshare/shed/Tool<",
            "*>;>;"
        }
    .end annotation
.end field

.field private worker:Landroid/os/Handler;


# direct methods
.method static bridge synthetic -$$Nest$fgetdb(Lcom/plotshare/shed/ShedProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 1

    iget-object p0, p0, Lcom/plotshare/shed/ShedProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetpending(Lcom/plotshare/shed/ShedProvider;)Ljava/util/Map;
    .registers 1

    iget-object p0, p0, Lcom/plotshare/shed/ShedProvider;->pending:Ljava/util/Map;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetworker(Lcom/plotshare/shed/ShedProvider;)Landroid/os/Handler;
    .registers 1

    iget-object p0, p0, Lcom/plotshare/shed/ShedProvider;->worker:Landroid/os/Handler;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$mcheckPlot(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0, p1}, Lcom/plotshare/shed/ShedProvider;->checkPlot(Ljava/lang/String;)V

    return-void
.end method

.method static bridge synthetic -$$Nest$mconfirmScreen(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 2

    invoke-direct {p0, p1}, Lcom/plotshare/shed/ShedProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object p0

    return-object p0
.end method

.method static bridge synthetic -$$Nest$mreply(Lcom/plotshare/shed/ShedProvider;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3

    invoke-direct {p0, p1, p2}, Lcom/plotshare/shed/ShedProvider;->reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p0

    return-object p0
.end method

.method public constructor <init>()V
    .registers 2

    .line 25
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/plotshare/shed/ShedProvider;->sessions:Ljava/util/Map;

    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/plotshare/shed/ShedProvider;->pending:Ljava/util/Map;

    .line 33
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/plotshare/shed/ShedProvider;->tools:Ljava/util/Map;

    return-void
.end method

.method private checkPlot(Ljava/lang/String;)V
    .registers 7

    .line 88
    iget-object v0, p0, Lcom/plotshare/shed/ShedProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "SELECT id FROM plots WHERE id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 89
    invoke-interface {v0}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v1

    .line 90
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 91
    if-eqz v1, :cond_missing

    .line 94
    return-void

    .line 92
    :cond_missing
    new-instance v2, Ljava/lang/IllegalArgumentException;

    const-string v3, "plots.db: no row in table plots for id=? (/data/data/com.plotshare/databases)"

    invoke-direct {v2, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v2
.end method

.method private confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 97
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/plotshare/shed/ShedProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/plotshare/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 98
    const-string v1, "plot_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 99
    invoke-virtual {p0}, Lcom/plotshare/shed/ShedProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method private reply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 83
    const-string v0, "PlotShare"

    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 84
    invoke-static {p1, p2}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 50
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 51
    invoke-virtual {p0}, Lcom/plotshare/shed/ShedProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/plotshare/core/Garden;->trusted(Landroid/content/Context;I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 52
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 54
    :cond_trusted
    if-eqz p3, :cond_no_extras

    move-object v1, p3

    goto :goto_req

    :cond_no_extras
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 55
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 56
    invoke-static {}, Lcom/plotshare/core/Garden;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 57
    iget-object v3, p0, Lcom/plotshare/shed/ShedProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 58
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 59
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    return-object v3

    .line 62
    :cond_session
    iget-object v2, p0, Lcom/plotshare/shed/ShedProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 63
    if-eqz v2, :cond_no_session

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_methods

    .line 64
    :cond_no_session
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 66
    :cond_methods
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_execute

    .line 67
    const-string v3, "{\"revision\":\"shed-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 69
    :cond_execute
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_deadline

    .line 70
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 72
    :cond_deadline
    invoke-static {v1}, Lcom/plotshare/core/Replies;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_tool

    .line 73
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 75
    :cond_tool
    iget-object v3, p0, Lcom/plotshare/shed/ShedProvider;->tools:Ljava/util/Map;

    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/plotshare/shed/Tool;

    .line 76
    if-nez v3, :cond_run

    .line 77
    const-string v4, "TOOL_NOT_FOUND"

    const-string v5, "unknown tool"

    invoke-static {v4, v5}, Lcom/plotshare/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 79
    :cond_run
    invoke-virtual {v3, v1, v0}, Lcom/plotshare/shed/Tool;->call(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 194
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 184
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 189
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 39
    invoke-virtual {p0}, Lcom/plotshare/shed/ShedProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/plotshare/core/Garden;->db(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/plotshare/shed/ShedProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 40
    new-instance v0, Landroid/os/HandlerThread;

    const-string v1, "shed-worker"

    invoke-direct {v0, v1}, Landroid/os/HandlerThread;-><init>(Ljava/lang/String;)V

    .line 41
    invoke-virtual {v0}, Landroid/os/HandlerThread;->start()V

    .line 42
    new-instance v1, Lcom/plotshare/shed/ShedProvider$ShedHandler;

    invoke-virtual {v0}, Landroid/os/HandlerThread;->getLooper()Landroid/os/Looper;

    move-result-object v2

    invoke-direct {v1, p0, v2}, Lcom/plotshare/shed/ShedProvider$ShedHandler;-><init>(Lcom/plotshare/shed/ShedProvider;Landroid/os/Looper;)V

    iput-object v1, p0, Lcom/plotshare/shed/ShedProvider;->worker:Landroid/os/Handler;

    .line 43
    iget-object v1, p0, Lcom/plotshare/shed/ShedProvider;->tools:Ljava/util/Map;

    const-string v2, "remove_plot"

    new-instance v3, Lcom/plotshare/shed/ShedProvider$RemoveTool;

    invoke-direct {v3, p0}, Lcom/plotshare/shed/ShedProvider$RemoveTool;-><init>(Lcom/plotshare/shed/ShedProvider;)V

    invoke-interface {v1, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 44
    iget-object v1, p0, Lcom/plotshare/shed/ShedProvider;->tools:Ljava/util/Map;

    const-string v2, "archive_plot"

    new-instance v3, Lcom/plotshare/shed/ShedProvider$ArchiveTool;

    invoke-direct {v3, p0}, Lcom/plotshare/shed/ShedProvider$ArchiveTool;-><init>(Lcom/plotshare/shed/ShedProvider;)V

    invoke-interface {v1, v2, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 45
    const/4 v1, 0x1

    return v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 179
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 199
    const/4 v0, 0x0

    return v0
.end method
