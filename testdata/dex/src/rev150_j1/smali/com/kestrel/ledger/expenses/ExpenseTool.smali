.class public abstract enum Lcom/kestrel/ledger/expenses/ExpenseTool;
.super Ljava/lang/Enum;
.source "ExpenseTool.java"

# interfaces
.implements Lcom/kestrel/ledger/tools/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/kestrel/ledger/expenses/ExpenseTool;",
        ">;",
        "Lcom/kestrel/ledger/tools/ToolHandler;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/kestrel/ledger/expenses/ExpenseTool;

.field public static final enum ADD_EXPENSE:Lcom/kestrel/ledger/expenses/ExpenseTool;

.field static final CATEGORY:Ljava/util/regex/Pattern;

.field static final CURRENCY:Ljava/util/regex/Pattern;

.field static final DAY:Ljava/util/regex/Pattern;

.field public static final enum DELETE_EXPENSE:Lcom/kestrel/ledger/expenses/ExpenseTool;

.field static final LARGE_AMOUNT_CENTS:J = 0xc350L

.field public static final enum LIST_EXPENSES:Lcom/kestrel/ledger/expenses/ExpenseTool;

.field static final MONTH:Ljava/util/regex/Pattern;

.field static final PROVIDER:Ljava/lang/String; = "com.kestrel.ledger.expenses"


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
.method private static synthetic $values()[Lcom/kestrel/ledger/expenses/ExpenseTool;
    .registers 3

    .line 16
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/kestrel/ledger/expenses/ExpenseTool;

    sget-object v2, Lcom/kestrel/ledger/expenses/ExpenseTool;->LIST_EXPENSES:Lcom/kestrel/ledger/expenses/ExpenseTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/expenses/ExpenseTool;->ADD_EXPENSE:Lcom/kestrel/ledger/expenses/ExpenseTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/kestrel/ledger/expenses/ExpenseTool;->DELETE_EXPENSE:Lcom/kestrel/ledger/expenses/ExpenseTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 21

    .line 17
    new-instance v0, Lcom/kestrel/ledger/expenses/ExpenseTool$1;

    move-object v1, v0

    const-string v2, "LIST_EXPENSES"

    const/4 v3, 0x0

    const-string v4, "list_expenses"

    const-string v5, "List expenses"

    const-string v6, "Lists the expenses of one month, optionally of one category."

    const-string v7, "read"

    const-string v8, "low"

    const/4 v9, 0x0

    const/4 v10, 0x1

    const-string v11, "never"

    const/4 v12, 0x0

    const-string v13, "expenses.read"

    const-string v14, "{\'type\':\'object\',\'properties\':{\'month\':{\'type\':\'string\',\'pattern\':\'^[0-9]{4}-[0-9]{2}$\'},\'category\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'}},\'required\':[\'month\'],\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'expenses\':{\'type\':\'array\',\'items\':{\'type\':\'object\'}}},\'required\':[\'expenses\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/expenses/ExpenseTool$1;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/expenses/ExpenseTool$1-IA;)V

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->LIST_EXPENSES:Lcom/kestrel/ledger/expenses/ExpenseTool;

    .line 41
    new-instance v0, Lcom/kestrel/ledger/expenses/ExpenseTool$2;

    sget-object v12, Lcom/kestrel/ledger/tools/ConfirmScreen;->LARGE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

    move-object v1, v0

    const-string v2, "ADD_EXPENSE"

    const/4 v3, 0x1

    const-string v4, "add_expense"

    const-string v5, "Add expense"

    const-string v6, "Adds one expense to the book. Large amounts are confirmed on the phone."

    const-string v7, "create"

    const-string v8, "moderate"

    const/4 v9, 0x0

    const/4 v10, 0x0

    const-string v11, "provider_policy"

    const-string v13, "expenses.write"

    const-string v14, "{\'type\':\'object\',\'properties\':{\'amount_cents\':{\'type\':\'integer\',\'minimum\':1,\'maximum\':100000000},\'currency\':{\'type\':\'string\',\'pattern\':\'^[A-Z]{3}$\'},\'category\':{\'type\':\'string\',\'pattern\':\'^[a-z][a-z0-9_]{0,31}$\'},\'merchant\':{\'type\':\'string\',\'maxLength\':80},\'day\':{\'type\':\'string\',\'pattern\':\'^[0-9]{4}-[0-9]{2}-[0-9]{2}$\'}},\'required\':[\'amount_cents\',\'currency\',\'category\'],\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'expense_id\':{\'type\':\'integer\'}},\'required\':[\'expense_id\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/expenses/ExpenseTool$2;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/expenses/ExpenseTool$2-IA;)V

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->ADD_EXPENSE:Lcom/kestrel/ledger/expenses/ExpenseTool;

    .line 80
    new-instance v0, Lcom/kestrel/ledger/expenses/ExpenseTool$3;

    sget-object v12, Lcom/kestrel/ledger/tools/ConfirmScreen;->DELETE_EXPENSE:Lcom/kestrel/ledger/tools/ConfirmScreen;

    move-object v1, v0

    const-string v2, "DELETE_EXPENSE"

    const/4 v3, 0x2

    const-string v4, "delete_expense"

    const-string v5, "Delete expense"

    const-string v6, "Deletes one expense from the book for good."

    const-string v7, "delete"

    const-string v8, "high"

    const/4 v9, 0x1

    const/4 v10, 0x1

    const-string v11, "always"

    const-string v13, "expenses.write"

    const-string v14, "{\'type\':\'object\',\'properties\':{\'expense_id\':{\'type\':\'integer\',\'minimum\':1}},\'required\':[\'expense_id\'],\'additionalProperties\':false}"

    const-string v15, "{\'type\':\'object\',\'properties\':{\'deleted\':{\'type\':\'boolean\'}},\'required\':[\'deleted\']}"

    const/16 v16, 0x0

    invoke-direct/range {v1 .. v16}, Lcom/kestrel/ledger/expenses/ExpenseTool$3;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/expenses/ExpenseTool$3-IA;)V

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->DELETE_EXPENSE:Lcom/kestrel/ledger/expenses/ExpenseTool;

    .line 16
    invoke-static {}, Lcom/kestrel/ledger/expenses/ExpenseTool;->$values()[Lcom/kestrel/ledger/expenses/ExpenseTool;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->$VALUES:[Lcom/kestrel/ledger/expenses/ExpenseTool;

    .line 103
    const-string v0, "[0-9]{4}-[0-9]{2}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->MONTH:Ljava/util/regex/Pattern;

    .line 104
    const-string v0, "[0-9]{4}-[0-9]{2}-[0-9]{2}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->DAY:Ljava/util/regex/Pattern;

    .line 105
    const-string v0, "[a-z][a-z0-9_]{0,31}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->CATEGORY:Ljava/util/regex/Pattern;

    .line 106
    const-string v0, "[A-Z]{3}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->CURRENCY:Ljava/util/regex/Pattern;

    .line 109
    invoke-static {}, Lcom/kestrel/ledger/expenses/ExpenseTool;->values()[Lcom/kestrel/ledger/expenses/ExpenseTool;

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

    .line 110
    move-object/from16 v0, v20

    invoke-static {v0}, Lcom/kestrel/ledger/tools/ToolRegistry;->register(Lcom/kestrel/ledger/tools/ToolHandler;)V

    .line 109
    add-int/lit8 v19, v19, 0x1

    goto :goto_0

    .line 112
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

    .line 129
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 130
    iput-object p3, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->toolName:Ljava/lang/String;

    .line 131
    iput-object p4, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->title:Ljava/lang/String;

    .line 132
    iput-object p5, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->description:Ljava/lang/String;

    .line 133
    iput-object p6, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->effect:Ljava/lang/String;

    .line 134
    iput-object p7, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->risk:Ljava/lang/String;

    .line 135
    iput-boolean p8, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->destructive:Z

    .line 136
    iput-boolean p9, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->idempotent:Z

    .line 137
    iput-object p10, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->confirmationPolicy:Ljava/lang/String;

    .line 138
    iput-object p11, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->screen:Lcom/kestrel/ledger/tools/ConfirmScreen;

    .line 139
    iput-object p12, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->scope:Ljava/lang/String;

    .line 140
    move-object/from16 v0, p13

    iput-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->inputSchema:Ljava/lang/String;

    .line 141
    move-object/from16 v0, p14

    iput-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->outputSchema:Ljava/lang/String;

    .line 142
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lcom/kestrel/ledger/expenses/ExpenseTool-IA;)V
    .registers 16

    invoke-direct/range {p0 .. p14}, Lcom/kestrel/ledger/expenses/ExpenseTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Lcom/kestrel/ledger/tools/ConfirmScreen;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static money(JLjava/lang/String;)Ljava/lang/String;
    .registers 13

    .line 175
    const-wide/16 v2, 0x64

    rem-long v8, p0, v2

    .line 176
    const-wide/16 v3, 0x64

    div-long v1, p0, v3

    const-wide/16 v5, 0xa

    cmp-long v3, v8, v5

    move-object v0, p2

    if-gez v3, :cond_0

    const-string v3, ".0"

    goto :goto_0

    :cond_0
    const-string v3, "."

    :goto_0
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v6, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v0, v6

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/kestrel/ledger/expenses/ExpenseTool;
    .registers 2

    .line 16
    const-class v0, Lcom/kestrel/ledger/expenses/ExpenseTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/kestrel/ledger/expenses/ExpenseTool;

    return-object v0
.end method

.method public static values()[Lcom/kestrel/ledger/expenses/ExpenseTool;
    .registers 1

    .line 16
    sget-object v0, Lcom/kestrel/ledger/expenses/ExpenseTool;->$VALUES:[Lcom/kestrel/ledger/expenses/ExpenseTool;

    invoke-virtual {v0}, [Lcom/kestrel/ledger/expenses/ExpenseTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/kestrel/ledger/expenses/ExpenseTool;

    return-object v0
.end method


# virtual methods
.method public confirmation(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/ConfirmScreen;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 168
    iget-object v1, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->confirmationPolicy:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->screen:Lcom/kestrel/ledger/tools/ConfirmScreen;

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

    .line 161
    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->toolName:Ljava/lang/String;

    iget-object v1, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->title:Ljava/lang/String;

    iget-object v2, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->description:Ljava/lang/String;

    iget-object v3, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->effect:Ljava/lang/String;

    iget-object v4, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->risk:Ljava/lang/String;

    iget-boolean v5, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->destructive:Z

    iget-boolean v6, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->idempotent:Z

    iget-object v7, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->confirmationPolicy:Ljava/lang/String;

    iget-object v8, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->scope:Ljava/lang/String;

    iget-object v9, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->inputSchema:Ljava/lang/String;

    iget-object v10, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->outputSchema:Ljava/lang/String;

    invoke-static/range {v0 .. v10}, Lcom/kestrel/ledger/tools/ToolRegistry;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public effect()Ljava/lang/String;
    .registers 2

    .line 156
    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->effect:Ljava/lang/String;

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

    .line 146
    const-string v0, "com.kestrel.ledger.expenses"

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 151
    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseTool;->toolName:Ljava/lang/String;

    return-object v0
.end method
