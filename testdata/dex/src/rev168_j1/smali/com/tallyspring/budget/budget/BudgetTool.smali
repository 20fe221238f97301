.class public final enum Lcom/tallyspring/budget/budget/BudgetTool;
.super Ljava/lang/Enum;
.source "BudgetTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyspring/budget/budget/BudgetTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyspring/budget/budget/BudgetTool;

.field public static final enum ADD_EXPENSE:Lcom/tallyspring/budget/budget/BudgetTool;

.field static final CATEGORIES_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"categories\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},\"spent_cents\":{\"type\":\"integer\"}},\"required\":[\"category_id\",\"name\",\"limit_cents\"]}}},\"required\":[\"categories\"]}"

.field static final CATEGORY_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},\"spent_cents\":{\"type\":\"integer\"}},\"required\":[\"category_id\",\"name\",\"limit_cents\"]}},\"required\":[\"category\"]}"

.field static final CATEGORY_SCHEMA:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},\"spent_cents\":{\"type\":\"integer\"}},\"required\":[\"category_id\",\"name\",\"limit_cents\"]}"

.field public static final enum DELETE_CATEGORY:Lcom/tallyspring/budget/budget/BudgetTool;

.field static final EXPENSE_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"expense_id\":{\"type\":\"integer\"}},\"required\":[\"expense_id\"]}"

.field public static final enum LIST_CATEGORIES:Lcom/tallyspring/budget/budget/BudgetTool;

.field public static final enum SET_CATEGORY_LIMIT:Lcom/tallyspring/budget/budget/BudgetTool;

.field public static final enum SPENDING_SUMMARY:Lcom/tallyspring/budget/budget/BudgetTool;


# instance fields
.field private final descriptor:Lcom/tallyspring/budget/cetp/ToolDescriptor;


