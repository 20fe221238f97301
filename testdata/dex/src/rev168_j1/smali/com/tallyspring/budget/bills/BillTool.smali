.class public final enum Lcom/tallyspring/budget/bills/BillTool;
.super Ljava/lang/Enum;
.source "BillTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyspring/budget/bills/BillTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyspring/budget/bills/BillTool;

.field static final BILLS_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"bills\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},\"due_on\":{\"type\":\"string\"},\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}}},\"required\":[\"bills\"]}"

.field static final BILL_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"bill\":{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},\"due_on\":{\"type\":\"string\"},\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}},\"required\":[\"bill\"]}"

.field static final BILL_SCHEMA:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},\"due_on\":{\"type\":\"string\"},\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}"

.field public static final enum CANCEL_SCHEDULED_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

.field public static final enum GET_BILL:Lcom/tallyspring/budget/bills/BillTool;

.field public static final enum LIST_BILLS:Lcom/tallyspring/budget/bills/BillTool;

.field public static final enum MARK_BILL_PAID:Lcom/tallyspring/budget/bills/BillTool;

.field static final PAYMENT_OUT:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\"},\"status\":{\"enum\":[\"scheduled\",\"sent\",\"cancelled\"]}},\"required\":[\"payment_id\",\"status\"]}"

.field public static final enum PAY_BILL_NOW:Lcom/tallyspring/budget/bills/BillTool;

.field public static final enum SCHEDULE_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;


# instance fields
.field private final descriptor:Lcom/tallyspring/budget/cetp/ToolDescriptor;


