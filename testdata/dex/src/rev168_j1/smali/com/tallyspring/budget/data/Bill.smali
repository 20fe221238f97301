.class public final Lcom/tallyspring/budget/data/Bill;
.super Ljava/lang/Object;
.source "Bill.java"


# static fields
.field static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final amountCents:J

.field private final dueOn:Ljava/lang/String;

.field private final id:J

.field private final payee:Ljava/lang/String;

.field private final status:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 10
    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "payee"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "amount_cents"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "due_on"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "status"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyspring/budget/data/Bill;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>(JLjava/lang/String;JLjava/lang/String;Ljava/lang/String;)V
    .registers 8

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-wide p1, p0, Lcom/tallyspring/budget/data/Bill;->id:J

    .line 20
    iput-object p3, p0, Lcom/tallyspring/budget/data/Bill;->payee:Ljava/lang/String;

    .line 21
    iput-wide p4, p0, Lcom/tallyspring/budget/data/Bill;->amountCents:J

    .line 22
    iput-object p6, p0, Lcom/tallyspring/budget/data/Bill;->dueOn:Ljava/lang/String;

    .line 23
    iput-object p7, p0, Lcom/tallyspring/budget/data/Bill;->status:Ljava/lang/String;

    .line 24
    return-void
.end method

.method static from(Landroid/database/Cursor;)Lcom/tallyspring/budget/data/Bill;
    .registers 11

    .line 27
    new-instance v0, Lcom/tallyspring/budget/data/Bill;

    const/4 v3, 0x0

    invoke-interface {p0, v3}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v2

    const/4 v5, 0x1

    invoke-interface {p0, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x2

    invoke-interface {p0, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    const/4 v8, 0x3

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v7

    const/4 v9, 0x4

    invoke-interface {p0, v9}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v8

    move-object v1, v0

    invoke-direct/range {v1 .. v8}, Lcom/tallyspring/budget/data/Bill;-><init>(JLjava/lang/String;JLjava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public amountCents()J
    .registers 3

    .line 35
    iget-wide v0, p0, Lcom/tallyspring/budget/data/Bill;->amountCents:J

    return-wide v0
.end method

.method public dueOn()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/tallyspring/budget/data/Bill;->dueOn:Ljava/lang/String;

    return-object v0
.end method

.method public hasStatus(Ljava/lang/String;)Z
    .registers 3

    .line 47
    const-string v0, "all"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/tallyspring/budget/data/Bill;->status:Ljava/lang/String;

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

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

.method public id()J
    .registers 3

    .line 31
    iget-wide v0, p0, Lcom/tallyspring/budget/data/Bill;->id:J

    return-wide v0
.end method

.method public isDue()Z
    .registers 3

    .line 43
    iget-object v1, p0, Lcom/tallyspring/budget/data/Bill;->status:Ljava/lang/String;

    const-string v0, "due"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 6

    .line 51
    new-instance v4, Ljava/util/LinkedHashMap;

    invoke-direct {v4}, Ljava/util/LinkedHashMap;-><init>()V

    .line 52
    iget-wide v2, p0, Lcom/tallyspring/budget/data/Bill;->id:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "bill_id"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 53
    iget-object v2, p0, Lcom/tallyspring/budget/data/Bill;->payee:Ljava/lang/String;

    const-string v1, "payee"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 54
    iget-wide v2, p0, Lcom/tallyspring/budget/data/Bill;->amountCents:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "amount_cents"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 55
    iget-object v2, p0, Lcom/tallyspring/budget/data/Bill;->dueOn:Ljava/lang/String;

    const-string v1, "due_on"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 56
    iget-object v2, p0, Lcom/tallyspring/budget/data/Bill;->status:Ljava/lang/String;

    const-string v1, "status"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 57
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v4}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    return-object v0
.end method
