.class public final Lcom/tallyspring/budget/data/Category;
.super Ljava/lang/Object;
.source "Category.java"


# static fields
.field static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final archived:Z

.field private final id:J

.field private final limitCents:J

.field private final name:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 10
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "_id"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "name"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "limit_cents"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "archived"

    aput-object v2, v0, v1

    sput-object v0, Lcom/tallyspring/budget/data/Category;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>(JLjava/lang/String;JZ)V
    .registers 7

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-wide p1, p0, Lcom/tallyspring/budget/data/Category;->id:J

    .line 19
    iput-object p3, p0, Lcom/tallyspring/budget/data/Category;->name:Ljava/lang/String;

    .line 20
    iput-wide p4, p0, Lcom/tallyspring/budget/data/Category;->limitCents:J

    .line 21
    iput-boolean p6, p0, Lcom/tallyspring/budget/data/Category;->archived:Z

    .line 22
    return-void
.end method

.method static from(Landroid/database/Cursor;)Lcom/tallyspring/budget/data/Category;
    .registers 10

    .line 25
    new-instance v0, Lcom/tallyspring/budget/data/Category;

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

    invoke-interface {p0, v8}, Landroid/database/Cursor;->getInt(I)I

    move-result v7

    move-object v1, v0

    if-eqz v7, :cond_0

    const/4 v7, 0x1

    goto :goto_0

    :cond_0
    const/4 v7, 0x0

    :goto_0
    invoke-direct/range {v1 .. v7}, Lcom/tallyspring/budget/data/Category;-><init>(JLjava/lang/String;JZ)V

    return-object v0
.end method


# virtual methods
.method public archived()Z
    .registers 2

    .line 41
    iget-boolean v0, p0, Lcom/tallyspring/budget/data/Category;->archived:Z

    return v0
.end method

.method public id()J
    .registers 3

    .line 29
    iget-wide v0, p0, Lcom/tallyspring/budget/data/Category;->id:J

    return-wide v0
.end method

.method public limitCents()J
    .registers 3

    .line 37
    iget-wide v0, p0, Lcom/tallyspring/budget/data/Category;->limitCents:J

    return-wide v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tallyspring/budget/data/Category;->name:Ljava/lang/String;

    return-object v0
.end method

.method public toJson(J)Lorg/json/JSONObject;
    .registers 8

    .line 45
    new-instance v4, Ljava/util/LinkedHashMap;

    invoke-direct {v4}, Ljava/util/LinkedHashMap;-><init>()V

    .line 46
    iget-wide v2, p0, Lcom/tallyspring/budget/data/Category;->id:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "category_id"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 47
    iget-object v2, p0, Lcom/tallyspring/budget/data/Category;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 48
    iget-wide v2, p0, Lcom/tallyspring/budget/data/Category;->limitCents:J

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "limit_cents"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 49
    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "spent_cents"

    invoke-interface {v4, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 50
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v4}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    return-object v0
.end method
