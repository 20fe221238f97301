.class public abstract enum Lcom/kestrel/ledger/budgets/BudgetTool;
.super Ljava/lang/Enum;
.source "BudgetTool.java"

# interfaces
.implements Lcom/kestrel/ledger/tools/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/kestrel/ledger/budgets/BudgetTool;",
        ">;",
        "Lcom/kestrel/ledger/tools/ToolHandler;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/kestrel/ledger/budgets/BudgetTool;

.field static final CARRY:Ljava/lang/String; = "carry."

.field static final CATEGORY:Ljava/util/regex/Pattern;

.field public static final enum GET_BUDGET:Lcom/kestrel/ledger/budgets/BudgetTool;

.field static final LIMIT:Ljava/lang/String; = "limit."

.field public static final enum MONTH_SUMMARY:Lcom/kestrel/ledger/budgets/BudgetTool;

.field static final PERIOD:Ljava/lang/String; = "period"

.field static final PROVIDER:Ljava/lang/String; = "com.kestrel.ledger.budgets"

.field public static final enum RESET_BUDGETS:Lcom/kestrel/ledger/budgets/BudgetTool;

.field public static final enum SET_LIMIT:Lcom/kestrel/ledger/budgets/BudgetTool;


# instance fields
.field final confirmationPolicy:Ljava/lang/String;

.field final description:Ljava/lang/String;

.field final destructive:Z

.field final effect:Ljava/lang/String;

.field final idempotent:Z

.field final inputSchema:Ljava/lang/String;

.field final outputSchema:Ljava/lang/String;

.field final risk:Ljava/lang/String;

.field final scope:Ljava/lang/String;

.field final screen:Lcom/kestrel/ledger/tools/ConfirmScreen;

.field final title:Ljava/lang/String;

