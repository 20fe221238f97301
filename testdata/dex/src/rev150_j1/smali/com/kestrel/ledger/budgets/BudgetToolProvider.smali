.class public final Lcom/kestrel/ledger/budgets/BudgetToolProvider;
.super Landroid/content/ContentProvider;
.source "BudgetToolProvider.java"


# static fields
.field public static final AUTHORITY:Ljava/lang/String; = "com.kestrel.ledger.budgets"

.field private static final CALLER_TTL_MS:J = 0x493e0L

.field private static final TAG:Ljava/lang/String; = "KestrelBudgets"

.field private static final TOOL_TABLES:[Ljava/lang/String;


# instance fields
.field private pipeline:Lcom/kestrel/ledger/pipeline/Pipeline;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 37
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "com.kestrel.ledger.budgets.BudgetTool"

    aput-object v2, v0, v1

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->TOOL_TABLES:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 33
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method static synthetic lambda$onCreate$0(Landroid/content/pm/PackageManager;I)Lcom/kestrel/ledger/identity/CallerIdentity;
    .registers 7

    .line 48
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 49
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 51
    :cond_0
    invoke-static {p1}, Lcom/kestrel/ledger/identity/CallerIdentity;->unknown(I)Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v0

    return-object v0

    .line 53
    :cond_1
    const/4 v3, 0x0

    aget-object v2, v4, v3

    invoke-static {p0, p1, v2}, Lcom/kestrel/ledger/identity/CallerIdentity;->check(Landroid/content/pm/PackageManager;ILjava/lang/String;)Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$onCreate$1(Landroid/content/ContentResolver;Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 64
    invoke-interface {p1}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->request()Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v4

    .line 65
    invoke-interface {p1, v4}, Lcom/kestrel/ledger/pipeline/Interceptor$Chain;->proceed(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v5

    .line 66
    invoke-virtual {v5}, Lcom/kestrel/ledger/pipeline/Response;->isSuccess()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->isExecute()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 67
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v1

    const-string v0, "com.kestrel.ledger.budgets"

    invoke-static {v0, v1}, Lcom/kestrel/ledger/tools/ToolRegistry;->mutates(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 68
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v6

    .line 69
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v7

    .line 71
    :try_start_0
    invoke-virtual {v4}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v3

    const-string v2, "com.kestrel.ledger.budgets"

    invoke-static {p0, v6, v2, v3}, Lcom/kestrel/ledger/data/WidgetStateProvider;->push(Landroid/content/ContentResolver;ILjava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 73
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 74
    goto :goto_0

    :catchall_0
    move-exception v9

    .line 73
    invoke-static {v7, v8}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 74
    throw v9

    .line 76
    :cond_0
    :goto_0
    return-object v5
.end method

.method private refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;
    .registers 7

    .line 112
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

    const-string v0, "KestrelBudgets"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 113
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v2, "Kestrel Ledger\'s budgets are served through call() only"

    invoke-direct {v0, v2}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static scopes()Lorg/json/JSONArray;
    .registers 5

    .line 87
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 88
    const-string v2, "name"

    const-string v3, "budgets.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Read budgets"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 89
    const-string v2, "description"

    const-string v3, "See budget limits and spending"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 90
    const-string v2, "sensitivity"

    const-string v3, "financial"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 88
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 91
    const-string v2, "name"

    const-string v3, "budgets.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change budgets"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 92
    const-string v2, "description"

    const-string v3, "Set and remove budget limits"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 93
    const-string v2, "sensitivity"

    const-string v3, "financial"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 91
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 87
    return-object v0

    :catch_0
    move-exception v4

    .line 95
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "scope catalog"

    invoke-direct {v0, v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    .line 101
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {p1, v1, p3}, Lcom/kestrel/ledger/pipeline/Request;->fromCall(Ljava/lang/String;ILandroid/os/Bundle;)Lcom/kestrel/ledger/pipeline/Request;

    move-result-object v4

    .line 103
    :try_start_0
    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->pipeline:Lcom/kestrel/ledger/pipeline/Pipeline;

    invoke-virtual {v0, v4}, Lcom/kestrel/ledger/pipeline/Pipeline;->execute(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Response;->toBundle()Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 105
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unanswered "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "KestrelBudgets"

    invoke-static {v0, v1, v5}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 106
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Kestrel Ledger could not complete this call"

    const/4 v3, 0x0

    invoke-static {v4, v1, v2, v3}, Lcom/kestrel/ledger/pipeline/Response;->error(Lcom/kestrel/ledger/pipeline/Request;Ljava/lang/String;Ljava/lang/String;Z)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    .line 107
    invoke-virtual {v0}, Lcom/kestrel/ledger/pipeline/Response;->toBundle()Landroid/os/Bundle;

    move-result-object v0

    .line 106
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 133
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 123
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 128
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 18

    .line 43
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->getContext()Landroid/content/Context;

    move-result-object v11

    .line 44
    invoke-static {v11}, Lcom/kestrel/ledger/data/Ledger;->get(Landroid/content/Context;)Lcom/kestrel/ledger/data/Ledger;

    move-result-object v12

    .line 45
    sget-object v0, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->TOOL_TABLES:[Ljava/lang/String;

    invoke-static {v0}, Lcom/kestrel/ledger/tools/ToolRegistry;->load([Ljava/lang/String;)V

    .line 46
    invoke-virtual {v11}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v13

    .line 47
    new-instance v14, Lcom/kestrel/ledger/identity/CallerCache;

    new-instance v5, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v5, v13}, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda0;-><init>(Landroid/content/pm/PackageManager;)V

    const/16 v2, 0x10

    const-wide/32 v3, 0x493e0

    invoke-direct {v14, v2, v3, v4, v5}, Lcom/kestrel/ledger/identity/CallerCache;-><init>(IJLcom/kestrel/ledger/identity/CallerCache$Loader;)V

    .line 55
    invoke-virtual {v11}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v15

    .line 56
    new-instance v16, Lcom/kestrel/ledger/pipeline/Sessions;

    move-object/from16 v1, v16

    invoke-direct {v1}, Lcom/kestrel/ledger/pipeline/Sessions;-><init>()V

    .line 57
    invoke-static {}, Lcom/kestrel/ledger/pipeline/Pipeline;->builder()Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/RecoveryInterceptor;

    const-string v4, "KestrelBudgets"

    invoke-direct {v2, v4}, Lcom/kestrel/ledger/pipeline/RecoveryInterceptor;-><init>(Ljava/lang/String;)V

    .line 58
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/budgets/RelayIdentityInterceptor;

    invoke-direct {v2, v14}, Lcom/kestrel/ledger/budgets/RelayIdentityInterceptor;-><init>(Lcom/kestrel/ledger/identity/CallerCache;)V

    .line 59
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/SessionInterceptor;

    move-object/from16 v4, v16

    invoke-direct {v2, v4}, Lcom/kestrel/ledger/pipeline/SessionInterceptor;-><init>(Lcom/kestrel/ledger/pipeline/Sessions;)V

    .line 60
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/AuditInterceptor;

    iget-object v4, v12, Lcom/kestrel/ledger/data/Ledger;->audit:Lcom/kestrel/ledger/data/AuditWriter;

    const-string v5, "com.kestrel.ledger.budgets"

    invoke-direct {v2, v4, v5}, Lcom/kestrel/ledger/pipeline/AuditInterceptor;-><init>(Lcom/kestrel/ledger/data/AuditWriter;Ljava/lang/String;)V

    .line 61
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, v15}, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/ContentResolver;)V

    .line 62
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/DedupInterceptor;

    iget-object v4, v12, Lcom/kestrel/ledger/data/Ledger;->db:Lcom/kestrel/ledger/data/LedgerDb;

    const-string v5, "com.kestrel.ledger.budgets"

    invoke-direct {v2, v4, v5}, Lcom/kestrel/ledger/pipeline/DedupInterceptor;-><init>(Lcom/kestrel/ledger/data/LedgerDb;Ljava/lang/String;)V

    .line 78
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;

    iget-object v5, v12, Lcom/kestrel/ledger/data/Ledger;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    const-string v6, "com.kestrel.ledger.budgets"

    invoke-direct {v2, v11, v5, v6}, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;-><init>(Landroid/content/Context;Lcom/kestrel/ledger/tools/PendingConfirmations;Ljava/lang/String;)V

    .line 79
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->add(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline$Builder;

    move-result-object v1

    new-instance v2, Lcom/kestrel/ledger/pipeline/Dispatcher;

    .line 81
    invoke-static {}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->scopes()Lorg/json/JSONArray;

    move-result-object v9

    move-object v3, v2

    move-object v4, v12

    move-object/from16 v5, v16

    const-string v6, "com.kestrel.ledger.budgets"

    const-string v7, "Kestrel Ledger budgets"

    const-string v8, "Reads and sets the monthly budgets of Kestrel Ledger"

    const-string v10, "budgets-4"

    invoke-direct/range {v3 .. v10}, Lcom/kestrel/ledger/pipeline/Dispatcher;-><init>(Lcom/kestrel/ledger/data/Ledger;Lcom/kestrel/ledger/pipeline/Sessions;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/lang/String;)V

    .line 80
    invoke-virtual {v1, v2}, Lcom/kestrel/ledger/pipeline/Pipeline$Builder;->build(Lcom/kestrel/ledger/pipeline/Interceptor;)Lcom/kestrel/ledger/pipeline/Pipeline;

    move-result-object v1

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->pipeline:Lcom/kestrel/ledger/pipeline/Pipeline;

    .line 82
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 118
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 138
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->refused(Ljava/lang/String;)Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
