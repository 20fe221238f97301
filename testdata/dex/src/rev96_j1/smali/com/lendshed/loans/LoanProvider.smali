.class public Lcom/lendshed/loans/LoanProvider;
.super Landroid/content/ContentProvider;
.source "LoanProvider.java"


# static fields
.field static final AGENT:Ljava/lang/String; = "org.lendshed.agent"

.field static final TAG:Ljava/lang/String; = "LoanProvider"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"loans-1\",\"tools\":[]}"


# instance fields
.field db:Landroid/database/sqlite/SQLiteDatabase;

.field final pending:Ljava/util/Map;

.field final renewals:Landroidx/lifecycle/MutableLiveData;

.field final sessions:Ljava/util/Map;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lendshed/loans/LoanProvider;->sessions:Ljava/util/Map;

    .line 33
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/lendshed/loans/LoanProvider;->pending:Ljava/util/Map;

    .line 34
    new-instance v0, Landroidx/lifecycle/MutableLiveData;

    invoke-direct {v0}, Landroidx/lifecycle/MutableLiveData;-><init>()V

    iput-object v0, p0, Lcom/lendshed/loans/LoanProvider;->renewals:Landroidx/lifecycle/MutableLiveData;

    return-void
.end method

.method static expired(Landroid/os/Bundle;)Z
    .registers 5

    .line 133
    const-string v0, "deadline_at_ms"

    const-wide/16 v1, 0x0

    invoke-virtual {p0, v0, v1, v2}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_f

    const/4 v0, 0x1

    goto :goto_10

    :cond_f
    const/4 v0, 0x0

    :goto_10
    return v0
.end method


