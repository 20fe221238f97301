.class public final Lcom/tallyspring/budget/budget/BudgetProvider;
.super Lcom/tallyspring/budget/cetp/AppToolProvider;
.source "BudgetProvider.java"


# static fields
.field private static final CATEGORY_COLUMNS:[Ljava/lang/String;

.field private static final CONFIRMED_IN_CHAT:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            ">;"
        }
    .end annotation
.end field

.field private static final PAIRED_SESSION:Ljava/util/function/Function;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Function<",
            "Lcom/tallyspring/budget/cetp/ProviderRequest;",
            "Lcom/tallyspring/budget/cetp/AccessDecision;",
            ">;"
        }
    .end annotation
.end field

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallyspring.budget"

.field private static final ROW:Ljava/util/function/BiFunction;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/BiFunction<",
            "Lcom/tallyspring/budget/data/Category;",
            "Ljava/util/Map<",
            "Ljava/lang/Long;",
            "Ljava/lang/Long;",
            ">;",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation
.end field

.field private static final SCOPES:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/tallyspring/budget/cetp/Scope;",
            ">;"
        }
    .end annotation
.end field

.field private static final TOOLS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallyspring/budget/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end field

.field private static final TOTAL_COLUMNS:[Ljava/lang/String;

.field private static final WIDGET_QUERIES:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Landroid/database/sqlite/SQLiteDatabase;",
            "Landroid/database/Cursor;",
            ">;>;"
        }
    .end annotation
.end field


# instance fields
.field private budget:Lcom/tallyspring/budget/data/BudgetRepo;

.field private final handlers:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/tallyspring/budget/budget/BudgetTool;",
            "Lcom/tallyspring/budget/cetp/ToolHandler;",
            ">;"
        }
    .end annotation
.end field

.field private policy:Lcom/tallyspring/budget/cetp/CallerPolicy;