# direct methods
.method private static synthetic $values()[Lcom/tallyspring/budget/budget/BudgetTool;
    .registers 3

    .line 10
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/tallyspring/budget/budget/BudgetTool;

    sget-object v2, Lcom/tallyspring/budget/budget/BudgetTool;->LIST_CATEGORIES:Lcom/tallyspring/budget/budget/BudgetTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/budget/BudgetTool;->SPENDING_SUMMARY:Lcom/tallyspring/budget/budget/BudgetTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/budget/BudgetTool;->ADD_EXPENSE:Lcom/tallyspring/budget/budget/BudgetTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/budget/BudgetTool;->SET_CATEGORY_LIMIT:Lcom/tallyspring/budget/budget/BudgetTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/budget/BudgetTool;->DELETE_CATEGORY:Lcom/tallyspring/budget/budget/BudgetTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5

    .line 11
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetTool;

    const-string v3, "list_categories"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 12
    const-string v4, "List budget categories"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 13
    const-string v4, "Lists budget categories with their monthly limits."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 14
    const-string v4, "budget.read"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 15
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 16
    const-string v4, "{\"type\":\"object\",\"properties\":{\"include_archived\":{\"type\":\"boolean\"}},\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 18
    const-string v4, "{\"type\":\"object\",\"properties\":{\"categories\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},\"spent_cents\":{\"type\":\"integer\"}},\"required\":[\"category_id\",\"name\",\"limit_cents\"]}}},\"required\":[\"categories\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 19
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "LIST_CATEGORIES"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/budget/BudgetTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->LIST_CATEGORIES:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 20
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetTool;

    const-string v3, "spending_summary"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 21
    const-string v4, "Spending summary"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 22
    const-string v4, "Totals spending per category for one month, with each category\'s limit."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 23
    const-string v4, "budget.read"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 24
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 25
    const-string v4, "{\"type\":\"object\",\"properties\":{\"month\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}$\"}},\"required\":[\"month\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 27
    const-string v4, "{\"type\":\"object\",\"properties\":{\"categories\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},\"spent_cents\":{\"type\":\"integer\"}},\"required\":[\"category_id\",\"name\",\"limit_cents\"]}}},\"required\":[\"categories\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 28
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "SPENDING_SUMMARY"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/budget/BudgetTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->SPENDING_SUMMARY:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 29
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetTool;

    const-string v3, "add_expense"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 30
    const-string v4, "Add an expense"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 31
    const-string v4, "Records an expense in a category."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->CREATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 32
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->LOW:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 33
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 34
    const-string v4, "budget.write"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 35
    const-string v4, "{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\",\"minimum\":1},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000000},\"merchant\":{\"type\":\"string\",\"maxLength\":80},\"spent_on\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},\"required\":[\"category_id\",\"amount_cents\",\"spent_on\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 40
    const-string v4, "{\"type\":\"object\",\"properties\":{\"expense_id\":{\"type\":\"integer\"}},\"required\":[\"expense_id\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 41
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "ADD_EXPENSE"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/budget/BudgetTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->ADD_EXPENSE:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 42
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetTool;

    const-string v3, "set_category_limit"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 43
    const-string v4, "Set a category limit"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 44
    const-string v4, "Sets the monthly spending limit of a category."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 45
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 46
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 47
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 48
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 49
    const-string v4, "budget.write"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 50
    const-string v4, "{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\",\"minimum\":1},\"limit_cents\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100000000}},\"required\":[\"category_id\",\"limit_cents\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 53
    const-string v4, "{\"type\":\"object\",\"properties\":{\"category\":{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},\"spent_cents\":{\"type\":\"integer\"}},\"required\":[\"category_id\",\"name\",\"limit_cents\"]}},\"required\":[\"category\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 54
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "SET_CATEGORY_LIMIT"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/budget/BudgetTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->SET_CATEGORY_LIMIT:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 55
    new-instance v0, Lcom/tallyspring/budget/budget/BudgetTool;

    const-string v3, "delete_category"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 56
    const-string v4, "Delete a category"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 57
    const-string v4, "Deletes a budget category and its limit; its expenses move to Uncategorized."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->DELETE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 58
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->HIGH:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 59
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 60
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->destructive(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 61
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 62
    const-string v4, "budget.write"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 63
    const-string v4, "{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\",\"minimum\":2},\"user_confirmed\":{\"type\":\"boolean\",\"description\":\"The user already agreed in the conversation.\"}},\"required\":[\"category_id\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 66
    const-string v4, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},\"moved_expenses\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 68
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "DELETE_CATEGORY"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/budget/BudgetTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->DELETE_CATEGORY:Lcom/tallyspring/budget/budget/BudgetTool;

    .line 10
    invoke-static {}, Lcom/tallyspring/budget/budget/BudgetTool;->$values()[Lcom/tallyspring/budget/budget/BudgetTool;

    move-result-object v0

    sput-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->$VALUES:[Lcom/tallyspring/budget/budget/BudgetTool;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallyspring/budget/cetp/ToolDescriptor;",
            ")V"
        }
    .end annotation

    .line 83
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 84
    iput-object p3, p0, Lcom/tallyspring/budget/budget/BudgetTool;->descriptor:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    .line 85
    return-void
.end method

.method public static of(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/budget/BudgetTool;
    .registers 3

    .line 92
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyspring/budget/budget/BudgetTool;->valueOf(Ljava/lang/String;)Lcom/tallyspring/budget/budget/BudgetTool;

    move-result-object v0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyspring/budget/budget/BudgetTool;
    .registers 2

    .line 10
    const-class v0, Lcom/tallyspring/budget/budget/BudgetTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/budget/BudgetTool;

    return-object v0
.end method

.method public static values()[Lcom/tallyspring/budget/budget/BudgetTool;
    .registers 1

    .line 10
    sget-object v0, Lcom/tallyspring/budget/budget/BudgetTool;->$VALUES:[Lcom/tallyspring/budget/budget/BudgetTool;

    invoke-virtual {v0}, [Lcom/tallyspring/budget/budget/BudgetTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyspring/budget/budget/BudgetTool;

    return-object v0
.end method


# virtual methods
.method public descriptor()Lcom/tallyspring/budget/cetp/ToolDescriptor;
    .registers 2

    .line 88
    iget-object v0, p0, Lcom/tallyspring/budget/budget/BudgetTool;->descriptor:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    return-object v0
.end method
