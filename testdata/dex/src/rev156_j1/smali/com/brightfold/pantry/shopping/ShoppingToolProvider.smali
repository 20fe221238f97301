.class public final Lcom/brightfold/pantry/shopping/ShoppingToolProvider;
.super Landroid/content/ContentProvider;
.source "ShoppingToolProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "ShoppingTools"


# instance fields
.field private host:Lcom/brightfold/pantry/cetp/ToolHost;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static failure(Lcom/brightfold/pantry/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 6

    .line 46
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->toolName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ShoppingTools"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 47
    instance-of v0, p1, Ljava/lang/IllegalArgumentException;

    if-eqz v0, :cond_0

    .line 48
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments do not describe a shopping list"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 50
    :cond_0
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Shopping could not finish this request"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$onCreate$0(Lcom/brightfold/pantry/cetp/Tool;)Ljava/lang/Integer;
    .registers 2

    .line 37
    const/high16 v0, 0xa000000

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$onCreate$1(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Tool;Ljava/lang/String;)Ljava/lang/Boolean;
    .registers 5

    .line 38
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

    .line 38
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v1

    invoke-virtual {p0, v1}, Lcom/brightfold/pantry/cetp/Access;->solePackage(I)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v1, p0, p2}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Tool;)V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 39
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

.method private static noTables()Ljava/lang/UnsupportedOperationException;
    .registers 4

    .line 77
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

    .line 55
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 56
    const-string v2, "name"

    const-string v3, "shopping.read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "See shopping lists"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 57
    const-string v2, "description"

    const-string v3, "List names, lines and prices"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "read"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 58
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 56
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 59
    const-string v2, "name"

    const-string v3, "shopping.write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Change shopping lists"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 60
    const-string v2, "description"

    const-string v3, "Add lines to lists"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 61
    const-string v2, "sensitivity"

    const-string v3, "personal"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 59
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 62
    const-string v2, "name"

    const-string v3, "shopping.order"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "title"

    const-string v3, "Place grocery orders"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 63
    const-string v2, "description"

    const-string v3, "Order a list and pay with the linked account"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "access"

    const-string v3, "write"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 64
    const-string v2, "sensitivity"

    const-string v3, "financial"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 62
    invoke-virtual {v0, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 55
    return-object v0

    :catch_0
    move-exception v4

    .line 66
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 72
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/brightfold/pantry/cetp/Caller;->of(ILjava/lang/String;)Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v2

    .line 73
    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->host:Lcom/brightfold/pantry/cetp/ToolHost;

    invoke-virtual {v0, p1, p3, v2}, Lcom/brightfold/pantry/cetp/ToolHost;->call(Ljava/lang/String;Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 97
    invoke-static {}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 87
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 92
    invoke-static {}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public onCreate()Z
    .registers 17

    .line 31
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->getContext()Landroid/content/Context;

    move-result-object v13

    .line 32
    invoke-static {v13}, Lcom/brightfold/pantry/data/PantryDb;->get(Landroid/content/Context;)Lcom/brightfold/pantry/data/PantryDb;

    move-result-object v14

    .line 33
    new-instance v15, Lcom/brightfold/pantry/cetp/Access;

    invoke-direct {v15, v13, v14}, Lcom/brightfold/pantry/cetp/Access;-><init>(Landroid/content/Context;Lcom/brightfold/pantry/data/PantryDb;)V

    .line 34
    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost;

    .line 35
    invoke-static {}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->scopes()Lorg/json/JSONArray;

    move-result-object v6

    new-instance v7, Lcom/brightfold/pantry/shopping/ShoppingTools;

    invoke-direct {v7, v13, v14}, Lcom/brightfold/pantry/shopping/ShoppingTools;-><init>(Landroid/content/Context;Lcom/brightfold/pantry/data/PantryDb;)V

    invoke-virtual {v7}, Lcom/brightfold/pantry/shopping/ShoppingTools;->all()Ljava/util/List;

    move-result-object v7

    new-instance v8, Lcom/brightfold/pantry/cetp/Confirmations;

    new-instance v11, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v11}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-direct {v8, v13, v11}, Lcom/brightfold/pantry/cetp/Confirmations;-><init>(Landroid/content/Context;Ljava/util/function/Function;)V

    new-instance v9, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v9, v15}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/brightfold/pantry/cetp/Access;)V

    new-instance v10, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v10}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda2;-><init>()V

    .line 41
    const/4 v12, 0x2

    invoke-static {v12}, Ljava/util/concurrent/Executors;->newFixedThreadPool(I)Ljava/util/concurrent/ExecutorService;

    move-result-object v12

    move-object v2, v1

    const-string v3, "com.brightfold.pantry.shopping"

    const-string v4, "Brightfold Shopping"

    const-string v5, "Shopping lists and grocery orders"

    move-object v11, v14

    invoke-direct/range {v2 .. v12}, Lcom/brightfold/pantry/cetp/ToolHost;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/List;Lcom/brightfold/pantry/cetp/Confirmations;Ljava/util/function/BiPredicate;Ljava/util/function/BiFunction;Lcom/brightfold/pantry/data/PantryDb;Ljava/util/concurrent/Executor;)V

    move-object/from16 v0, p0

    iput-object v1, v0, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->host:Lcom/brightfold/pantry/cetp/ToolHost;

    .line 42
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 82
    invoke-static {}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 102
    invoke-static {}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->noTables()Ljava/lang/UnsupportedOperationException;

    move-result-object v0

    throw v0
.end method
