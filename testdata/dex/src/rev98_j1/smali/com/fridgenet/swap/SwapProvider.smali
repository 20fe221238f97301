.class public Lcom/fridgenet/swap/SwapProvider;
.super Landroid/content/ContentProvider;
.source "SwapProvider.java"


# static fields
.field static final TAG:Ljava/lang/String; = "FridgeSwap"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"swap-1\",\"tools\":[]}"


# instance fields
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.field private tokens:Lcom/fridgenet/core/TokenStore;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method static synthetic lambda$tagItems$0(Ljava/lang/String;)Z
    .registers 2

    .line 93
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_8

    const/4 v0, 0x1

    goto :goto_9

    :cond_8
    const/4 v0, 0x0

    :goto_9
    return v0
.end method

.method static synthetic lambda$tagItems$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 94
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "UPDATE shares SET tag = '"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "' WHERE name = '"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "'"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    return-void
.end method

.method static synthetic lambda$tagItems$2(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 5

    .line 95
    const-string v0, "UPDATE shares SET seen = 1 WHERE name = ?"

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    invoke-virtual {p0, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    return-void
.end method

.method static names(Lorg/json/JSONArray;)Ljava/util/List;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONArray;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 100
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    .line 101
    const/4 v1, 0x0

    :goto_6
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v2

    if-ge v1, v2, :cond_1b

    .line 102
    invoke-virtual {p0, v1}, Lorg/json/JSONArray;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 101
    add-int/lit8 v1, v1, 0x1

    goto :goto_6

    .line 104
    :cond_1b
    return-object v0
.end method


# virtual methods
.method allowed(I)Z
    .registers 6

    .line 43
    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 44
    if-nez v0, :cond_12

    .line 45
    const/4 v1, 0x0

    return v1

    .line 47
    :cond_12
    const/4 v1, 0x0

    aget-object v1, v0, v1

    .line 48
    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v1, v3}, Landroid/content/pm/PackageManager;->checkSignatures(Ljava/lang/String;Ljava/lang/String;)I

    move-result v2

    if-nez v2, :cond_2f

    const/4 v2, 0x1

    goto :goto_30

    :cond_2f
    const/4 v2, 0x0

    :goto_30
    return v2
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 53
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 54
    invoke-virtual {p0, v0}, Lcom/fridgenet/swap/SwapProvider;->allowed(I)Z

    move-result v1

    if-nez v1, :cond_negotiate

    .line 55
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 58
    :cond_negotiate
    :try_start_0
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_session

    .line 59
    invoke-static {}, Lcom/fridgenet/core/TokenStore;->fresh()Ljava/lang/String;

    move-result-object v1

    .line 60
    iget-object v2, p0, Lcom/fridgenet/swap/SwapProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    invoke-virtual {v2, v1, v0}, Lcom/fridgenet/core/TokenStore;->putSession(Ljava/lang/String;I)V

    .line 61
    const-string v2, "{\"selected_version\":2}"

    invoke-static {v2}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    .line 62
    const-string v3, "session_token"

    invoke-virtual {v2, v3, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    return-object v2

    .line 65
    :cond_session
    iget-object v1, p0, Lcom/fridgenet/swap/SwapProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, v0}, Lcom/fridgenet/core/TokenStore;->sessionOk(Ljava/lang/String;I)Z

    move-result v1

    if-nez v1, :cond_list

    .line 66
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "negotiate first"

    invoke-static {v1, v2}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 68
    :cond_list
    const-string v1, "list_tools"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_args

    .line 69
    const-string v1, "{\"revision\":\"swap-1\",\"tools\":[]}"

    invoke-static {v1}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 71
    :cond_args
    new-instance v1, Lorg/json/JSONObject;

    const-string v2, "args"

    const-string v3, "{}"

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 72
    const-string v2, "tool_name"

    const-string v3, ""

    invoke-virtual {p3, v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 73
    const-string v3, "tag_items"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_claim

    .line 74
    invoke-virtual {p0, v1}, Lcom/fridgenet/swap/SwapProvider;->tagItems(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 76
    :cond_claim
    const-string v3, "claim_share"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_summary

    .line 77
    const-string v3, "resume_token"

    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, v1, v3, v0}, Lcom/fridgenet/swap/SwapProvider;->claimShare(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 79
    :cond_summary
    const-string v3, "shelf_summary"

    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_unknown

    .line 80
    invoke-virtual {p0, v1}, Lcom/fridgenet/swap/SwapProvider;->summary(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 82
    :cond_unknown
    const-string v3, "TOOL_NOT_FOUND"

    const-string v4, "unknown tool"

    invoke-static {v3, v4}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v3

    .line 83
    :catch_0
    move-exception v1

    .line 84
    const-string v2, "FridgeSwap"

    const-string v3, "tool failed"

    invoke-static {v2, v3, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 85
    const-string v2, "INTERNAL_ERROR"

    const-string v3, "the tool could not run"

    invoke-static {v2, v3}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method claimScreen()Landroid/app/PendingIntent;
    .registers 5

    .line 122
    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 123
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/fridgenet/ui/ConfirmActivity;

    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 124
    const/4 v2, 0x0

    const/high16 v3, 0xc000000

    invoke-static {v0, v2, v1, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method

.method claimShare(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 108
    if-eqz p2, :cond_49

    .line 109
    iget-object v0, p0, Lcom/fridgenet/swap/SwapProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    invoke-virtual {v0, p2}, Lcom/fridgenet/core/TokenStore;->resumeItem(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 110
    if-eqz v0, :cond_49

    .line 111
    const-string v1, "caller_package"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v1

    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    .line 112
    iget-object v2, p0, Lcom/fridgenet/swap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v3, "UPDATE shares SET claimant = ? WHERE name = ?"

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v5, 0x0

    aput-object v1, v4, v5

    const/4 v5, 0x1

    aput-object v0, v4, v5

    invoke-virtual {v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 113
    const-string v2, "{\"claimed\":true}"

    invoke-static {v2}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 116
    :cond_49
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "r"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 117
    iget-object v1, p0, Lcom/fridgenet/swap/SwapProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    const-string v2, "item"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v0, p3, v2}, Lcom/fridgenet/core/TokenStore;->putResume(Ljava/lang/String;ILjava/lang/String;)V

    .line 118
    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->claimScreen()Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/fridgenet/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 154
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 144
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 149
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 36
    invoke-virtual {p0}, Lcom/fridgenet/swap/SwapProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    .line 37
    new-instance v1, Lcom/fridgenet/core/TokenStore;

    invoke-direct {v1, v0}, Lcom/fridgenet/core/TokenStore;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/fridgenet/swap/SwapProvider;->tokens:Lcom/fridgenet/core/TokenStore;

    .line 38
    const-string v1, "swap.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    iput-object v1, p0, Lcom/fridgenet/swap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 39
    const/4 v1, 0x1

    return v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 139
    const/4 v0, 0x0

    return-object v0
.end method

.method summary(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9

    .line 129
    :try_start_0
    const-string v0, "shelf"

    const/4 v1, 0x0

    invoke-virtual {p1, v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda4;

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    const-string v1, "main"

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    .line 130
    iget-object v1, p0, Lcom/fridgenet/swap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v2, "shares"

    const-string v3, "shelf = ?"

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v0, v4, v5

    invoke-static {v1, v2, v3, v4}, Landroid/database/DatabaseUtils;->queryNumEntries(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)J

    move-result-wide v1

    .line 131
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"count\":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3
    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v3

    .line 132
    :catch_0
    move-exception v0

    .line 133
    const-string v1, "INTERNAL_ERROR"

    invoke-virtual {v0}, Ljava/lang/RuntimeException;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/fridgenet/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method tagItems(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 90
    const-string v0, "tag"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 91
    const-string v1, "items"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v1

    invoke-static {v1}, Lcom/fridgenet/swap/SwapProvider;->names(Lorg/json/JSONArray;)Ljava/util/List;

    move-result-object v1

    .line 92
    iget-object v2, p0, Lcom/fridgenet/swap/SwapProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 93
    invoke-interface {v1}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v3

    sget-object v4, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda0;

    invoke-interface {v3, v4}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v3

    sget-object v4, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda1;

    invoke-interface {v3, v4}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v3

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v4

    invoke-interface {v3, v4}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/util/List;

    .line 94
    new-instance v4, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;

    invoke-direct {v4, v2, v0}, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V

    invoke-interface {v3, v4}, Ljava/util/List;->forEach(Ljava/util/function/Consumer;)V

    .line 95
    new-instance v4, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda3;

    invoke-direct {v4, v2}, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda3;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    invoke-interface {v1, v4}, Ljava/util/List;->forEach(Ljava/util/function/Consumer;)V

    .line 96
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "{\"tagged\":"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v5

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "}"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-static {v4}, Lcom/fridgenet/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 159
    const/4 v0, 0x0

    return v0
.end method
