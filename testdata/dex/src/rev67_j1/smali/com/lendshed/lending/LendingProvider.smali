.class public Lcom/lendshed/lending/LendingProvider;
.super Landroid/content/ContentProvider;
.source "LendingProvider.java"

# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/lendshed/lending/LendingProvider$ReturnListener;
    }
.end annotation

.field static final MEMBERS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final TAG:Ljava/lang/String; = "LendShed"

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

.field private final pool:Ljava/util/concurrent/ExecutorService;

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

.method static constructor <clinit>()V
    .registers 4
    .line 34
    new-instance v0, Ljava/util/HashSet;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "org.lendshed.assistant"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const-string v3, "com.lendshed"
    aput-object v3, v1, v2
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    sput-object v0, Lcom/lendshed/lending/LendingProvider;->MEMBERS:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 32
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 36
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/lendshed/lending/LendingProvider;->sessions:Ljava/util/Map;
    .line 37
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/lendshed/lending/LendingProvider;->pending:Ljava/util/Map;
    .line 38
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/lendshed/lending/LendingProvider;->pool:Ljava/util/concurrent/ExecutorService;
    return-void
.end method

.method static synthetic lambda$giveBack$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/Integer;
    .registers 3
    .line 123
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    invoke-static {p0, p1, v0}, Lcom/lendshed/lending/LendingProvider;->markReturned(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$giveBack$2(Ljava/lang/Integer;)Ljava/lang/Boolean;
    .registers 2
    .line 124
    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-lez v0, :cond_no
    const/4 v0, 0x1
    goto :goto_box
    :cond_no
    const/4 v0, 0x0
    :goto_box
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
.end method

.method static synthetic lambda$myLoans$0([Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 112
    const/4 v0, 0x0
    aget-object v0, p0, v0
    return-object v0
.end method

.method static markReturned(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;I)I
    .registers 7
    .line 130
    const-string v0, "UPDATE items SET lent_to = NULL WHERE id = ? AND lent_to = ?"
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/Object;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const/4 v2, 0x1
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    aput-object v3, v1, v2
    invoke-virtual {p0, v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 131
    const/4 v0, 0x1
    return v0
.end method

# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 14
    .line 54
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 55
    invoke-virtual {p0, v0}, Lcom/lendshed/lending/LendingProvider;->trusted(I)Z
    move-result v1
    if-nez v1, :cond_trusted
    .line 56
    const-string v1, "PERMISSION_DENIED"
    const-string v2, "caller not allowed"
    invoke-static {v1, v2}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    .line 58
    :cond_trusted
    if-eqz p3, :cond_fresh
    move-object v1, p3
    goto :goto_req
    :cond_fresh
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    .line 59
    :goto_req
    const-string v2, "negotiate"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_session
    .line 60
    invoke-static {}, Lcom/lendshed/core/Tokens;->fresh()Ljava/lang/String;
    move-result-object v2
    .line 61
    iget-object v3, p0, Lcom/lendshed/lending/LendingProvider;->sessions:Ljava/util/Map;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-interface {v3, v2, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 62
    const-string v3, "{\"selected_version\":2}"
    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    .line 63
    const-string v4, "session_token"
    invoke-virtual {v3, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 64
    return-object v3
    .line 66
    :cond_session
    iget-object v2, p0, Lcom/lendshed/lending/LendingProvider;->sessions:Ljava/util/Map;
    const-string v3, "session_token"
    const-string v4, ""
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-interface {v2, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    .line 67
    if-eqz v2, :cond_nosession
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v3
    if-eq v3, v0, :cond_list
    .line 68
    :cond_nosession
    const-string v2, "NEGOTIATION_REQUIRED"
    const-string v3, "negotiate first"
    invoke-static {v2, v3}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 70
    :cond_list
    const-string v2, "list_tools"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_deadline
    .line 71
    const-string v2, "{\"revision\":\"lending-3\",\"tools\":[]}"
    invoke-static {v2}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 73
    :cond_deadline
    const-string v2, "deadline_at_ms"
    const-wide/16 v3, 0x0
    invoke-virtual {v1, v2, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    cmp-long v2, v2, v4
    if-gtz v2, :cond_run
    .line 74
    const-string v2, "DEADLINE_EXCEEDED"
    const-string v3, "deadline passed"
    invoke-static {v2, v3}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    .line 77
    :cond_run
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;
    const-string v3, "args"
    const-string v4, "{}"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    invoke-static {v2}, Lcom/lendshed/core/LendArgs;->parse(Lorg/json/JSONObject;)Lcom/lendshed/core/LendArgs;
    move-result-object v2
    .line 78
    const-string v3, "tool_name"
    const-string v4, ""
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 79
    const/4 v4, -0x1
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v5
    sparse-switch v5, :sswitch_data_0
    goto :goto_index
    :sswitch_lend
    const-string v5, "lend_item"
    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x0
    goto :goto_index
    :sswitch_loans
    const-string v5, "my_loans"
    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x1
    goto :goto_index
    :sswitch_return
    const-string v5, "return_item"
    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x2
    goto :goto_index
    :sswitch_export
    const-string v5, "export_history"
    invoke-virtual {v3, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :goto_index
    const/4 v4, 0x3
    :goto_index
    packed-switch v4, :pswitch_data_0
    .line 84
    const-string v3, "TOOL_NOT_FOUND"
    const-string v4, "unknown tool"
    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    goto :goto_ret
    .line 80
    :pswitch_0
    const-string v3, "resume_token"
    invoke-virtual {v1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p0, v2, v0, v3}, Lcom/lendshed/lending/LendingProvider;->lend(Lcom/lendshed/core/LendArgs;ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    goto :goto_ret
    .line 81
    :pswitch_1
    invoke-virtual {p0, v0}, Lcom/lendshed/lending/LendingProvider;->myLoans(I)Landroid/os/Bundle;
    move-result-object v3
    goto :goto_ret
    .line 82
    :pswitch_2
    invoke-virtual {p0, v2}, Lcom/lendshed/lending/LendingProvider;->giveBack(Lcom/lendshed/core/LendArgs;)Landroid/os/Bundle;
    move-result-object v3
    goto :goto_ret
    .line 83
    :pswitch_3
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->exportHistory()Landroid/os/Bundle;
    move-result-object v3
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    .line 79
    :goto_ret
    return-object v3
    .line 86
    :catch_0
    move-exception v2
    .line 87
    const-string v3, "LendShed"
    const-string v4, "tool failed"
    invoke-static {v3, v4, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 88
    const-string v3, "INTERNAL_ERROR"
    const-string v4, "the tool could not run"
    invoke-static {v3, v4}, Lcom/lendshed/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3

    :sswitch_data_0
    .sparse-switch
        -0x6dac54f7 -> :sswitch_export
        -0x589b4b3e -> :sswitch_return
        -0x1c0ba6d0 -> :sswitch_loans
        -0xc4c2f9d -> :sswitch_lend
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 175
    const/4 v0, 0x0
    return v0
.end method

.method exportHistory()Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
    .line 135
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "history.csv"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 136
    const/high16 v1, 0x30000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    .line 137
    invoke-static {}, Lcom/lendshed/core/Replies;->file()Landroid/os/Bundle;
    move-result-object v2
    .line 138
    const-string v3, "result_fd"
    invoke-virtual {v2, v3, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 139
    return-object v2
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 165
    const/4 v0, 0x0
    return-object v0
.end method

.method giveBack(Lcom/lendshed/core/LendArgs;)Landroid/os/Bundle;
    .registers 7
    .line 121
    iget-object v0, p0, Lcom/lendshed/lending/LendingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 122
    invoke-virtual {p1}, Lcom/lendshed/core/LendArgs;->itemId()Ljava/lang/String;
    move-result-object v1
    .line 123
    new-instance v2, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v0, v1}, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;-><init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    iget-object v3, p0, Lcom/lendshed/lending/LendingProvider;->pool:Ljava/util/concurrent/ExecutorService;
    invoke-static {v2, v3}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v2
    .line 124
    sget-object v3, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda3;
    invoke-virtual {v2, v3}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;
    move-result-object v2
    .line 125
    new-instance v3, Lcom/lendshed/lending/LendingProvider$ReturnListener;
    invoke-direct {v3, p0, v1}, Lcom/lendshed/lending/LendingProvider$ReturnListener;-><init>(Lcom/lendshed/lending/LendingProvider;Ljava/lang/String;)V
    invoke-virtual {v2, v3}, Ljava/util/concurrent/CompletableFuture;->thenAccept(Ljava/util/function/Consumer;)Ljava/util/concurrent/CompletableFuture;
    .line 126
    const-string v2, "{\"returning\":true}"
    invoke-static {v2}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 170
    const/4 v0, 0x0
    return-object v0
.end method

.method lend(Lcom/lendshed/core/LendArgs;ILjava/lang/String;)Landroid/os/Bundle;
    .registers 10
    .line 93
    if-eqz p3, :cond_null
    iget-object v0, p0, Lcom/lendshed/lending/LendingProvider;->pending:Ljava/util/Map;
    invoke-interface {v0, p3}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    goto :goto_who
    :cond_null
    const/4 v0, 0x0
    .line 94
    :goto_who
    invoke-virtual {p1}, Lcom/lendshed/core/LendArgs;->confirmed()Z
    move-result v1
    if-nez v1, :cond_lend
    if-eqz v0, :cond_ask
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v1
    if-ne v1, p2, :cond_ask
    .line 95
    :cond_lend
    iget-object v1, p0, Lcom/lendshed/lending/LendingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "UPDATE items SET lent_to = ?, borrower = ? WHERE id = ?"
    const/4 v3, 0x3
    new-array v3, v3, [Ljava/lang/Object;
    const/4 v4, 0x0
    .line 96
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    aput-object v5, v3, v4
    const/4 v4, 0x1
    invoke-virtual {p1}, Lcom/lendshed/core/LendArgs;->borrower()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v3, v4
    const/4 v4, 0x2
    invoke-virtual {p1}, Lcom/lendshed/core/LendArgs;->itemId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v3, v4
    .line 95
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V
    .line 97
    const-string v1, "{\"lent\":true}"
    invoke-static {v1}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    return-object v1
    .line 99
    :cond_ask
    invoke-static {}, Lcom/lendshed/core/Tokens;->fresh()Ljava/lang/String;
    move-result-object v1
    .line 100
    iget-object v2, p0, Lcom/lendshed/lending/LendingProvider;->pending:Ljava/util/Map;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-interface {v2, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 101
    invoke-virtual {p1}, Lcom/lendshed/core/LendArgs;->itemId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p0, v2}, Lcom/lendshed/lending/LendingProvider;->lendScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-static {v2, v1}, Lcom/lendshed/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method

.method lendScreen(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 105
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/lendshed/ui/LendConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 106
    const-string v1, "item_id"
    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 107
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x0
    const/high16 v3, 0xc000000
    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v1
    return-object v1
.end method

.method myLoans(I)Landroid/os/Bundle;
    .registers 7
    .line 111
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    .line 112
    sget-object v1, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda1;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    .line 113
    const-string v1, "unknown"
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 114
    iget-object v1, p0, Lcom/lendshed/lending/LendingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "SELECT id FROM items WHERE lent_pkg = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v4, 0x0
    aput-object v0, v3, v4
    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v1
    .line 115
    invoke-interface {v1}, Landroid/database/Cursor;->getCount()I
    move-result v2
    .line 116
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    .line 117
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"loans\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Lcom/lendshed/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
.end method

.method public onCreate()Z
    .registers 5
    .line 43
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "lendshed.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    iput-object v0, p0, Lcom/lendshed/lending/LendingProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 44
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 160
    const/4 v0, 0x0
    return-object v0
.end method

.method trusted(I)Z
    .registers 6
    .line 48
    invoke-virtual {p0}, Lcom/lendshed/lending/LendingProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    .line 49
    if-eqz v0, :cond_no
    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v1
    sget-object v2, Lcom/lendshed/lending/LendingProvider;->MEMBERS:Ljava/util/Set;
    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v3, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda0;
    invoke-direct {v3, v2}, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda0;-><init>(Ljava/util/Set;)V
    invoke-interface {v1, v3}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z
    move-result v1
    if-eqz v1, :cond_no
    const/4 v1, 0x1
    goto :goto_ret
    :cond_no
    const/4 v1, 0x0
    :goto_ret
    return v1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 180
    const/4 v0, 0x0
    return v0
.end method
