.class public Lcom/seedvault/plots/PlotProvider;
.super Landroid/content/ContentProvider;
.source "PlotProvider.java"


# static fields
.field static final GARDEN_CERT:[B

.field static final TAG:Ljava/lang/String; = "SeedVault"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"plots-2\",\"tools\":[]}"


# instance fields
.field private dao:Lcom/seedvault/data/SeedDao;

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


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 33
    const-string v0, "cH5x0bQ2n7b0S1d9Vf3kC6aQeY8tL4wMzR2uJ0hE1Gs="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/seedvault/plots/PlotProvider;->GARDEN_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 30
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 35
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/seedvault/plots/PlotProvider;->sessions:Ljava/util/Map;

    .line 36
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/seedvault/plots/PlotProvider;->pending:Ljava/util/Map;

    return-void
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 87
    const-string v0, "book_plot"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_mine

    .line 88
    invoke-virtual {p0, p2, p3, p4}, Lcom/seedvault/plots/PlotProvider;->book(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 90
    :cond_mine
    const-string v0, "my_plots"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_export

    .line 91
    iget-object v0, p0, Lcom/seedvault/plots/PlotProvider;->dao:Lcom/seedvault/data/SeedDao;

    invoke-virtual {v0, p3}, Lcom/seedvault/data/SeedDao;->plotsFor(I)Landroid/database/Cursor;

    move-result-object v0

    .line 92
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I

    move-result v1

    .line 93
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 94
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "{\"plots\":"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, "}"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 96
    :cond_export
    const-string v0, "export_plots"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    .line 97
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/seedvault/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "plots.json"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 98
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    .line 99
    invoke-static {}, Lcom/seedvault/core/Replies;->file()Landroid/os/Bundle;

    move-result-object v2

    .line 100
    const-string v3, "result_fd"

    invoke-virtual {v2, v3, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 101
    return-object v2

    .line 103
    :cond_unknown
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "unknown tool"

    invoke-static {v0, v1}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method book(Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 107
    const-string v0, "bed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 108
    if-eqz p3, :cond_no_resume

    iget-object v1, p0, Lcom/seedvault/plots/PlotProvider;->pending:Ljava/util/Map;

    invoke-interface {v1, p3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Integer;

    goto :goto_who

    :cond_no_resume
    const/4 v1, 0x0

    .line 109
    :goto_who
    if-eqz v1, :cond_ask

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v2

    if-eq v2, p2, :cond_book

    .line 110
    :cond_ask
    const-string v2, "confirmed"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-eqz v2, :cond_token

    .line 111
    const-string v2, "SeedVault"

    const-string v3, "agent says confirmed; asking the gardener anyway"

    invoke-static {v2, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 113
    :cond_token
    invoke-static {}, Lcom/seedvault/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 114
    iget-object v3, p0, Lcom/seedvault/plots/PlotProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 115
    invoke-virtual {p0, v0}, Lcom/seedvault/plots/PlotProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v3

    invoke-static {v3, v2}, Lcom/seedvault/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 117
    :cond_book
    iget-object v2, p0, Lcom/seedvault/plots/PlotProvider;->dao:Lcom/seedvault/data/SeedDao;

    const-string v3, "crop"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v0, v3, p2}, Lcom/seedvault/data/SeedDao;->addPlot(Ljava/lang/String;Ljava/lang/String;I)J

    .line 118
    const-string v2, "{\"booked\":true}"

    invoke-static {v2}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 52
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 53
    invoke-virtual {p0, v0}, Lcom/seedvault/plots/PlotProvider;->trusted(I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 54
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 56
    :cond_trusted
    if-eqz p3, :cond_fresh

    move-object v1, p3

    goto :goto_req

    :cond_fresh
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 57
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 58
    invoke-static {}, Lcom/seedvault/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 59
    iget-object v3, p0, Lcom/seedvault/plots/PlotProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 60
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 61
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    return-object v3

    .line 64
    :cond_session
    iget-object v2, p0, Lcom/seedvault/plots/PlotProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 65
    if-eqz v2, :cond_renegotiate

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 66
    :cond_renegotiate
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 68
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_exec

    .line 69
    const-string v3, "{\"revision\":\"plots-2\",\"tools\":[]}"

    invoke-static {v3}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 71
    :cond_exec
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_deadline

    .line 72
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 74
    :cond_deadline
    invoke-static {v1}, Lcom/seedvault/core/Deadlines;->expired(Landroid/os/Bundle;)Z

    move-result v3

    if-eqz v3, :cond_execute

    .line 75
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 78
    :cond_execute
    :try_start_args
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 79
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    const-string v5, "resume_token"

    invoke-virtual {v1, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {p0, v4, v3, v0, v5}, Lcom/seedvault/plots/PlotProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_execute
    .catch Ljava/lang/Exception; {:try_start_args .. :try_end_execute} :catch_failed

    return-object v4

    .line 80
    :catch_failed
    move-exception v3

    .line 81
    const-string v4, "SeedVault"

    const-string v5, "tool failed"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 82
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "the tool could not run"

    invoke-static {v4, v5}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 122
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    .line 123
    const-string v1, "com.seedvault"

    const-string v2, "com.seedvault.ui.PlotConfirmActivity"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 124
    const-string v1, "bed"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 125
    invoke-virtual {p0}, Lcom/seedvault/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 159
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 154
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 8

    .line 139
    iget-object v0, p0, Lcom/seedvault/plots/PlotProvider;->dao:Lcom/seedvault/data/SeedDao;

    const-string v1, "bed"

    invoke-virtual {p2, v1}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "crop"

    invoke-virtual {p2, v2}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/seedvault/data/SeedDao;->addPlot(Ljava/lang/String;Ljava/lang/String;I)J

    move-result-wide v0

    .line 140
    invoke-static {p1, v0, v1}, Landroid/content/ContentUris;->withAppendedId(Landroid/net/Uri;J)Landroid/net/Uri;

    move-result-object v2

    return-object v2
.end method

.method public onCreate()Z
    .registers 3

    .line 41
    new-instance v0, Lcom/seedvault/data/SeedDao_Impl;

    invoke-virtual {p0}, Lcom/seedvault/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/seedvault/data/SeedDb;->open(Landroid/content/Context;)Lcom/seedvault/data/SeedDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/seedvault/data/SeedDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/seedvault/plots/PlotProvider;->dao:Lcom/seedvault/data/SeedDao;

    .line 42
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

    .line 145
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, v0}, Lcom/seedvault/plots/PlotProvider;->trusted(I)Z

    move-result v0

    if-eqz v0, :cond_refuse

    .line 148
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/seedvault/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "plotmap.png"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 149
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    return-object v1

    .line 146
    :cond_refuse
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "caller not allowed"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 9

    .line 130
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 131
    invoke-virtual {p0, v0}, Lcom/seedvault/plots/PlotProvider;->trusted(I)Z

    move-result v1

    if-eqz v1, :cond_refuse

    .line 134
    iget-object v1, p0, Lcom/seedvault/plots/PlotProvider;->dao:Lcom/seedvault/data/SeedDao;

    invoke-virtual {v1, v0}, Lcom/seedvault/data/SeedDao;->plotsFor(I)Landroid/database/Cursor;

    move-result-object v1

    return-object v1

    .line 132
    :cond_refuse
    new-instance v1, Ljava/lang/SecurityException;

    const-string v2, "caller not allowed"

    invoke-direct {v1, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v1
.end method

.method trusted(I)Z
    .registers 6

    .line 46
    invoke-virtual {p0}, Lcom/seedvault/plots/PlotProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 47
    sget-object v1, Lcom/seedvault/plots/PlotProvider;->GARDEN_CERT:[B

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    return v1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 164
    const/4 v0, 0x0

    return v0
.end method
