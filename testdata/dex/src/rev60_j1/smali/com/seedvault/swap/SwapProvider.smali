.class public Lcom/seedvault/swap/SwapProvider;
.super Landroid/content/ContentProvider;
.source "SwapProvider.java"


# static fields
.field static final TAG:Ljava/lang/String; = "SeedVault"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"swap-3\",\"tools\":[]}"


# instance fields
.field private dao:Lcom/seedvault/data/SeedDao;

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
    .registers 2

    .line 29
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 33
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/seedvault/swap/SwapProvider;->sessions:Ljava/util/Map;

    return-void
.end method

.method static count(Landroid/database/Cursor;)I
    .registers 2

    .line 115
    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I

    move-result v0

    .line 116
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 117
    return v0
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 95
    const-string v0, "search_offers"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    const-string v1, "}"

    const-string v2, "{\"count\":"

    if-eqz v0, :cond_species

    .line 96
    iget-object v0, p0, Lcom/seedvault/swap/SwapProvider;->dao:Lcom/seedvault/data/SeedDao;

    const-string v3, "text"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v3}, Lcom/seedvault/data/SeedDao;->search(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 97
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-static {v0}, Lcom/seedvault/swap/SwapProvider;->count(Landroid/database/Cursor;)I

    move-result v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 99
    :cond_species
    const-string v0, "offers_by_species"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_export

    .line 100
    iget-object v0, p0, Lcom/seedvault/swap/SwapProvider;->dao:Lcom/seedvault/data/SeedDao;

    const-string v3, "species"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v3}, Lcom/seedvault/data/SeedDao;->offersBySpecies(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 101
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-static {v0}, Lcom/seedvault/swap/SwapProvider;->count(Landroid/database/Cursor;)I

    move-result v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 103
    :cond_export
    const-string v0, "export_catalog"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    .line 104
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "catalog.json"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 105
    const/high16 v1, 0x38000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    .line 107
    invoke-static {}, Lcom/seedvault/core/Replies;->file()Landroid/os/Bundle;

    move-result-object v2

    .line 108
    const-string v3, "result_fd"

    invoke-virtual {v2, v3, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 109
    return-object v2

    .line 111
    :cond_unknown
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "unknown tool"

    invoke-static {v0, v1}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 44
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 45
    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/seedvault/core/LegacyCallers;->trusted(Landroid/content/Context;I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 46
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 48
    :cond_trusted
    if-eqz p3, :cond_fresh

    move-object v1, p3

    goto :goto_req

    :cond_fresh
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 49
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_list

    .line 50
    invoke-static {}, Lcom/seedvault/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 51
    iget-object v3, p0, Lcom/seedvault/swap/SwapProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 53
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    return-object v3

    .line 56
    :cond_list
    const-string v2, "list_tools"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_exec

    .line 57
    const-string v2, "{\"revision\":\"swap-3\",\"tools\":[]}"

    invoke-static {v2}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 59
    :cond_exec
    const-string v2, "execute_tool"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-nez v2, :cond_execute

    .line 60
    const-string v2, "METHOD_NOT_FOUND"

    const-string v3, "unknown method"

    invoke-static {v2, v3}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 63
    :cond_execute
    :try_start_args
    new-instance v2, Lorg/json/JSONObject;

    const-string v3, "args"

    const-string v4, "{}"

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 64
    const-string v3, "tool_name"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 65
    const-string v4, "claim_offer"

    invoke-virtual {v4, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_deadline

    .line 66
    invoke-virtual {p0, v2, v0}, Lcom/seedvault/swap/SwapProvider;->claim(Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 68
    :cond_deadline
    invoke-static {v1}, Lcom/seedvault/core/Deadlines;->expired(Landroid/os/Bundle;)Z

    move-result v4

    if-eqz v4, :cond_run

    .line 69
    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v4, v5}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 71
    :cond_run
    invoke-direct {p0, v3, v2}, Lcom/seedvault/swap/SwapProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v4
    :try_end_execute
    .catch Ljava/lang/Exception; {:try_start_args .. :try_end_execute} :catch_failed

    return-object v4

    .line 72
    :catch_failed
    move-exception v2

    .line 73
    const-string v3, "SeedVault"

    const-string v4, "tool failed"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 74
    const-string v3, "INTERNAL_ERROR"

    const-string v4, "the tool could not run"

    invoke-static {v3, v4}, Lcom/seedvault/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method claim(Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 79
    const-string v0, "offer_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 80
    const-string v2, "confirmed"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-nez v2, :cond_confirmed

    .line 81
    invoke-virtual {p0, v0, v1}, Lcom/seedvault/swap/SwapProvider;->claimScreen(J)Landroid/app/PendingIntent;

    move-result-object v2

    invoke-static {}, Lcom/seedvault/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/seedvault/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 83
    :cond_confirmed
    iget-object v2, p0, Lcom/seedvault/swap/SwapProvider;->dao:Lcom/seedvault/data/SeedDao;

    invoke-virtual {v2, v0, v1, p2}, Lcom/seedvault/data/SeedDao;->claim(JI)I

    .line 84
    const-string v2, "{\"claimed\":true}"

    invoke-static {v2}, Lcom/seedvault/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method claimScreen(J)Landroid/app/PendingIntent;
    .registers 8

    .line 88
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    .line 89
    const-string v1, "org.gardenclub.companion"

    const-string v2, "org.gardenclub.companion.ClaimActivity"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 90
    const-string v1, "offer_id"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 91
    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 150
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 145
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 8

    .line 127
    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v0, v1}, Lcom/seedvault/core/LegacyCallers;->trusted(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_refuse

    .line 130
    iget-object v0, p0, Lcom/seedvault/swap/SwapProvider;->dao:Lcom/seedvault/data/SeedDao;

    const-string v1, "title"

    invoke-virtual {p2, v1}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "species"

    invoke-virtual {p2, v2}, Landroid/content/ContentValues;->getAsString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/seedvault/data/SeedDao;->addOffer(Ljava/lang/String;Ljava/lang/String;)J

    move-result-wide v0

    .line 131
    invoke-static {p1, v0, v1}, Landroid/content/ContentUris;->withAppendedId(Landroid/net/Uri;J)Landroid/net/Uri;

    move-result-object v2

    return-object v2

    .line 128
    :cond_refuse
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "caller not allowed"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public onCreate()Z
    .registers 3

    .line 38
    new-instance v0, Lcom/seedvault/data/SeedDao_Impl;

    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/seedvault/data/SeedDb;->open(Landroid/content/Context;)Lcom/seedvault/data/SeedDb;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/seedvault/data/SeedDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V

    iput-object v0, p0, Lcom/seedvault/swap/SwapProvider;->dao:Lcom/seedvault/data/SeedDao;

    .line 39
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

    .line 136
    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v0, v1}, Lcom/seedvault/core/LegacyCallers;->trusted(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_refuse

    .line 139
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/seedvault/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "catalog.json"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 140
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    return-object v1

    .line 137
    :cond_refuse
    new-instance v0, Ljava/lang/SecurityException;

    const-string v1, "caller not allowed"

    invoke-direct {v0, v1}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 122
    iget-object v0, p0, Lcom/seedvault/swap/SwapProvider;->dao:Lcom/seedvault/data/SeedDao;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/seedvault/data/SeedDao;->offersBySpecies(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 155
    const/4 v0, 0x0

    return v0
.end method