.field final toolName:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/kestrel/ledger/budgets/BudgetTool;
    .registers 3

    .line 20
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/kestrel/ledger/budgets/BudgetTool;

    sget-object v2, Lcom/kestrel/ledger/budgets/BudgetTool;->GET_BUDGET:Lcom/kestrel/ledger/budgets/BudgetTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/budgets/BudgetTool;->MONTH_SUMMARY:Lcom/kestrel/ledger/budgets/BudgetTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/budgets/BudgetTool;->SET_LIMIT:Lcom/kestrel/ledger/budgets/BudgetTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/budgets/BudgetTool;->RESET_BUDGETS:Lcom/kestrel/ledger/budgets/BudgetTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 21

    .line 21
    new-instance v0, Lcom/kestrel/ledger/budgets/BudgetTool$1;

    move-object v1, v0

    const-string v2, "GET_BUDGET"

    const/4 v3, 0x0

    const-string v4, "get_budget"

    const-string v5, "Get budget"

    const-string v6, "Shows one category\'s monthly limit and what was spent this month."

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    const/4 v12, 0x0

    const-string v13, "budgets.read"

    const-string v14, "{\'type\':\'object\',\'properties\':{\'category\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'}},\'required\':[\'category\'],\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'category\':{\'type\':\'string\'},\'limit_cents\':{\'type\':\'integer\'},\'spent_cents\':{\'type\':\'integer\'}},\'required\':[\'category\',\'limit_cents\',\'spent_cents\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/budgets/BudgetTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$1-IA;)V

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->GET_BUDGET:Lcom/kestrel/ledger/budgets/BudgetTool;

    .line 39
    new-instance v0, Lcom/kestrel/ledger/budgets/BudgetTool$2;

    move-object v1, v0

    const-string v2, "MONTH_SUMMARY"

    const/4 v3, 0x1

    const-string v4, "month_summary"

    const-string v5, "Month summary"

    const-string v6, "Summarises this month\'s budgets: limit, spent and carry-over of every category."

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    const/4 v12, 0x0

    const-string v13, "budgets.read"

    const-string v14, "{\'type\':\'object\',\'properties\':{},\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'month\':{\'type\':\'string\'},\'categories\':{\'type\':\'array\'}},\'required\':[\'month\',\'categories\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/budgets/BudgetTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$2-IA;)V

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->MONTH_SUMMARY:Lcom/kestrel/ledger/budgets/BudgetTool;

    .line 72
    new-instance v0, Lcom/kestrel/ledger/budgets/BudgetTool$3;

    sget-object v12, Lcom/kestrel/ledger/tools/ConfirmScreen;->BUDGET_LIMIT:Lcom/kestrel/ledger/tools/ConfirmScreen;

    move-object v1, v0

    const-string v2, "SET_LIMIT"

    const/4 v3, 0x2

    const-string v4, "set_budget_limit"

    const-string v5, "Set budget limit"

    const-string v6, "Sets one category\'s monthly spending limit."

    const-string v7, "update"

    const-string v8, "moderate"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "always"

    const-string v13, "budgets.write"

    const-string v14, "{\'type\':\'object\',\'properties\':{\'category\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'},\'limit_cents\':{\'type\':\'integer\',\'minimum\':0,\'maximum\':100000000}},\'required\':[\'category\',\'limit_cents\'],\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'category\':{\'type\':\'string\'},\'limit_cents\':{\'type\':\'integer\'}},\'required\':[\'category\',\'limit_cents\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/budgets/BudgetTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$3-IA;)V

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->SET_LIMIT:Lcom/kestrel/ledger/budgets/BudgetTool;

    .line 99
    new-instance v0, Lcom/kestrel/ledger/budgets/BudgetTool$4;

    sget-object v12, Lcom/kestrel/ledger/tools/ConfirmScreen;->BUDGET_RESET:Lcom/kestrel/ledger/tools/ConfirmScreen;

    move-object v1, v0

    const-string v2, "RESET_BUDGETS"

    const/4 v3, 0x3

    const-string v4, "reset_budgets"

    const-string v5, "Reset budgets"

    const-string v6, "Removes every budget limit and carry-over."

    const-string v7, "delete"

    const-string v8, "high"

    const/4 v9, 0x1

    const/4 v10, 0x1

    const-string v11, "always"

    const-string v13, "budgets.write"

    const-string v14, "{\'type\':\'object\',\'properties\':{},\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'removed\':{\'type\':\'integer\'}},\'required\':[\'removed\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/budgets/BudgetTool$4;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool$4-IA;)V

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->RESET_BUDGETS:Lcom/kestrel/ledger/budgets/BudgetTool;

    .line 20
    invoke-static {}, Lcom/kestrel/ledger/budgets/BudgetTool;->$values()[Lcom/kestrel/ledger/budgets/BudgetTool;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->$VALUES:[Lcom/kestrel/ledger/budgets/BudgetTool;

    .line 125
    const-string v0, "[a-z][a-z0-9_]{0,31}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->CATEGORY:Ljava/util/regex/Pattern;

    .line 128
    invoke-static {}, Lcom/kestrel/ledger/budgets/BudgetTool;->values()[Lcom/kestrel/ledger/budgets/BudgetTool;

    move-result-object v17

    move-object/from16 v0, v17

    array-length v0, v0

    move/from16 v18, v0

    const/16 v19, 0x0

    :goto_0
    move/from16 v0, v19

    move/from16 v1, v18

    if-ge v0, v1, :cond_0

    aget-object v20, v17, v19

    .line 129
    move-object/from16 v0, v20

    invoke-static {v0}, Lcom/kestrel/ledger/tools/ToolRegistry;->register(Lcom/kestrel/ledger/tools/ToolHandler;)V

    .line 128
    add-int/lit8 v19, v19, 0x1

    goto :goto_0

    .line 131
    :cond_0
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "ZZ",
            "Ljava/lang/String;",
            "Lcom/kestrel/ledger/tools/ConfirmScreen;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 148
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 149
    iput-object p3, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->toolName:Ljava/lang/String;

    .line 150
    iput-object p4, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->title:Ljava/lang/String;

    .line 151
    iput-object p5, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->description:Ljava/lang/String;

    .line 152
    iput-object p6, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->effect:Ljava/lang/String;

    .line 153
    iput-object p7, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->risk:Ljava/lang/String;

    .line 154
    iput-boolean p8, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->destructive:Z

    .line 155
    iput-boolean p9, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->idempotent:Z

    .line 156
    iput-object p10, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->confirmationPolicy:Ljava/lang/String;

    .line 157
    iput-object p11, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->screen:Lcom/kestrel/ledger/tools/ConfirmScreen;

    .line 158
    iput-object p12, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->scope:Ljava/lang/String;

    .line 159
    move-object/from16 v0, p13

    iput-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->inputSchema:Ljava/lang/String;

    .line 160
    move-object/from16 v0, p14

    iput-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->outputSchema:Ljava/lang/String;

    .line 161
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/budgets/BudgetTool-IA;)V
    .registers 16

    invoke-direct/range {p0 .. p14}, Lcom/kestrel/ledger/budgets/BudgetTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static categories(Landroid/content/SharedPreferences;)Ljava/util/List;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/SharedPreferences;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 203
    new-instance v3, Ljava/util/ArrayList;

    invoke-direct {v3}, Ljava/util/ArrayList;-><init>()V

    .line 204
    invoke-interface {p0}, Landroid/content/SharedPreferences;->getAll()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Map;->keySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_0
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 205
    const-string v1, "limit."

    invoke-virtual {v5, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 206
    const-string v2, "limit."

    invoke-virtual {v2}, Ljava/lang/String;->length()I

    move-result v2

    invoke-virtual {v5, v2}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v3, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 208
    :cond_0
    goto :goto_0

    .line 209
    :cond_1
    const/4 v1, 0x0

    invoke-interface {v3, v1}, Ljava/util/List;->sort(Ljava/util/Comparator;)V

    .line 210
    return-object v3
.end method

.method static currentMonth()Ljava/lang/String;
    .registers 3

    .line 198
    sget-object v0, Ljava/time/ZoneOffset;->UTC:Ljava/time/ZoneOffset;

    invoke-static {v0}, Ljava/time/LocalDate;->now(Ljava/time/ZoneId;)Ljava/time/LocalDate;

    move-result-object v0

    invoke-virtual {v0}, Ljava/time/LocalDate;->toString()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    const/4 v2, 0x7

    invoke-virtual {v0, v1, v2}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/kestrel/ledger/budgets/BudgetTool;
    .registers 2

    .line 20
    const-class v0, Lcom/kestrel/ledger/budgets/BudgetTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/budgets/BudgetTool;

    return-object v0
.end method

.method public static values()[Lcom/kestrel/ledger/budgets/BudgetTool;
    .registers 1

    .line 20
    sget-object v0, Lcom/kestrel/ledger/budgets/BudgetTool;->$VALUES:[Lcom/kestrel/ledger/budgets/BudgetTool;

    invoke-virtual {v0}, [Lcom/kestrel/ledger/budgets/BudgetTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/kestrel/ledger/budgets/BudgetTool;

    return-object v0
.end method


# virtual methods
.method public confirmation(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/ConfirmScreen;
    .registers 4

    .line 186
    iget-object v1, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->confirmationPolicy:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->screen:Lcom/kestrel/ledger/tools/ConfirmScreen;

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public descriptor()Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 180
    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->toolName:Ljava/lang/String;

    iget-object v1, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->title:Ljava/lang/String;

    iget-object v2, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->description:Ljava/lang/String;

    iget-object v3, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->effect:Ljava/lang/String;

    iget-object v4, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->risk:Ljava/lang/String;

    iget-boolean v5, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->destructive:Z

    iget-boolean v6, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->idempotent:Z

    iget-object v7, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->confirmationPolicy:Ljava/lang/String;

    iget-object v8, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->scope:Ljava/lang/String;

    iget-object v9, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->inputSchema:Ljava/lang/String;

    iget-object v10, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->outputSchema:Ljava/lang/String;

    invoke-static/range {v0 .. v10}, Lcom/kestrel/ledger/tools/ToolRegistry;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public effect()Ljava/lang/String;
    .registers 2

    .line 175
    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public abstract execute(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/data/Ledger;)Lcom/kestrel/ledger/pipeline/Response;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public provider()Ljava/lang/String;
    .registers 2

    .line 165
    const-string v0, "com.kestrel.ledger.budgets"

    return-object v0
.end method

.method public summary(Lcom/kestrel/ledger/pipeline/Request;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 191
    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->title:Ljava/lang/String;

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 170
    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetTool;->toolName:Ljava/lang/String;

    return-object v0
.end method