# direct methods
.method private static synthetic $values()[Lcom/tallyspring/budget/bills/BillTool;
    .registers 3

    .line 10
    const/4 v0, 0x6

    new-array v0, v0, [Lcom/tallyspring/budget/bills/BillTool;

    sget-object v2, Lcom/tallyspring/budget/bills/BillTool;->LIST_BILLS:Lcom/tallyspring/budget/bills/BillTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/bills/BillTool;->GET_BILL:Lcom/tallyspring/budget/bills/BillTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/bills/BillTool;->SCHEDULE_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/bills/BillTool;->PAY_BILL_NOW:Lcom/tallyspring/budget/bills/BillTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/bills/BillTool;->CANCEL_SCHEDULED_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/bills/BillTool;->MARK_BILL_PAID:Lcom/tallyspring/budget/bills/BillTool;

    const/4 v1, 0x5

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 5

    .line 11
    new-instance v0, Lcom/tallyspring/budget/bills/BillTool;

    const-string v3, "list_bills"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 12
    const-string v4, "List bills"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 13
    const-string v4, "Lists bills with payee, amount and due date, soonest due first."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 14
    const-string v4, "bills.read"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 15
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 16
    const-string v4, "{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"due\",\"paid\",\"all\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 18
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bills\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},\"due_on\":{\"type\":\"string\"},\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}}},\"required\":[\"bills\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 19
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "LIST_BILLS"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/bills/BillTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->LIST_BILLS:Lcom/tallyspring/budget/bills/BillTool;

    .line 20
    new-instance v0, Lcom/tallyspring/budget/bills/BillTool;

    const-string v3, "get_bill"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 21
    const-string v4, "Show a bill"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 22
    const-string v4, "Shows one bill by its id."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 23
    const-string v4, "bills.read"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 24
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 25
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"bill_id\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 27
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bill\":{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},\"due_on\":{\"type\":\"string\"},\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}},\"required\":[\"bill\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 28
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "GET_BILL"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/bills/BillTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->GET_BILL:Lcom/tallyspring/budget/bills/BillTool;

    .line 29
    new-instance v0, Lcom/tallyspring/budget/bills/BillTool;

    const-string v3, "schedule_payment"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 30
    const-string v4, "Schedule a bill payment"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 31
    const-string v4, "Schedules a payment of a due bill on a date. Payments over 500.00 are confirmed in the app."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->CREATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 32
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 33
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 34
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 35
    const-string v4, "bills.pay"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 36
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000000},\"pay_on\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},\"required\":[\"bill_id\",\"amount_cents\",\"pay_on\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 40
    const-string v4, "{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\"},\"status\":{\"enum\":[\"scheduled\",\"sent\",\"cancelled\"]}},\"required\":[\"payment_id\",\"status\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 41
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "SCHEDULE_PAYMENT"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/bills/BillTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->SCHEDULE_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

    .line 42
    new-instance v0, Lcom/tallyspring/budget/bills/BillTool;

    const-string v3, "pay_bill_now"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 43
    const-string v4, "Pay a bill now"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 44
    const-string v4, "Sends a payment for a due bill from the linked bank account today."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->TRANSACTION:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 45
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->HIGH:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 46
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 47
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->destructive(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 48
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->openWorld(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 49
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 50
    const-string v4, "bills.pay"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 51
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000000}},\"required\":[\"bill_id\",\"amount_cents\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 54
    const-string v4, "{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\"},\"status\":{\"enum\":[\"scheduled\",\"sent\",\"cancelled\"]}},\"required\":[\"payment_id\",\"status\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 55
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "PAY_BILL_NOW"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/bills/BillTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->PAY_BILL_NOW:Lcom/tallyspring/budget/bills/BillTool;

    .line 56
    new-instance v0, Lcom/tallyspring/budget/bills/BillTool;

    const-string v3, "cancel_scheduled_payment"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 57
    const-string v4, "Cancel a scheduled payment"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 58
    const-string v4, "Cancels a payment that is scheduled and not yet sent."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->DELETE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 59
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 60
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 61
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->confirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 62
    const-string v4, "bills.pay"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 63
    const-string v4, "{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"payment_id\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 65
    const-string v4, "{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\"},\"status\":{\"enum\":[\"scheduled\",\"sent\",\"cancelled\"]}},\"required\":[\"payment_id\",\"status\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 66
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "CANCEL_SCHEDULED_PAYMENT"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/bills/BillTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->CANCEL_SCHEDULED_PAYMENT:Lcom/tallyspring/budget/bills/BillTool;

    .line 67
    new-instance v0, Lcom/tallyspring/budget/bills/BillTool;

    const-string v3, "mark_bill_paid"

    invoke-static {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 68
    const-string v4, "Mark a bill paid"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 69
    const-string v4, "Marks a bill as paid outside Tallyspring."

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 70
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->effect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    sget-object v4, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->LOW:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 71
    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->risk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 72
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 73
    const-string v4, "bills.pay"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 74
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"bill_id\"],\"additionalProperties\":false}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 76
    const-string v4, "{\"type\":\"object\",\"properties\":{\"bill\":{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},\"due_on\":{\"type\":\"string\"},\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}},\"required\":[\"bill\"]}"

    invoke-virtual {v3, v4}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    move-result-object v3

    .line 77
    invoke-virtual {v3}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->build()Lcom/tallyspring/budget/cetp/ToolDescriptor;

    move-result-object v3

    const-string v1, "MARK_BILL_PAID"

    const/4 v2, 0x5

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyspring/budget/bills/BillTool;-><init>(Ljava/lang/String;ILcom/tallyspring/budget/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->MARK_BILL_PAID:Lcom/tallyspring/budget/bills/BillTool;

    .line 10
    invoke-static {}, Lcom/tallyspring/budget/bills/BillTool;->$values()[Lcom/tallyspring/budget/bills/BillTool;

    move-result-object v0

    sput-object v0, Lcom/tallyspring/budget/bills/BillTool;->$VALUES:[Lcom/tallyspring/budget/bills/BillTool;

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

    .line 92
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 93
    iput-object p3, p0, Lcom/tallyspring/budget/bills/BillTool;->descriptor:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    .line 94
    return-void
.end method

.method public static of(Lcom/tallyspring/budget/cetp/ToolDescriptor;)Lcom/tallyspring/budget/bills/BillTool;
    .registers 3

    .line 101
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyspring/budget/bills/BillTool;->valueOf(Ljava/lang/String;)Lcom/tallyspring/budget/bills/BillTool;

    move-result-object v0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyspring/budget/bills/BillTool;
    .registers 2

    .line 10
    const-class v0, Lcom/tallyspring/budget/bills/BillTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/bills/BillTool;

    return-object v0
.end method

.method public static values()[Lcom/tallyspring/budget/bills/BillTool;
    .registers 1

    .line 10
    sget-object v0, Lcom/tallyspring/budget/bills/BillTool;->$VALUES:[Lcom/tallyspring/budget/bills/BillTool;

    invoke-virtual {v0}, [Lcom/tallyspring/budget/bills/BillTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyspring/budget/bills/BillTool;

    return-object v0
.end method


# virtual methods
.method public descriptor()Lcom/tallyspring/budget/cetp/ToolDescriptor;
    .registers 2

    .line 97
    iget-object v0, p0, Lcom/tallyspring/budget/bills/BillTool;->descriptor:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    return-object v0
.end method
