.class public final Lio/kanbu/app/wallet/WalletBook;
.super Ljava/lang/Object;
.source "WalletBook.kt"


# static fields
.field public static final Companion:Lio/kanbu/app/wallet/WalletBook$Companion;

.field private static final KEY_BUDGETS:Ljava/lang/String; = "budgets.v1"

.field private static final KEY_EXPENSES:Ljava/lang/String; = "expenses.v1"


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/kanbu/app/wallet/WalletBook$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/wallet/WalletBook$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/kanbu/app/wallet/WalletBook;->Companion:Lio/kanbu/app/wallet/WalletBook$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3

    const-string v0, "prefs"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/wallet/WalletBook;->prefs:Landroid/content/SharedPreferences;

    return-void
.end method


# virtual methods
.method public final commit(Lio/kanbu/app/wallet/Ledger;Lkotlin/Pair;)V
    .registers 11

    const-string v1, "ledger"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "record"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 24
    invoke-virtual {p1}, Lio/kanbu/app/wallet/Ledger;->getExpenses()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Lio/kanbu/app/wallet/Expense;

    invoke-virtual {v6}, Lio/kanbu/app/wallet/Expense;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v4, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 25
    :cond_0
    iget-object v0, p0, Lio/kanbu/app/wallet/WalletBook;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 26
    invoke-virtual {v4}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expenses.v1"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 27
    new-instance v2, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lio/kanbu/app/wallet/Ledger;->getBudgets()Ljava/util/Map;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "budgets.v1"

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    .line 28
    invoke-virtual {p2}, Lkotlin/Pair;->getFirst()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {p2}, Lkotlin/Pair;->getSecond()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object v5

    .line 29
    invoke-interface {v5}, Landroid/content/SharedPreferences$Editor;->commit()Z

    move-result v0

    if-nez v0, :cond_1

    .line 38
    const/4 v7, 0x0

    .line 29
    const-string v7, "preferences commit failed"

    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v7}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 30
    :cond_1
    return-void
.end method

.method public final load()Lio/kanbu/app/wallet/Ledger;
    .registers 13

    .line 10
    new-instance v6, Ljava/util/LinkedHashMap;

    invoke-direct {v6}, Ljava/util/LinkedHashMap;-><init>()V

    .line 11
    new-instance v0, Lorg/json/JSONArray;

    iget-object v2, p0, Lio/kanbu/app/wallet/WalletBook;->prefs:Landroid/content/SharedPreferences;

    const-string v3, "expenses.v1"

    const/4 v4, 0x0

    invoke-interface {v2, v3, v4}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_0

    const-string v2, "[]"

    :cond_0
    invoke-direct {v0, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v7, v0

    .line 12
    const/4 v8, 0x0

    invoke-virtual {v7}, Lorg/json/JSONArray;->length()I

    move-result v9

    :goto_0
    if-ge v8, v9, :cond_1

    .line 13
    sget-object v0, Lio/kanbu/app/wallet/Expense;->Companion:Lio/kanbu/app/wallet/Expense$Companion;

    invoke-virtual {v7, v8}, Lorg/json/JSONArray;->getJSONObject(I)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "getJSONObject(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/wallet/Expense$Companion;->fromJson(Lorg/json/JSONObject;)Lio/kanbu/app/wallet/Expense;

    move-result-object v10

    .line 14
    move-object v0, v6

    check-cast v0, Ljava/util/Map;

    invoke-virtual {v10}, Lio/kanbu/app/wallet/Expense;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 12
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 16
    :cond_1
    new-instance v8, Ljava/util/LinkedHashMap;

    invoke-direct {v8}, Ljava/util/LinkedHashMap;-><init>()V

    .line 17
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lio/kanbu/app/wallet/WalletBook;->prefs:Landroid/content/SharedPreferences;

    const-string v3, "budgets.v1"

    const/4 v4, 0x0

    invoke-interface {v2, v3, v4}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_2

    const-string v2, "{}"

    :cond_2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v9, v0

    .line 18
    invoke-virtual {v9}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v0

    const-string v2, "keys(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    move-object v10, v0

    :goto_1
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Ljava/lang/String;

    move-object v0, v8

    check-cast v0, Ljava/util/Map;

    const-wide/16 v4, 0x0

    invoke-virtual {v9, v11, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_1

    .line 19
    :cond_3
    new-instance v0, Lio/kanbu/app/wallet/Ledger;

    move-object v2, v6

    check-cast v2, Ljava/util/Map;

    move-object v3, v8

    check-cast v3, Ljava/util/Map;

    invoke-direct {v0, v2, v3}, Lio/kanbu/app/wallet/Ledger;-><init>(Ljava/util/Map;Ljava/util/Map;)V

    return-object v0
.end method
