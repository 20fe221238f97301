.class public final Lcom/brightfold/pantry/pantry/PantryToolProvider;
.super Landroid/content/ContentProvider;
.source "PantryToolProvider.java"


# instance fields
.field private host:Lcom/brightfold/pantry/cetp/ToolHost;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method static synthetic lambda$onCreate$0(Lcom/brightfold/pantry/cetp/Tool;)Ljava/lang/Integer;
    .registers 2

    .line 33
    const/high16 v0, 0xc000000

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$onCreate$1(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Tool;Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 5

    .line 34
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Tool;->scope()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, p2, v1}, Lcom/brightfold/pantry/cetp/Access;->granted(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$onCreate$2(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Caller;Lcom/brightfold/pantry/cetp/Tool;)Z
    .registers 5

    .line 34
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/brightfold/pantry/cetp/Access;->firstPackage(I)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, p2}, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Tool;)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 35
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$onCreate$3(Lcom/brightfold/pantry/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 8

    .line 36
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v0

    .line 37
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->toolName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Pantry could not finish "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, ": "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v2, v4

    .line 36
    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static noTables()Ljava/lang/UnsupportedOperationException;
    .registers 4

    .line 63
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "CETP only; uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " used the table API"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static scopes()Lorg/json/JSONArray;
    .registers 5

    .line 44
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 45
    const-string v2, "name"

    const-string v3, "pantry.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "See pantry items"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 46
    const-string v2, "description"

    const-string v3, "Names, quantities and expiry dates"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 47
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 45
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 48
    const-string v2, "name"

    const-string v3, "pantry.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change pantry items"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 49
    const-string v2, "description"

    const-string v3, "Add items and clear expired ones"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 50
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 48
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 44
    return-object v0

    :catch_0
    move-exception v4

    .line 52
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 58
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/brightfold/pantry/cetp/Caller;->of(ILjava/lang/String;)Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v2

    .line 59
    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryToolProvider;->host:Lcom/brightfold/pantry/cetp/ToolHost;

    invoke-virtual {v0, p1, p3, v2}, Lcom/brightfold/pantry/cetp/ToolHost;->call(Ljava/lang/String;Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 83
    invoke-static {}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 73
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 78
    invoke-static {}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 17

    .line 28
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->getContext()Landroid/content/Context;

    move-result-object v13

    .line 29
    invoke-static {v13}, Lcom/brightfold/pantry/data/PantryDb;->get(Landroid/content/Context;)Lcom/brightfold/pantry/data/PantryDb;

    move-result-object v14

    .line 30
    new-instance v15, Lcom/brightfold/pantry/cetp/Access;

    invoke-direct {v15, v13, v14}, Lcom/brightfold/pantry/cetp/Access;-><init>(Landroid/content/Context;Lcom/brightfold/pantry/data/PantryDb;)V

    .line 31
    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost;

    .line 32
    invoke-static {}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->scopes()Lorg/json/JSONArray;

    move-result-object v6

    new-instance v7, Lcom/brightfold/pantry/pantry/PantryTools;

    invoke-direct {v7, v13, v14}, Lcom/brightfold/pantry/pantry/PantryTools;-><init>(Landroid/content/Context;Lcom/brightfold/pantry/data/PantryDb;)V

    invoke-virtual {v7}, Lcom/brightfold/pantry/pantry/PantryTools;->all()Ljava/util/List;

    move-result-object v7

    new-instance v8, Lcom/brightfold/pantry/cetp/Confirmations;

    new-instance v11, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v11}, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-direct {v8, v13, v11}, Lcom/brightfold/pantry/cetp/Confirmations;-><init>(Landroid/content/Context;Ljava/util/function/Function;)V

    new-instance v9, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v9, v15}, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/cetp/Access;)V

    new-instance v10, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v10}, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda2;-><init>()V

    .line 38
    const/4 v12, 0x2

    invoke-static {v12}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v12

    move-object v2, v1

    const-string v3, "com.brightfold.pantry"

    const-string v4, "Brightfold Pantry"

    const-string v5, "What is in the kitchen, and what runs out"

    move-object v11, v14

    invoke-direct/range {v2 .. v12}, Lcom/brightfold/pantry/cetp/ToolHost;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/List;Lcom/brightfold/pantry/cetp/Confirmations;Ljava/util/function/BiPredicate;Ljava/util/function/BiFunction;Lcom/brightfold/pantry/data/PantryDb;Ljava/util/concurrent/Executor;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/brightfold/pantry/pantry/PantryToolProvider;->host:Lcom/brightfold/pantry/cetp/ToolHost;

    .line 39
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 68
    invoke-static {}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 88
    invoke-static {}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