# virtual methods
.method allowed(I)Z
    .registers 5

    .line 61
    invoke-virtual {p0}, Lcom/lendshed/loans/LoanProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 62
    if-eqz v0, :cond_17

    array-length v1, v0

    const/4 v2, 0x1

    if-eq v1, v2, :cond_19

    .line 63
    :cond_17
    const/4 v1, 0x0

    return v1

    .line 65
    :cond_19
    const-string v1, "org.lendshed.agent"

    const/4 v2, 0x0

    aget-object v2, v0, v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    return v1
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 15

    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 71
    invoke-virtual {p0, v0}, Lcom/lendshed/loans/LoanProvider;->allowed(I)Z

    move-result v1

    if-nez v1, :cond_allowed

    .line 72
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 74
    :cond_allowed
    if-eqz p3, :cond_newreq

    move-object v1, p3

    goto :goto_req

    :cond_newreq
    new-instance v1, Landroid/os/Bundle;

    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V

    .line 75
    :goto_req
    const-string v2, "negotiate"

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_session

    .line 76
    invoke-static {}, Lcom/lendshed/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v2

    .line 77
    iget-object v3, p0, Lcom/lendshed/loans/LoanProvider;->sessions:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 78
    const-string v3, "{\"selected_version\":2}"

    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    .line 79
    const-string v4, "session_token"

    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 80
    return-object v3

    .line 82
    :cond_session
    iget-object v2, p0, Lcom/lendshed/loans/LoanProvider;->sessions:Ljava/util/Map;

    const-string v3, "session_token"

    const-string v4, ""

    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/Integer;

    .line 83
    if-eqz v2, :cond_negreq

    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I

    move-result v3

    if-eq v3, v0, :cond_list

    .line 84
    :cond_negreq
    const-string v3, "NEGOTIATION_REQUIRED"

    const-string v4, "negotiate first"

    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 86
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_exec

    .line 87
    const-string v3, "{\"revision\":\"loans-1\",\"tools\":[]}"

    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 89
    :cond_exec
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_args

    .line 90
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 93
    :cond_args
    :try_start_args
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 94
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v1, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 95
    const-string v5, "loan_id"

    invoke-virtual {v3, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 96
    const-string v6, "delete_loan"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_notdelete

    .line 97
    const-string v6, "confirmed"

    invoke-virtual {v3, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v6

    .line 98
    invoke-static {}, Lcom/lendshed/core/RxBus;->get()Lcom/lendshed/core/RxBus;

    move-result-object v7

    new-instance v8, Lcom/lendshed/core/DeleteEvent;

    invoke-direct {v8, v5, v0, v6}, Lcom/lendshed/core/DeleteEvent;-><init>(Ljava/lang/String;IZ)V

    invoke-virtual {v7, v8}, Lcom/lendshed/core/RxBus;->post(Ljava/lang/Object;)V

    .line 99
    invoke-static {v1}, Lcom/lendshed/loans/LoanProvider;->expired(Landroid/os/Bundle;)Z

    move-result v7

    if-eqz v7, :cond_delconfirm

    .line 100
    const-string v7, "DEADLINE_EXCEEDED"

    const-string v8, "too late"

    invoke-static {v7, v8}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 102
    :cond_delconfirm
    if-nez v6, :cond_delok

    .line 103
    invoke-virtual {p0, v5}, Lcom/lendshed/loans/LoanProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v7

    invoke-static {}, Lcom/lendshed/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v8

    invoke-static {v7, v8}, Lcom/lendshed/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 105
    :cond_delok
    const-string v7, "{\"deleted\":\"queued\"}"

    invoke-static {v7}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7

    .line 107
    :cond_notdelete
    invoke-static {v1}, Lcom/lendshed/loans/LoanProvider;->expired(Landroid/os/Bundle;)Z

    move-result v6

    if-eqz v6, :cond_return

    .line 108
    const-string v6, "DEADLINE_EXCEEDED"

    const-string v7, "too late"

    invoke-static {v6, v7}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 110
    :cond_return
    const-string v6, "return_tool"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_renew

    .line 111
    iget-object v6, p0, Lcom/lendshed/loans/LoanProvider;->pending:Ljava/util/Map;

    const-string v7, "resume_token"

    const-string v8, ""

    invoke-virtual {v1, v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    invoke-interface {v6, v7}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Ljava/lang/Integer;

    .line 112
    if-eqz v6, :cond_notmine

    invoke-virtual {v6}, Ljava/lang/Integer;->intValue()I

    move-result v7

    if-ne v7, v0, :cond_notmine

    const/4 v7, 0x1

    goto :goto_confirmed

    :cond_notmine
    const/4 v7, 0x0

    .line 113
    :goto_confirmed
    if-nez v7, :cond_post

    .line 114
    invoke-static {}, Lcom/lendshed/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v8

    .line 115
    iget-object v9, p0, Lcom/lendshed/loans/LoanProvider;->pending:Ljava/util/Map;

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    invoke-interface {v9, v8, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 116
    invoke-virtual {p0, v5}, Lcom/lendshed/loans/LoanProvider;->confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v9

    invoke-static {v9, v8}, Lcom/lendshed/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v9

    return-object v9

    .line 118
    :cond_post
    invoke-static {}, Lcom/lendshed/core/RxBus;->get()Lcom/lendshed/core/RxBus;

    move-result-object v8

    new-instance v9, Lcom/lendshed/core/ReturnEvent;

    invoke-direct {v9, v5, v0, v7}, Lcom/lendshed/core/ReturnEvent;-><init>(Ljava/lang/String;IZ)V

    invoke-virtual {v8, v9}, Lcom/lendshed/core/RxBus;->post(Ljava/lang/Object;)V

    .line 119
    const-string v8, "{\"returned\":\"queued\"}"

    invoke-static {v8}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 121
    :cond_renew
    const-string v6, "renew_loan"

    invoke-virtual {v6, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_notfound

    .line 122
    iget-object v6, p0, Lcom/lendshed/loans/LoanProvider;->renewals:Landroidx/lifecycle/MutableLiveData;

    new-instance v7, Lcom/lendshed/core/RenewCmd;

    const-string v8, "days"

    const/4 v9, 0x7

    invoke-virtual {v3, v8, v9}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v8

    invoke-direct {v7, v5, v8}, Lcom/lendshed/core/RenewCmd;-><init>(Ljava/lang/String;I)V

    invoke-virtual {v6, v7}, Landroidx/lifecycle/MutableLiveData;->postValue(Ljava/lang/Object;)V

    .line 123
    const-string v6, "{\"renewed\":\"queued\"}"

    invoke-static {v6}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 125
    :cond_notfound
    const-string v6, "TOOL_NOT_FOUND"

    const-string v7, "unknown tool"

    invoke-static {v6, v7}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6
    :try_end_args
    .catch Ljava/lang/Exception; {:try_start_args .. :try_end_args} :catch_exec

    return-object v6

    .line 126
    :catch_exec
    move-exception v3

    .line 127
    const-string v4, "LoanProvider"

    const-string v5, "execute_tool failed"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 128
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "loan tool failed"

    invoke-static {v4, v5}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method

.method confirmScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 137
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/lendshed/loans/LoanProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/lendshed/ui/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 138
    const-string v1, "loan_id"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 139
    invoke-virtual {p0}, Lcom/lendshed/loans/LoanProvider;->getContext()Landroid/content/Context;

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

    .line 149
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 154
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$onCreate$0$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/DeleteEvent;)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 42
    iget-boolean v0, p1, Lcom/lendshed/core/DeleteEvent;->confirmed:Z

    if-eqz v0, :cond_else

    .line 43
    iget-object v0, p0, Lcom/lendshed/loans/LoanProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "loans"

    const-string v2, "id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    iget-object v4, p1, Lcom/lendshed/core/DeleteEvent;->loanId:Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v4, v3, v5

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    goto :goto_ret

    .line 45
    :cond_else
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "delete of "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p1, Lcom/lendshed/core/DeleteEvent;->loanId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " waits for the member"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "LoanProvider"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 47
    :goto_ret
    return-void
.end method

.method public synthetic lambda$onCreate$1$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/ReturnEvent;)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 49
    iget-boolean v0, p1, Lcom/lendshed/core/ReturnEvent;->confirmed:Z

    if-eqz v0, :cond_ret

    .line 50
    iget-object v0, p0, Lcom/lendshed/loans/LoanProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE loans SET returned = 1 WHERE id = ? AND borrower = ?"

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    iget-object v3, p1, Lcom/lendshed/core/ReturnEvent;->loanId:Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v3, v2, v4

    iget v3, p1, Lcom/lendshed/core/ReturnEvent;->uid:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 52
    :cond_ret
    return-void
.end method

.method public synthetic lambda$onCreate$2$com-lendshed-loans-LoanProvider(Lcom/lendshed/core/RenewCmd;)V
    .registers 8

    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 55
    iget-object v1, p0, Lcom/lendshed/loans/LoanProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v2, "UPDATE loans SET days = days + ? WHERE id = ? AND borrower = ?"

    const/4 v3, 0x3

    new-array v3, v3, [Ljava/lang/Object;

    iget v4, p1, Lcom/lendshed/core/RenewCmd;->days:I

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v5, 0x0

    aput-object v4, v3, v5

    iget-object v4, p1, Lcom/lendshed/core/RenewCmd;->loanId:Ljava/lang/String;

    const/4 v5, 0x1

    aput-object v4, v3, v5

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v5, 0x2

    aput-object v4, v3, v5

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 56
    return-void
.end method

.method public onCreate()Z
    .registers 6

    .line 39
    invoke-virtual {p0}, Lcom/lendshed/loans/LoanProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "loans.db"

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/lendshed/loans/LoanProvider;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 40
    invoke-static {}, Lcom/lendshed/core/RxBus;->get()Lcom/lendshed/core/RxBus;

    move-result-object v0

    .line 41
    invoke-virtual {v0}, Lcom/lendshed/core/RxBus;->toObservable()Lio/reactivex/Observable;

    move-result-object v1

    const-class v2, Lcom/lendshed/core/DeleteEvent;

    invoke-virtual {v1, v2}, Lio/reactivex/Observable;->ofType(Ljava/lang/Class;)Lio/reactivex/Observable;

    move-result-object v1

    invoke-static {}, Lio/reactivex/schedulers/Schedulers;->io()Lio/reactivex/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/Observable;->observeOn(Lio/reactivex/Scheduler;)Lio/reactivex/Observable;

    move-result-object v1

    new-instance v2, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda0;-><init>(Lcom/lendshed/loans/LoanProvider;)V

    invoke-virtual {v1, v2}, Lio/reactivex/Observable;->subscribe(Lio/reactivex/functions/Consumer;)Lio/reactivex/disposables/Disposable;

    .line 48
    invoke-virtual {v0}, Lcom/lendshed/core/RxBus;->toObservable()Lio/reactivex/Observable;

    move-result-object v1

    const-class v2, Lcom/lendshed/core/ReturnEvent;

    invoke-virtual {v1, v2}, Lio/reactivex/Observable;->ofType(Ljava/lang/Class;)Lio/reactivex/Observable;

    move-result-object v1

    invoke-static {}, Lio/reactivex/schedulers/Schedulers;->io()Lio/reactivex/Scheduler;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/reactivex/Observable;->observeOn(Lio/reactivex/Scheduler;)Lio/reactivex/Observable;

    move-result-object v1

    new-instance v2, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda1;-><init>(Lcom/lendshed/loans/LoanProvider;)V

    invoke-virtual {v1, v2}, Lio/reactivex/Observable;->subscribe(Lio/reactivex/functions/Consumer;)Lio/reactivex/disposables/Disposable;

    .line 53
    iget-object v1, p0, Lcom/lendshed/loans/LoanProvider;->renewals:Landroidx/lifecycle/MutableLiveData;

    new-instance v2, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/lendshed/loans/LoanProvider$$ExternalSyntheticLambda2;-><init>(Lcom/lendshed/loans/LoanProvider;)V

    invoke-virtual {v1, v2}, Landroidx/lifecycle/MutableLiveData;->observeForever(Landroidx/lifecycle/Observer;)V

    .line 57
    const/4 v1, 0x1

    return v1
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 144
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 164
    const/4 v0, 0x0

    return v0
.end method
