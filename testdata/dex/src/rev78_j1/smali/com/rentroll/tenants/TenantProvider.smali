.class public Lcom/rentroll/tenants/TenantProvider;
.super Landroid/content/ContentProvider;
.source "TenantProvider.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"tenants-4\",\"tools\":[]}"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method static signedLegacy(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 5

    .line 73
    :try_start_0
    const/16 v0, 0x40

    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 74
    const/4 v1, 0x0

    if-eqz v0, :cond_false

    const-string v2, "3q2+7wRentRollOwnerCertSha256Base64AAAAAAA="

    aget-object v0, v0, v1

    invoke-static {v0}, Lcom/rentroll/core/Compat;->sha256(Landroid/content/pm/Signature;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v2, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    if-eqz v0, :cond_false

    const/4 v1, 0x1

    :cond_false
    return v1

    .line 75
    :catch_0
    move-exception v0

    .line 76
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14

    .line 30
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 31
    invoke-virtual {p0}, Lcom/rentroll/tenants/TenantProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    .line 32
    invoke-virtual {v1, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 33
    if-eqz v2, :cond_denied

    const/4 v3, 0x0

    aget-object v3, v2, v3

    invoke-static {v1, v3}, Lcom/rentroll/tenants/TenantProvider;->signedLegacy(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v3

    if-nez v3, :cond_ok

    .line 34
    :cond_denied
    const-string v3, "PERMISSION_DENIED"

    const-string v4, "caller not allowed"

    invoke-static {v3, v4}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 36
    :cond_ok
    if-eqz p3, :cond_new_bundle

    move-object v3, p3

    goto :goto_req

    :cond_new_bundle
    new-instance v3, Landroid/os/Bundle;

    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V

    .line 37
    :goto_req
    const-string v4, "negotiate"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_not_negotiate

    .line 38
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 39
    const-string v5, "session_token"

    invoke-static {}, Lcom/rentroll/core/Compat;->freshToken()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v4, v5, v6}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 40
    return-object v4

    .line 42
    :cond_not_negotiate
    const-string v4, "list_tools"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_not_list

    .line 43
    const-string v4, "{\"revision\":\"tenants-4\",\"tools\":[]}"

    invoke-static {v4}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 45
    :cond_not_list
    const-string v4, "execute_tool"

    invoke-virtual {v4, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_execute

    .line 46
    const-string v4, "METHOD_NOT_FOUND"

    const-string v5, "unknown method"

    invoke-static {v4, v5}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4

    .line 49
    :cond_execute
    :try_start_0
    new-instance v4, Lorg/json/JSONObject;

    const-string v5, "args"

    const-string v6, "{}"

    invoke-virtual {v3, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-direct {v4, v5}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 50
    const-string v5, "tool_name"

    const-string v6, ""

    invoke-virtual {v3, v5, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 51
    const-string v6, "end_lease"

    invoke-virtual {v6, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_not_end

    .line 52
    invoke-virtual {p0, v4}, Lcom/rentroll/tenants/TenantProvider;->endLease(Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 54
    :cond_not_end
    const-string v6, "send_statement"

    invoke-virtual {v6, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_not_statement

    .line 55
    new-instance v6, Lcom/rentroll/tenants/StatementTask;

    invoke-virtual {p0}, Lcom/rentroll/tenants/TenantProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    invoke-direct {v6, v7}, Lcom/rentroll/tenants/StatementTask;-><init>(Landroid/content/Context;)V

    const/4 v7, 0x1

    new-array v7, v7, [Ljava/lang/String;

    const-string v8, "tenant"

    invoke-virtual {v4, v8}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    const/4 v9, 0x0

    aput-object v8, v7, v9

    invoke-virtual {v6, v7}, Lcom/rentroll/tenants/StatementTask;->execute([Ljava/lang/Object;)Landroid/os/AsyncTask;

    .line 56
    const-string v6, "{\"queued\":true}"

    invoke-static {v6}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 58
    :cond_not_statement
    const-string v6, "remind_tenant"

    invoke-virtual {v6, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_unknown

    .line 59
    new-instance v6, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/rentroll/tenants/TenantProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    const-class v8, Lcom/rentroll/billing/ReminderService;

    invoke-direct {v6, v7, v8}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 60
    const-string v7, "tenant"

    invoke-virtual {v4, v7}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v6, v7, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 61
    const-string v7, "uid"

    invoke-virtual {v6, v7, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;

    .line 62
    invoke-virtual {p0}, Lcom/rentroll/tenants/TenantProvider;->getContext()Landroid/content/Context;

    move-result-object v7

    invoke-virtual {v7, v6}, Landroid/content/Context;->startService(Landroid/content/Intent;)Landroid/content/ComponentName;

    .line 63
    const-string v6, "{\"queued\":true}"

    invoke-static {v6}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v6

    .line 65
    :cond_unknown
    const-string v6, "TOOL_NOT_FOUND"

    const-string v7, "unknown tool"

    invoke-static {v6, v7}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 66
    :catch_0
    move-exception v4

    .line 67
    const-string v5, "INVALID_ARGUMENT"

    const-string v6, "bad arguments"

    invoke-static {v5, v6}, Lcom/rentroll/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 114
    const/4 v0, 0x0

    return v0
.end method

.method endLease(Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 81
    const-string v0, "tenant"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 82
    const-string v1, "confirmed"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_run

    .line 83
    invoke-virtual {p0, v0}, Lcom/rentroll/tenants/TenantProvider;->leaseScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v1

    invoke-static {}, Lcom/rentroll/core/Compat;->freshToken()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/rentroll/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 85
    :cond_run
    invoke-virtual {p0}, Lcom/rentroll/tenants/TenantProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "leases"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    invoke-interface {v1, v0}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    invoke-interface {v1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 86
    const-string v1, "{\"ended\":true}"

    invoke-static {v1}, Lcom/rentroll/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 104
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 109
    const/4 v0, 0x0

    return-object v0
.end method

.method leaseScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 90
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.rentroll.action.CONFIRM_LEASE"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 91
    const-string v1, "com.rentroll"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 92
    const-string v1, "tenant"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 93
    invoke-static {}, Lcom/rentroll/core/Compat;->atLeastM()Z

    move-result v1

    if-eqz v1, :cond_0

    const/high16 v1, 0x4000000

    goto :goto_0

    :cond_0
    const/4 v1, 0x0

    .line 94
    :goto_0
    invoke-virtual {p0}, Lcom/rentroll/tenants/TenantProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const/4 v3, 0x3

    invoke-static {v2, v3, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method

.method public onCreate()Z
    .registers 2

    .line 25
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 99
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 119
    const/4 v0, 0x0

    return v0
.end method