# direct methods
.method static constructor <clinit>()V
    .registers 7

    .line 47
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "name"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "limit_cents"

    aput-object v3, v0, v2

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->CATEGORY_COLUMNS:[Ljava/lang/String;

    .line 48
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "category_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "SUM(amount_cents) AS spent_cents"

    aput-object v3, v0, v2

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->TOTAL_COLUMNS:[Ljava/lang/String;

    .line 50
    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetTool;->values()[Lcom/tallyspring/budget/budget/BudgetTool;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda21;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda21;-><init>()V

    .line 51
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda22;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda22;-><init>()V

    .line 52
    invoke-static {}, Ljava/util/function/Function;->identity()Ljava/util/function/Function;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda23;

    invoke-direct {v3}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda23;-><init>()V

    new-instance v4, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda24;

    invoke-direct {v4}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda24;-><init>()V

    invoke-static {v1, v2, v3, v4}, Ljava/util/stream/Collectors;->toMap(Ljava/util/function/Function;Ljava/util/function/Function;Ljava/util/function/BinaryOperator;Ljava/util/function/Supplier;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->TOOLS:Ljava/util/Map;

    .line 55
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/tallyspring/budget/cetp/Scope;

    .line 56
    const-string v3, "budget.read"

    const-string v4, "See your budget"

    const-string v5, "Categories, limits and monthly spending"

    const-string v6, "financial"

    invoke-static {v3, v4, v5, v6}, Lcom/tallyspring/budget/cetp/Scope;->read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/tallyspring/budget/cetp/Scope;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 57
    const-string v3, "budget.write"

    const-string v4, "Change your budget"

    const-string v5, "Add expenses, change limits, delete categories"

    const-string v6, "financial"

    invoke-static {v3, v4, v5, v6}, Lcom/tallyspring/budget/cetp/Scope;->write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/tallyspring/budget/cetp/Scope;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 55
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->SCOPES:Ljava/util/List;

    .line 61
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->WIDGET_QUERIES:Ljava/util/Map;

    .line 64
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->WIDGET_QUERIES:Ljava/util/Map;

    new-instance v2, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda25;

    invoke-direct {v2}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda25;-><init>()V

    const-string v1, "categories"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->WIDGET_QUERIES:Ljava/util/Map;

    new-instance v2, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda26;

    invoke-direct {v2}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda26;-><init>()V

    const-string v1, "month_totals"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 71
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda27;

    invoke-direct {v0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda27;-><init>()V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->CONFIRMED_IN_CHAT:Ljava/util/function/Predicate;

    .line 75
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda28;

    invoke-direct {v0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda28;-><init>()V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->PAIRED_SESSION:Ljava/util/function/Function;

    .line 78
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda29;

    invoke-direct {v0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda29;-><init>()V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->ROW:Ljava/util/function/BiFunction;

    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 45
    invoke-direct {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;-><init>()V

    .line 81
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/tallyspring/budget/budget/BudgetTool;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    return-void
.end method

.method private activeCategory(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Category;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;
        }
    .end annotation

    .line 233
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "category_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/data/BudgetRepo;->find(J)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda18;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda18;-><init>()V

    .line 234
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda19;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda19;-><init>()V

    .line 235
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/data/Category;

    .line 233
    return-object v0
.end method

.method private addExpense(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 212
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/budget/BudgetProvider;->activeCategory(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Category;

    move-result-object v9

    .line 213
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v9}, Lcom/tallyspring/budget/data/Category;->id()J

    move-result-wide v1

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "amount_cents"

    const-wide/16 v5, 0x0

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v3

    .line 214
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "merchant"

    const/4 v7, 0x0

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetProvider;->today()Ljava/lang/String;

    move-result-object v8

    const-string v7, "spent_on"

    invoke-virtual {v6, v7, v8}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 213
    invoke-virtual/range {v0 .. v6}, Lcom/tallyspring/budget/data/BudgetRepo;->addExpense(JJLjava/lang/String;Ljava/lang/String;)J

    move-result-wide v10

    .line 215
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "expense_id"

    invoke-virtual {v0, v1, v10, v11}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private deleteCategory(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 226
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "category_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/data/BudgetRepo;->find(J)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda17;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda17;-><init>()V

    .line 227
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/data/Category;

    move-object v5, v0

    .line 228
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v5}, Lcom/tallyspring/budget/data/Category;->id()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/data/BudgetRepo;->deleteCategory(J)I

    move-result v6

    .line 229
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "deleted"

    const/4 v2, 0x1

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "moved_expenses"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$activeCategory$20(Lcom/tallyspring/budget/data/Category;)Z
    .registers 2

    .line 234
    invoke-virtual {p0}, Lcom/tallyspring/budget/data/Category;->archived()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$activeCategory$21()Lcom/tallyspring/budget/cetp/CetpException;
    .registers 2

    .line 235
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v1, "INVALID_ARGS"

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$confirmationGate$10(Ljava/util/function/Function;Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;
    .registers 3

    .line 173
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->CONFIRMED_IN_CHAT:Ljava/util/function/Predicate;

    invoke-interface {v0, p1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;->CONFIRMED:Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    goto :goto_0

    :cond_0
    invoke-interface {p0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;

    :goto_0
    return-object v0
.end method

.method static synthetic lambda$deleteCategory$19()Lcom/tallyspring/budget/cetp/CetpException;
    .registers 2

    .line 227
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v1, "INVALID_ARGS"

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$listCategories$13(Lcom/tallyspring/budget/data/Category;)Z
    .registers 2

    .line 192
    invoke-virtual {p0}, Lcom/tallyspring/budget/data/Category;->archived()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$listCategories$14(Lcom/tallyspring/budget/data/Category;)Z
    .registers 2

    .line 193
    const/4 v0, 0x1

    return v0
.end method

.method static synthetic lambda$listCategories$15(Ljava/util/Map;Lcom/tallyspring/budget/data/Category;)Lorg/json/JSONObject;
    .registers 3

    .line 197
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->ROW:Ljava/util/function/BiFunction;

    invoke-interface {v0, p1, p0}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method static synthetic lambda$promptByPolicy$11(Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 5

    .line 179
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limit_cents"

    const-wide/16 v2, -0x1

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/16 v2, 0x0

    cmp-long v0, v0, v2

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$setLimit$18()Lcom/tallyspring/budget/cetp/CetpException;
    .registers 2

    .line 221
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v1, "CONFLICT"

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$spendingSummary$16(Ljava/util/Map;Lcom/tallyspring/budget/data/Category;)Z
    .registers 5

    .line 205
    invoke-virtual {p1}, Lcom/tallyspring/budget/data/Category;->archived()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p1}, Lcom/tallyspring/budget/data/Category;->id()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-interface {p0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$spendingSummary$17(Ljava/util/Map;Lcom/tallyspring/budget/data/Category;)Lorg/json/JSONObject;
    .registers 3

    .line 206
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->ROW:Ljava/util/function/BiFunction;

    invoke-interface {v0, p1, p0}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    return-object v0
.end method

.method static synthetic lambda$static$0(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolDescriptor;
    .registers 2

    .line 52
    return-object p0
.end method

.method static synthetic lambda$static$1()Ljava/util/LinkedHashMap;
    .registers 1

    .line 53
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$static$2(Landroid/database/sqlite/SQLiteDatabase;)Landroid/database/Cursor;
    .registers 9

    .line 64
    sget-object v2, Lcom/tallyspring/budget/budget/BudgetProvider;->CATEGORY_COLUMNS:[Ljava/lang/String;

    move-object v0, p0

    const-string v1, "categories"

    const-string v3, "archived = 0"

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name ASC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$static$3(Landroid/database/sqlite/SQLiteDatabase;)Landroid/database/Cursor;
    .registers 9

    .line 66
    sget-object v2, Lcom/tallyspring/budget/budget/BudgetProvider;->TOTAL_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    .line 67
    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetProvider;->thisMonth()Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x0

    aput-object v7, v4, v6

    .line 66
    move-object v0, p0

    const-string v1, "expenses"

    const-string v3, "month = ?"

    const-string v5, "category_id"

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$static$4(Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 4

    .line 72
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$static$5(Lcom/tallyspring/budget/cetp/ProviderRequest;)Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 2

    .line 75
    invoke-static {}, Lcom/tallyspring/budget/cetp/AccessDecision;->allow()Lcom/tallyspring/budget/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$static$6(Lcom/tallyspring/budget/data/Category;Ljava/util/Map;)Lorg/json/JSONObject;
    .registers 7

    .line 79
    invoke-virtual {p0}, Lcom/tallyspring/budget/data/Category;->id()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-wide/16 v3, 0x0

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    invoke-interface {p1, v2, v3}, Ljava/util/Map;->getOrDefault(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Long;

    invoke-virtual {v1}, Ljava/lang/Long;->longValue()J

    move-result-wide v1

    invoke-virtual {p0, v1, v2}, Lcom/tallyspring/budget/data/Category;->toJson(J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private listCategories(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 192
    new-instance v3, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda11;

    invoke-direct {v3}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda11;-><init>()V

    .line 193
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "include_archived"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-eqz v0, :cond_0

    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda12;

    invoke-direct {v0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda12;-><init>()V

    goto :goto_0

    :cond_0
    move-object v0, v3

    :goto_0
    move-object v4, v0

    .line 194
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetProvider;->thisMonth()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyspring/budget/data/BudgetRepo;->spentIn(Ljava/lang/String;)Ljava/util/Map;

    move-result-object v5

    .line 195
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/BudgetRepo;->categories()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    .line 196
    invoke-interface {v0, v4}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda13;

    invoke-direct {v1, v5}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda13;-><init>(Ljava/util/Map;)V

    .line 197
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 198
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v6, v0

    .line 199
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v6}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "categories"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private setLimit(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 219
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/budget/BudgetProvider;->activeCategory(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Category;

    move-result-object v7

    .line 220
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v7}, Lcom/tallyspring/budget/data/Category;->id()J

    move-result-wide v1

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "limit_cents"

    const-wide/16 v5, 0x0

    invoke-virtual {v3, v4, v5, v6}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/tallyspring/budget/data/BudgetRepo;->setLimit(JJ)Z

    .line 221
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v7}, Lcom/tallyspring/budget/data/Category;->id()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/data/BudgetRepo;->find(J)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda16;

    invoke-direct {v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda16;-><init>()V

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/data/Category;

    move-object v8, v0

    .line 222
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    sget-object v2, Lcom/tallyspring/budget/budget/BudgetProvider;->ROW:Ljava/util/function/BiFunction;

    iget-object v4, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetProvider;->thisMonth()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Lcom/tallyspring/budget/data/BudgetRepo;->spentIn(Ljava/lang/String;)Ljava/util/Map;

    move-result-object v4

    invoke-interface {v2, v8, v4}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v1, "category"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private spendingSummary(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 203
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetProvider;->thisMonth()Ljava/lang/String;

    move-result-object v3

    const-string v2, "month"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/tallyspring/budget/data/BudgetRepo;->spentIn(Ljava/lang/String;)Ljava/util/Map;

    move-result-object v4

    .line 204
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/BudgetRepo;->categories()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda14;

    invoke-direct {v1, v4}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda14;-><init>(Ljava/util/Map;)V

    .line 205
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda15;

    invoke-direct {v1, v4}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda15;-><init>(Ljava/util/Map;)V

    .line 206
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 207
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v5, v0

    .line 208
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "categories"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private static thisMonth()Ljava/lang/String;
    .registers 4

    .line 239
    new-instance v0, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM"

    invoke-direct {v0, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    new-instance v1, Ljava/util/Date;

    invoke-direct {v1}, Ljava/util/Date;-><init>()V

    invoke-virtual {v0, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private static today()Ljava/lang/String;
    .registers 4

    .line 243
    new-instance v0, Ljava/text/SimpleDateFormat;

    sget-object v3, Ljava/util/Locale;->US:Ljava/util/Locale;

    const-string v2, "yyyy-MM-dd"

    invoke-direct {v0, v2, v3}, Ljava/text/SimpleDateFormat;-><init>(Ljava/lang/String;Ljava/util/Locale;)V

    new-instance v1, Ljava/util/Date;

    invoke-direct {v1}, Ljava/util/Date;-><init>()V

    invoke-virtual {v0, v1}, Ljava/text/SimpleDateFormat;->format(Ljava/util/Date;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method protected authorize(Lcom/tallyspring/budget/cetp/ProviderRequest;)Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 7

    .line 166
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ProviderRequest;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ProviderRequest;->requestId()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "authorize "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "TallyTools"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 167
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->PAIRED_SESSION:Ljava/util/function/Function;

    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/AccessDecision;

    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 108
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 109
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v3, v0

    .line 110
    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, p0, v3, v2}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda5;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;Landroid/os/Bundle;I)V

    invoke-virtual {p0, p1, v3, v2, v1}, Lcom/tallyspring/budget/budget/BudgetProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;ILjava/util/function/Supplier;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected callerPolicy()Lcom/tallyspring/budget/cetp/CallerPolicy;
    .registers 2

    .line 161
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->policy:Lcom/tallyspring/budget/cetp/CallerPolicy;

    return-object v0
.end method

.method protected confirmationGate()Ljava/util/function/Function;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            "Lcom/tallyspring/budget/cetp/ApprovalStore$Verdict;",
            ">;"
        }
    .end annotation

    .line 172
    invoke-super {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->confirmationGate()Ljava/util/function/Function;

    move-result-object v1

    .line 173
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda8;-><init>(Ljava/util/function/Function;)V

    return-object v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 136
    const-string v0, "Track spending against your monthly budget."

    return-object v0
.end method

.method protected handlerFor(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolHandler;
    .registers 4

    .line 156
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    invoke-static {p1}, Lcom/tallyspring/budget/budget/BudgetTool;->of(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/budget/BudgetTool;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ToolHandler;

    return-object v0
.end method

.method public synthetic lambda$call$7$com-tallyspring-budget-budget-BudgetProvider(ILjava/lang/String;)Ljava/util/Optional;
    .registers 4

    .line 111
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->sessions:Lcom/tallyspring/budget/cetp/SessionStore;

    invoke-virtual {v0, p2, p1}, Lcom/tallyspring/budget/cetp/SessionStore;->find(Ljava/lang/String;I)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$call$8$com-tallyspring-budget-budget-BudgetProvider(Landroid/os/Bundle;I)Ljava/util/Optional;
    .registers 5

    .line 110
    const-string v1, "session_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;

    invoke-direct {v1, p0, p2}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda20;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;I)V

    .line 111
    invoke-virtual {v0, v1}, Ljava/util/Optional;->flatMap(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 110
    return-object v0
.end method

.method public synthetic lambda$query$9$com-tallyspring-budget-budget-BudgetProvider(Ljava/util/function/Function;)Landroid/database/Cursor;
    .registers 4

    .line 118
    iget-object v1, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-virtual {v1}, Lcom/tallyspring/budget/data/BudgetRepo;->readable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-interface {p1, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/database/Cursor;

    return-object v0
.end method

.method public synthetic lambda$resolutions$12$com-tallyspring-budget-budget-BudgetProvider(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 184
    invoke-virtual {p0}, Lcom/tallyspring/budget/budget/BudgetProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    new-instance v2, Landroid/content/Intent;

    .line 185
    invoke-virtual {p0}, Lcom/tallyspring/budget/budget/BudgetProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const-class v5, Lcom/tallyspring/budget/budget/ConfirmBudgetActivity;

    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v3, "com.tallyspring.budget.extra.RESUME_TOKEN"

    invoke-virtual {v2, v3, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 184
    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 11

    .line 87
    invoke-super {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->onCreate()Z

    .line 88
    invoke-virtual {p0}, Lcom/tallyspring/budget/budget/BudgetProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyspring/budget/data/LedgerDb;->get(Landroid/content/Context;)Lcom/tallyspring/budget/data/LedgerDb;

    move-result-object v8

    .line 89
    new-instance v1, Lcom/tallyspring/budget/data/BudgetRepo;

    invoke-direct {v1, v8}, Lcom/tallyspring/budget/data/BudgetRepo;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    iput-object v1, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->budget:Lcom/tallyspring/budget/data/BudgetRepo;

    .line 90
    new-instance v1, Lcom/tallyspring/budget/budget/SignedAppPolicy;

    invoke-virtual {p0}, Lcom/tallyspring/budget/budget/BudgetProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    new-instance v4, Lcom/tallyspring/budget/data/Pairings;

    invoke-direct {v4, v8}, Lcom/tallyspring/budget/data/Pairings;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    const-string v5, "com.tallyspring.budget"

    invoke-direct {v1, v3, v4, v5}, Lcom/tallyspring/budget/budget/SignedAppPolicy;-><init>(Landroid/content/Context;Lcom/tallyspring/budget/data/Pairings;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->policy:Lcom/tallyspring/budget/cetp/CallerPolicy;

    .line 91
    const-string v0, "category_id"

    const-wide/16 v1, 0x1

    const-wide v3, 0x7fffffffffffffffL

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v9

    .line 92
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/budget/BudgetTool;->LIST_CATEGORIES:Lcom/tallyspring/budget/budget/BudgetTool;

    new-instance v2, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda0;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 93
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/budget/BudgetTool;->SPENDING_SUMMARY:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 94
    const-string v2, "month"

    const-string v3, "[0-9]{4}-(0[1-9]|1[0-2])"

    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->optionalText(Ljava/lang/String;Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda1;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    .line 93
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 95
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/budget/BudgetTool;->ADD_EXPENSE:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 96
    const-string v3, "amount_cents"

    const-wide/16 v4, 0x1

    const-wide/32 v6, 0x5f5e100

    invoke-static {v3, v4, v5, v6, v7}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v3

    invoke-interface {v9, v3}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    .line 97
    const-string v3, "merchant"

    const-string v4, "[\\p{L}\\p{N} .,&\'-]{1,80}"

    invoke-static {v3, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->optionalText(Ljava/lang/String;Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    .line 98
    const-string v3, "spent_on"

    const-string v4, "[0-9]{4}-[0-9]{2}-[0-9]{2}"

    invoke-static {v3, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->optionalText(Ljava/lang/String;Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda2;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    .line 95
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 99
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/budget/BudgetTool;->SET_CATEGORY_LIMIT:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 100
    const-string v3, "limit_cents"

    const-wide/16 v4, 0x0

    const-wide/32 v6, 0x5f5e100

    invoke-static {v3, v4, v5, v6, v7}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v3

    invoke-interface {v9, v3}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda3;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda3;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    .line 99
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 101
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/budget/BudgetTool;->DELETE_CATEGORY:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 102
    const-string v2, "category_id"

    const-wide/16 v3, 0x2

    const-wide v5, 0x7fffffffffffffffL

    invoke-static {v2, v3, v4, v5, v6}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda4;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda4;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    .line 101
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 103
    const/4 v0, 0x1

    return v0
.end method

.method protected promptByPolicy()Ljava/util/function/Predicate;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Predicate<",
            "Lcom/tallyspring/budget/cetp/ToolCall;",
            ">;"
        }
    .end annotation

    .line 179
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda9;

    invoke-direct {v0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda9;-><init>()V

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 126
    const-string v0, "com.tallyspring.budget"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 131
    const-string v0, "Tallyspring Budget"

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 9

    .line 116
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/tallyspring/budget/budget/BudgetProvider;->WIDGET_QUERIES:Ljava/util/Map;

    .line 117
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda6;

    invoke-direct {v2, v1}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda6;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda7;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    .line 118
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 119
    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/database/Cursor;

    .line 116
    return-object v0
.end method

.method protected resolutions()Ljava/util/function/Function;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Ljava/lang/String;",
            "Landroid/app/PendingIntent;",
            ">;"
        }
    .end annotation

    .line 184
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda10;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/budget/BudgetProvider$$ExternalSyntheticLambda10;-><init>(Lcom/tallyspring/budget/budget/BudgetProvider;)V

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 141
    const-string v0, "budget-14"

    return-object v0
.end method

.method protected scopes()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/tallyspring/budget/cetp/Scope;",
            ">;"
        }
    .end annotation

    .line 146
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->SCOPES:Ljava/util/List;

    return-object v0
.end method

.method protected tools()Ljava/util/Map;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallyspring/budget/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation

    .line 151
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetProvider;->TOOLS:Ljava/util/Map;

    return-object v0
.end method
