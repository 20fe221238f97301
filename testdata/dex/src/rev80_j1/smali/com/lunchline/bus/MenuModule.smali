.class public final Lcom/lunchline/bus/MenuModule;
.super Ljava/lang/Object;
.source "MenuModule.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method

.method static synthetic lambda$register$0(Lcom/lunchline/data/LunchStore;Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 16
    const-string v0, "text"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Lcom/lunchline/data/LunchStore;->searchDishes(Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 17
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I

    move-result v1

    .line 18
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 19
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "dishes"

    invoke-virtual {v2, v3, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {v2}, Lcom/lunchline/bus/CommandBus;->value(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v2

    return-object v2
.end method

.method static synthetic lambda$register$1(Lcom/lunchline/data/LunchStore;Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 23
    :try_start_0
    const-string v0, "dish"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, p2, v0}, Lcom/lunchline/data/LunchStore;->addFavorite(ILjava/lang/String;)J

    .line 24
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "saved"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/lunchline/bus/CommandBus;->value(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v0
    :try_end_0
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    .line 25
    :catch_0
    move-exception v0

    .line 26
    const-string v1, "INTERNAL_ERROR"

    invoke-virtual {v0}, Landroid/database/sqlite/SQLiteException;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lcom/lunchline/bus/CommandBus;->errorJson(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method static synthetic lambda$register$2(Lcom/lunchline/data/LunchStore;Lorg/json/JSONObject;I)Ljava/lang/String;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 30
    const-string v0, "confirmed"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_remove

    .line 31
    const-string v0, "LunchLine"

    const-string v1, "agent says confirmed; the provider asked the parent already"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 33
    :cond_remove
    const-string v0, "dish"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0, p2}, Lcom/lunchline/data/LunchStore;->removeFavorite(Ljava/lang/String;I)I

    .line 34
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "removed"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/lunchline/bus/CommandBus;->value(Lorg/json/JSONObject;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static register(Lcom/lunchline/bus/CommandBus;Lcom/lunchline/data/LunchStore;)V
    .registers 4

    .line 15
    new-instance v0, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda0;

    invoke-direct {v0, p1}, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda0;-><init>(Lcom/lunchline/data/LunchStore;)V

    const-string v1, "search_menu"

    invoke-virtual {p0, v1, v0}, Lcom/lunchline/bus/CommandBus;->register(Ljava/lang/String;Lcom/lunchline/bus/Command;)V

    .line 21
    new-instance v0, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda1;

    invoke-direct {v0, p1}, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda1;-><init>(Lcom/lunchline/data/LunchStore;)V

    const-string v1, "favorite_dish"

    invoke-virtual {p0, v1, v0}, Lcom/lunchline/bus/CommandBus;->register(Ljava/lang/String;Lcom/lunchline/bus/Command;)V

    .line 29
    new-instance v0, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda2;

    invoke-direct {v0, p1}, Lcom/lunchline/bus/MenuModule$$ExternalSyntheticLambda2;-><init>(Lcom/lunchline/data/LunchStore;)V

    const-string v1, "remove_favorite"

    invoke-virtual {p0, v1, v0}, Lcom/lunchline/bus/CommandBus;->register(Ljava/lang/String;Lcom/lunchline/bus/Command;)V

    .line 36
    return-void
.end method
