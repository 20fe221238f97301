.class public final Lcom/tallyspring/budget/bills/BillsProvider;
.super Lcom/tallyspring/budget/cetp/AppToolProvider;
.source "BillsProvider.java"


# static fields
.field private static final PROMPT_ABOVE_CENTS:J = 0xc350L

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallyspring.budget.bills"

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

.field private static final WIDGET_COLUMNS:[Ljava/lang/String;

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
.field private bills:Lcom/tallyspring/budget/data/BillRepo;

.field private final handlers:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/tallyspring/budget/bills/BillTool;",
            "Lcom/tallyspring/budget/cetp/ToolHandler;",
            ">;"
        }
    .end annotation
.end field

.field private policy:Lcom/tallyspring/budget/cetp/CallerPolicy;


# direct methods
.method static constructor <clinit>()V
    .registers 7

    .line 46
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "_id"

    aput-object v3, v0, v2

    const/4 v2, 0x1

    const-string v3, "payee"

    aput-object v3, v0, v2

    const/4 v2, 0x2

    const-string v3, "amount_cents"

    aput-object v3, v0, v2

    const/4 v2, 0x3

    const-string v3, "due_on"

    aput-object v3, v0, v2

    sput-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->WIDGET_COLUMNS:[Ljava/lang/String;

    .line 48
    invoke-static {}, Lcom/tallyspring/budget/bills/BillTool;->values()[Lcom/tallyspring/budget/bills/BillTool;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda19;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda19;-><init>()V

    .line 49
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda20;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda20;-><init>()V

    .line 50
    invoke-static {}, Ljava/util/function/Function;->identity()Ljava/util/function/Function;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda21;

    invoke-direct {v3}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda21;-><init>()V

    new-instance v4, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda22;

    invoke-direct {v4}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda22;-><init>()V

    invoke-static {v1, v2, v3, v4}, Ljava/util/stream/Collectors;->toMap(Ljava/util/function/Function;Ljava/util/function/Function;Ljava/util/function/BinaryOperator;Ljava/util/function/Supplier;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    sput-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->TOOLS:Ljava/util/Map;

    .line 53
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/tallyspring/budget/cetp/Scope;

    .line 54
    const-string v3, "bills.read"

    const-string v4, "See your bills"

    const-string v5, "Payees, amounts and due dates of your bills"

    const-string v6, "financial"

    invoke-static {v3, v4, v5, v6}, Lcom/tallyspring/budget/cetp/Scope;->read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/tallyspring/budget/cetp/Scope;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 55
    const-string v3, "bills.pay"

    const-string v4, "Pay and schedule bills"

    const-string v5, "Schedule, send and cancel bill payments from your linked account"

    const-string v6, "financial"

    invoke-static {v3, v4, v5, v6}, Lcom/tallyspring/budget/cetp/Scope;->write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/tallyspring/budget/cetp/Scope;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 53
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->SCOPES:Ljava/util/List;

    .line 59
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->WIDGET_QUERIES:Ljava/util/Map;

    .line 62
    sget-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->WIDGET_QUERIES:Ljava/util/Map;

    new-instance v2, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda23;

    invoke-direct {v2}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda23;-><init>()V

    const-string v1, "upcoming"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 64
    return-void
.end method

.method public constructor <init>()V
    .registers 3

    .line 43
    invoke-direct {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;-><init>()V

    .line 66
    new-instance v0, Ljava/util/EnumMap;

    const-class v1, Lcom/tallyspring/budget/bills/BillTool;

    invoke-direct {v0, v1}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    return-void
.end method

.method private bill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;
        }
    .end annotation

    .line 224
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "bill_id"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/data/BillRepo;->find(J)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda18;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda18;-><init>()V

    .line 225
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/data/Bill;

    .line 224
    return-object v0
.end method

.method private cancelPayment(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 210
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "payment_id"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 211
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {v0, v4, v5}, Lcom/tallyspring/budget/data/BillRepo;->cancelScheduled(J)Z

    move-result v0

    if-nez v0, :cond_0

    .line 212
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 214
    :cond_0
    const-string v2, "cancelled"

    invoke-static {v4, v5, v2}, Lcom/tallyspring/budget/bills/BillsProvider;->payment(JLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private dueBill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;
        }
    .end annotation

    .line 229
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->bill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;

    move-result-object v2

    .line 230
    invoke-virtual {v2}, Lcom/tallyspring/budget/data/Bill;->isDue()Z

    move-result v0

    if-nez v0, :cond_0

    .line 231
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v1, "CONFLICT"

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 233
    :cond_0
    return-object v2
.end method

.method private getBill(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 189
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->bill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;

    move-result-object v3

    .line 190
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {v3}, Lcom/tallyspring/budget/data/Bill;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "bill"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$authorize$6(Lcom/tallyspring/budget/cetp/ProviderRequest;)Z
    .registers 3

    .line 155
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ProviderRequest;->session()Lcom/tallyspring/budget/cetp/SessionStore$Session;

    move-result-object v0

    invoke-virtual {v0}, Lcom/tallyspring/budget/cetp/SessionStore$Session;->uid()I

    move-result v0

    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ProviderRequest;->callerUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$authorize$7(Lcom/tallyspring/budget/cetp/ProviderRequest;)Z
    .registers 3

    .line 156
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ProviderRequest;->grantedScopes()Ljava/util/Set;

    move-result-object v0

    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ProviderRequest;->requestedScopes()Ljava/util/List;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Set;->containsAll(Ljava/util/Collection;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$authorize$8(Lcom/tallyspring/budget/cetp/ProviderRequest;)Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 2

    .line 159
    invoke-static {}, Lcom/tallyspring/budget/cetp/AccessDecision;->allow()Lcom/tallyspring/budget/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$authorize$9()Lcom/tallyspring/budget/cetp/AccessDecision;
    .registers 1

    .line 160
    const-string v0, "PERMISSION_DENIED"

    invoke-static {v0}, Lcom/tallyspring/budget/cetp/AccessDecision;->deny(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/AccessDecision;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$bill$13()Lcom/tallyspring/budget/cetp/CetpException;
    .registers 2

    .line 225
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v1, "INVALID_ARGS"

    invoke-direct {v0, v1}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$listBills$12(Ljava/lang/String;Lcom/tallyspring/budget/data/Bill;)Z
    .registers 3

    .line 181
    invoke-virtual {p1, p0}, Lcom/tallyspring/budget/data/Bill;->hasStatus(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$onCreate$3(Lorg/json/JSONObject;)Z
    .registers 3

    .line 78
    const-string v1, "limit"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$promptByPolicy$10(Lcom/tallyspring/budget/cetp/ToolCall;)Z
    .registers 5

    .line 165
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "amount_cents"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    const-wide/32 v2, 0xc350

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$static$0(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolDescriptor;
    .registers 2

    .line 50
    return-object p0
.end method

.method static synthetic lambda$static$1()Ljava/util/LinkedHashMap;
    .registers 1

    .line 51
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    return-object v0
.end method

.method static synthetic lambda$static$2(Landroid/database/sqlite/SQLiteDatabase;)Landroid/database/Cursor;
    .registers 9

    .line 62
    sget-object v2, Lcom/tallyspring/budget/bills/BillsProvider;->WIDGET_COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    const-string v7, "due"

    aput-object v7, v4, v6

    move-object v0, p0

    const-string v1, "bills"

    const-string v3, "status = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "due_on ASC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method private listBills(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 178
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    const-string v2, "due"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 179
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "limit"

    const/16 v2, 0x14

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v4

    .line 180
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {v0}, Lcom/tallyspring/budget/data/BillRepo;->all()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda16;

    invoke-direct {v1, v3}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda16;-><init>(Ljava/lang/String;)V

    .line 181
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    int-to-long v1, v4

    .line 182
    invoke-interface {v0, v1, v2}, Ljava/util/stream/Stream;->limit(J)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda17;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda17;-><init>()V

    .line 183
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 184
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v5, v0

    .line 185
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "bills"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private markPaid(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 218
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->bill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;

    move-result-object v5

    .line 219
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {v5}, Lcom/tallyspring/budget/data/Bill;->id()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lcom/tallyspring/budget/data/BillRepo;->markPaid(J)Z

    .line 220
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {v5}, Lcom/tallyspring/budget/data/Bill;->id()J

    move-result-wide v3

    invoke-virtual {v2, v3, v4}, Lcom/tallyspring/budget/data/BillRepo;->find(J)Ljava/util/Optional;

    move-result-object v2

    invoke-virtual {v2, v5}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/tallyspring/budget/data/Bill;

    invoke-virtual {v2}, Lcom/tallyspring/budget/data/Bill;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "bill"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private payNow(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 10
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 204
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->dueBill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;

    move-result-object v5

    .line 205
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "amount_cents"

    const-wide/16 v3, 0x0

    invoke-virtual {v1, v2, v3, v4}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v1

    invoke-static {}, Lcom/tallyspring/budget/bills/BillsProvider;->today()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v5, v1, v2, v3}, Lcom/tallyspring/budget/data/BillRepo;->payNow(Lcom/tallyspring/budget/data/Bill;JLjava/lang/String;)J

    move-result-wide v6

    .line 206
    const-string v1, "sent"

    invoke-static {v6, v7, v1}, Lcom/tallyspring/budget/bills/BillsProvider;->payment(JLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private static payment(JLjava/lang/String;)Lorg/json/JSONObject;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 237
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "payment_id"

    invoke-virtual {v0, v1, p0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "status"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private schedulePayment(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 194
    invoke-direct {p0, p1}, Lcom/tallyspring/budget/bills/BillsProvider;->dueBill(Lcom/tallyspring/budget/cetp/ToolCall;)Lcom/tallyspring/budget/data/Bill;

    move-result-object v6

    .line 195
    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "pay_on"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 196
    invoke-static {}, Lcom/tallyspring/budget/bills/BillsProvider;->today()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v7, v1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v0

    if-gez v0, :cond_0

    .line 197
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 199
    :cond_0
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {p1}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "amount_cents"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v2

    invoke-virtual {v0, v6, v2, v3, v7}, Lcom/tallyspring/budget/data/BillRepo;->schedule(Lcom/tallyspring/budget/data/Bill;JLjava/lang/String;)J

    move-result-wide v8

    .line 200
    const-string v2, "scheduled"

    invoke-static {v8, v9, v2}, Lcom/tallyspring/budget/bills/BillsProvider;->payment(JLjava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method private static today()Ljava/lang/String;
    .registers 4

    .line 241
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
    .registers 6

    .line 155
    new-instance v2, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda10;

    invoke-direct {v2}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda10;-><init>()V

    .line 156
    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda11;

    invoke-direct {v3}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda11;-><init>()V

    .line 157
    invoke-static {p1}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    .line 158
    invoke-interface {v2, v3}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda12;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda12;-><init>()V

    .line 159
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda13;

    invoke-direct {v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda13;-><init>()V

    .line 160
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/AccessDecision;

    .line 157
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 94
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 95
    if-eqz p3, :cond_0

    move-object v0, p3

    goto :goto_0

    :cond_0
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :goto_0
    move-object v3, v0

    .line 97
    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0, v2}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda7;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;I)V

    invoke-virtual {p0, p1, v3, v2, v1}, Lcom/tallyspring/budget/bills/BillsProvider;->serve(Ljava/lang/String;Landroid/os/Bundle;ILjava/util/function/Supplier;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected callerPolicy()Lcom/tallyspring/budget/cetp/CallerPolicy;
    .registers 2

    .line 150
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->policy:Lcom/tallyspring/budget/cetp/CallerPolicy;

    return-object v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 125
    const-string v0, "See, schedule and pay your household bills."

    return-object v0
.end method

.method protected handlerFor(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/cetp/ToolHandler;
    .registers 4

    .line 145
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    invoke-static {p1}, Lcom/tallyspring/budget/bills/BillTool;->of(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/bills/BillTool;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ToolHandler;

    return-object v0
.end method

.method public synthetic lambda$call$4$com-tallyspring-budget-bills-BillsProvider(I)Ljava/util/Optional;
    .registers 3

    .line 97
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->sessions:Lcom/tallyspring/budget/cetp/SessionStore;

    invoke-virtual {v0, p1}, Lcom/tallyspring/budget/cetp/SessionStore;->latestFor(I)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$query$5$com-tallyspring-budget-bills-BillsProvider(Ljava/util/function/Function;)Landroid/database/Cursor;
    .registers 4

    .line 107
    iget-object v1, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    invoke-virtual {v1}, Lcom/tallyspring/budget/data/BillRepo;->readable()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    invoke-interface {p1, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/database/Cursor;

    return-object v0
.end method

.method public synthetic lambda$resolutions$11$com-tallyspring-budget-bills-BillsProvider(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 170
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/BillsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    new-instance v2, Landroid/content/Intent;

    .line 171
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/BillsProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const-class v5, Lcom/tallyspring/budget/bills/ConfirmPaymentActivity;

    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v3, "com.tallyspring.budget.extra.RESUME_TOKEN"

    invoke-virtual {v2, v3, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 170
    const/high16 v3, 0x8000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 13

    .line 72
    invoke-super {p0}, Lcom/tallyspring/budget/cetp/AppToolProvider;->onCreate()Z

    .line 73
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/BillsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyspring/budget/data/LedgerDb;->get(Landroid/content/Context;)Lcom/tallyspring/budget/data/LedgerDb;

    move-result-object v8

    .line 74
    new-instance v1, Lcom/tallyspring/budget/data/BillRepo;

    invoke-direct {v1, v8}, Lcom/tallyspring/budget/data/BillRepo;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    iput-object v1, p0, Lcom/tallyspring/budget/bills/BillsProvider;->bills:Lcom/tallyspring/budget/data/BillRepo;

    .line 75
    new-instance v1, Lcom/tallyspring/budget/bills/PairedPackagePolicy;

    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/BillsProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    new-instance v4, Lcom/tallyspring/budget/data/Pairings;

    invoke-direct {v4, v8}, Lcom/tallyspring/budget/data/Pairings;-><init>(Lcom/tallyspring/budget/data/LedgerDb;)V

    const-string v5, "com.tallyspring.budget.bills"

    invoke-direct {v1, v3, v4, v5}, Lcom/tallyspring/budget/bills/PairedPackagePolicy;-><init>(Landroid/content/Context;Lcom/tallyspring/budget/data/Pairings;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallyspring/budget/bills/BillsProvider;->policy:Lcom/tallyspring/budget/cetp/CallerPolicy;

    .line 76
    const-string v0, "bill_id"

    const-wide/16 v1, 0x1

    const-wide v3, 0x7fffffffffffffffL

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v9

    .line 77
    const-string v0, "amount_cents"

    const-wide/16 v1, 0x1

    const-wide/32 v3, 0x989680

    invoke-static {v0, v1, v2, v3, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v10

    .line 78
    new-instance v11, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda0;

    invoke-direct {v11}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda0;-><init>()V

    .line 79
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/bills/BillTool;->LIST_BILLS:Lcom/tallyspring/budget/bills/BillTool;

    .line 80
    const-string v3, "limit"

    const-wide/16 v4, 0x1

    const-wide/16 v6, 0x32

    invoke-static {v3, v4, v5, v6, v7}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v3

    invoke-interface {v11, v3}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda1;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    .line 79
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 81
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/bills/BillTool;->GET_BILL:Lcom/tallyspring/budget/bills/BillTool;

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda2;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda2;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    invoke-static {v9, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 82
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/bills/BillTool;->SCHEDULE_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

    .line 83
    invoke-interface {v9, v10}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    const-string v3, "pay_on"

    const-string v4, "[0-9]{4}-[0-9]{2}-[0-9]{2}"

    invoke-static {v3, v4}, Lcom/tallyspring/budget/cetp/ToolHandler;->optionalText(Ljava/lang/String;Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda3;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda3;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    .line 82
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 85
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/bills/BillTool;->PAY_BILL_NOW:Lcom/tallyspring/budget/bills/BillTool;

    invoke-interface {v9, v10}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda4;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda4;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 86
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/bills/BillTool;->CANCEL_SCHEDULED_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

    .line 87
    const-string v2, "payment_id"

    const-wide/16 v3, 0x1

    const-wide v5, 0x7fffffffffffffffL

    invoke-static {v2, v3, v4, v5, v6}, Lcom/tallyspring/budget/cetp/ToolHandler;->longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;

    move-result-object v2

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda5;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda5;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    .line 86
    invoke-static {v2, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 88
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillsProvider;->handlers:Ljava/util/EnumMap;

    sget-object v1, Lcom/tallyspring/budget/bills/BillTool;->MARK_BILL_PAID:Lcom/tallyspring/budget/bills/BillTool;

    new-instance v3, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda6;

    invoke-direct {v3, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda6;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    invoke-static {v9, v3}, Lcom/tallyspring/budget/cetp/ToolHandler;->checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 89
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

    .line 165
    new-instance v0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda14;

    invoke-direct {v0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda14;-><init>()V

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 115
    const-string v0, "com.tallyspring.budget.bills"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 120
    const-string v0, "Tallyspring Bills"

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 12

    .line 102
    invoke-virtual {p0}, Lcom/tallyspring/budget/bills/BillsProvider;->fromThisApp()Z

    move-result v0

    if-nez v0, :cond_0

    .line 103
    move-object v0, p0

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    invoke-super/range {v0 .. v5}, Lcom/tallyspring/budget/cetp/AppToolProvider;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0

    .line 105
    :cond_0
    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/tallyspring/budget/bills/BillsProvider;->WIDGET_QUERIES:Ljava/util/Map;

    .line 106
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda8;

    invoke-direct {v2, v1}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda8;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda9;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    .line 107
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 108
    const/4 v1, 0x0

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/database/Cursor;

    .line 105
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

    .line 170
    new-instance v0, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda15;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/bills/BillsProvider$$ExternalSyntheticLambda15;-><init>(Lcom/tallyspring/budget/bills/BillsProvider;)V

    return-object v0
.end method

.method protected revision()Ljava/lang/String;
    .registers 2

    .line 130
    const-string v0, "bills-9"

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

    .line 135
    sget-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->SCOPES:Ljava/util/List;

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

    .line 140
    sget-object v0, Lcom/tallyspring/budget/bills/BillsProvider;->TOOLS:Ljava/util/Map;

    return-object v0
.end method
