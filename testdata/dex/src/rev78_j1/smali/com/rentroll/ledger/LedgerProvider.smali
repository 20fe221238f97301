.class public Lcom/rentroll/ledger/LedgerProvider;
.super Landroid/content/ContentProvider;
.source "LedgerProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/rentroll/ledger/LedgerProvider$1;
    }
.end annotation


# static fields
.field static final TAG:Ljava/lang/String; = "RentRoll"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"ledger-2\",\"tools\":[]}"


# instance fields
.field private main:Landroid/os/Handler;

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
.method public constructor <init>()V
    .registers 2

    .line 24
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 28
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/rentroll/ledger/LedgerProvider;->sessions:Ljava/util/Map;

    .line 29
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/rentroll/ledger/LedgerProvider;->pending:Ljava/util/Map;

    return-void
.end method

.method private askUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 6

    .line 114
    invoke-static {}, Lcom/rentroll/core/Compat;->freshToken()Ljava/lang/String;

    move-result-object v0

    .line 115
    iget-object v1, p0, Lcom/rentroll/ledger/LedgerProvider;->pending:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v1, v0, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 116
    invoke-static {p1, v0}, Lcom/rentroll/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method private resumed(Ljava/lang/String;I)Z
    .registers 5

    .line 109
    if-eqz p1, :cond_null

    iget-object v0, p0, Lcom/rentroll/ledger/LedgerProvider;->pending:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    goto :goto_0

    :cond_null
    const/4 v0, 0x0

    .line 110
    :goto_0
    if-eqz v0, :cond_false

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-ne v1, p2, :cond_false

    const/4 v1, 0x1

    goto :goto_1

    :cond_false
    const/4 v1, 0x0

    :goto_1
    return v1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 41
    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/rentroll/core/Compat;->callerTrusted(Landroid/content/Context;I)Z

    move-result v1

    if-nez v1, :cond_trusted

    .line 42
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 44
    :cond_trusted
    if-eqz p3, :cond_new_bundle

    move-object v1, p3

    goto :goto_req

    :cond_new_bundle
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 45
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    const-string v3, "session_token"

    if-eqz v2, :cond_not_negotiate

    .line 46
    invoke-static {}, Lcom/rentroll/core/Compat;->freshToken()Ljava/lang/String;

    move-result-object v2

    .line 47
    iget-object v4, p0, Lcom/rentroll/ledger/LedgerProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v2, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 49
    invoke-virtual {v4, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    return-object v4

    .line 52
    :cond_not_negotiate
    iget-object v2, p0, Lcom/rentroll/ledger/LedgerProvider;->sessions:Ljava/util/Map;

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 53
    if-eqz v2, :cond_no_session

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_session_ok

    .line 54
    :cond_no_session
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v5, "negotiate first"

    invoke-static {v3, v5}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 56
    :cond_session_ok
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_not_list

    .line 57
    const-string v3, "{\"revision\":\"ledger-2\",\"tools\":[]}"

    invoke-static {v3}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 59
    :cond_not_list
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_execute

    .line 60
    const-string v3, "METHOD_NOT_FOUND"

    const-string v5, "unknown method"

    invoke-static {v3, v5}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 62
    :cond_execute
    const-string v3, "deadline_at_ms"

    const-wide/16 v5, 0x0

    invoke-virtual {v1, v3, v5, v6}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v5

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    cmp-long v3, v5, v7

    if-gtz v3, :cond_in_time

    .line 63
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v5, "deadline passed"

    invoke-static {v3, v5}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 66
    :cond_in_time
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    const-string v5, "args"

    const-string v6, "{}"

    invoke-virtual {v1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v3, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 67
    const-string v5, "tool_name"

    const-string v6, ""

    invoke-virtual {v1, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 68
    const-string v6, "resume_token"

    invoke-virtual {v1, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 69
    const-string v7, "waive_fee"

    invoke-virtual {v7, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v7

    if-eqz v7, :cond_not_waive

    .line 70
    invoke-virtual {p0, v3, v6, v0}, Lcom/rentroll/ledger/LedgerProvider;->waive(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 72
    :cond_not_waive
    const-string v7, "charge_late_fee"

    invoke-virtual {v7, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v7

    if-eqz v7, :cond_unknown

    .line 73
    invoke-virtual {p0, v3, v6, v0}, Lcom/rentroll/ledger/LedgerProvider;->lateFee(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v7
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v7

    .line 75
    :cond_unknown
    const-string v7, "TOOL_NOT_FOUND"

    const-string v8, "unknown tool"

    invoke-static {v7, v8}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 76
    :catch_0
    move-exception v3

    .line 77
    const-string v4, "INVALID_ARGUMENT"

    const-string v5, "bad arguments"

    invoke-static {v4, v5}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 150
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 140
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 145
    const/4 v0, 0x0

    return-object v0
.end method

.method lateFee(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 100
    const-string v0, "unit"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 101
    invoke-direct {p0, p2, p3}, Lcom/rentroll/ledger/LedgerProvider;->resumed(Ljava/lang/String;I)Z

    move-result v1

    if-nez v1, :cond_run

    .line 102
    invoke-virtual {p0, v0}, Lcom/rentroll/ledger/LedgerProvider;->lateFeeScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-direct {p0, v1, p3}, Lcom/rentroll/ledger/LedgerProvider;->askUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 104
    :cond_run
    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "late_fees"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    const-string v2, "amount"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v2

    invoke-interface {v1, v0, v2}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    invoke-interface {v1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 105
    const-string v1, "{\"charged\":true}"

    invoke-static {v1}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method lateFeeScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 127
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/rentroll/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 128
    const-string v1, "unit"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 129
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x1f

    if-lt v1, v2, :cond_0

    const/high16 v1, 0x4000000

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    .line 130
    :goto_0
    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const/high16 v3, 0x8000000

    or-int/2addr v3, v1

    const/4 v4, 0x2

    invoke-static {v2, v4, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method

.method public onCreate()Z
    .registers 3

    .line 34
    new-instance v0, Landroid/os/Handler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    invoke-direct {v0, v1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object v0, p0, Lcom/rentroll/ledger/LedgerProvider;->main:Landroid/os/Handler;

    .line 35
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 135
    const/4 v0, 0x0

    return-object v0
.end method

.method receiptScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 120
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/rentroll/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 121
    const-string v1, "unit"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 122
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x17

    if-lt v1, v2, :cond_0

    const/high16 v1, 0x4000000

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    .line 123
    :goto_0
    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const/high16 v3, 0x8000000

    or-int/2addr v3, v1

    const/4 v4, 0x1

    invoke-static {v2, v4, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 155
    const/4 v0, 0x0

    return v0
.end method

.method waive(Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 82
    const-string v0, "unit"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 83
    const-string v1, "confirmed"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_resume

    .line 84
    const-string v1, "RentRoll"

    const-string v2, "consumer says the landlord confirmed"

    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 86
    :cond_resume
    invoke-direct {p0, p2, p3}, Lcom/rentroll/ledger/LedgerProvider;->resumed(Ljava/lang/String;I)Z

    move-result v1

    if-nez v1, :cond_run

    .line 87
    invoke-virtual {p0, v0}, Lcom/rentroll/ledger/LedgerProvider;->receiptScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-direct {p0, v1, p3}, Lcom/rentroll/ledger/LedgerProvider;->askUser(Landroid/app/PendingIntent;I)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 89
    :cond_run
    invoke-virtual {p0}, Lcom/rentroll/ledger/LedgerProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "ledger"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    const/4 v2, 0x1

    invoke-interface {v1, v0, v2}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    invoke-interface {v1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 90
    iget-object v1, p0, Lcom/rentroll/ledger/LedgerProvider;->main:Landroid/os/Handler;

    new-instance v2, Lcom/rentroll/ledger/LedgerProvider$1;

    invoke-direct {v2, p0, p3}, Lcom/rentroll/ledger/LedgerProvider$1;-><init>(Lcom/rentroll/ledger/LedgerProvider;I)V

    invoke-virtual {v1, v2}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z

    .line 96
    const-string v1, "{\"waived\":true}"

    invoke-static {v1}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
