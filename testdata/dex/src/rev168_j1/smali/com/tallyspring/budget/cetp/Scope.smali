.class public final Lcom/tallyspring/budget/cetp/Scope;
.super Ljava/lang/Object;
.source "Scope.java"


# instance fields
.field private final description:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final sensitivity:Ljava/lang/String;

.field private final title:Ljava/lang/String;

.field private final write:Z


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    .registers 6

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/tallyspring/budget/cetp/Scope;->name:Ljava/lang/String;

    .line 17
    iput-object p2, p0, Lcom/tallyspring/budget/cetp/Scope;->title:Ljava/lang/String;

    .line 18
    iput-object p3, p0, Lcom/tallyspring/budget/cetp/Scope;->description:Ljava/lang/String;

    .line 19
    iput-boolean p4, p0, Lcom/tallyspring/budget/cetp/Scope;->write:Z

    .line 20
    iput-object p5, p0, Lcom/tallyspring/budget/cetp/Scope;->sensitivity:Ljava/lang/String;

    .line 21
    return-void
.end method

.method public static read(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/tallyspring/budget/cetp/Scope;
    .registers 11

    .line 24
    new-instance v0, Lcom/tallyspring/budget/cetp/Scope;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    const/4 v5, 0x0

    move-object v6, p3

    invoke-direct/range {v1 .. v6}, Lcom/tallyspring/budget/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    return-object v0
.end method

.method public static write(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/tallyspring/budget/cetp/Scope;
    .registers 11

    .line 28
    new-instance v0, Lcom/tallyspring/budget/cetp/Scope;

    move-object v1, v0

    move-object v2, p0

    move-object v3, p1

    move-object v4, p2

    const/4 v5, 0x1

    move-object v6, p3

    invoke-direct/range {v1 .. v6}, Lcom/tallyspring/budget/cetp/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public name()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/Scope;->name:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 5

    .line 36
    new-instance v3, Ljava/util/LinkedHashMap;

    invoke-direct {v3}, Ljava/util/LinkedHashMap;-><init>()V

    .line 37
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/Scope;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/Scope;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/Scope;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 40
    iget-boolean v2, p0, Lcom/tallyspring/budget/cetp/Scope;->write:Z

    move-object v0, v3

    const-string v1, "access"

    if-eqz v2, :cond_0

    const-string v2, "write"

    goto :goto_0

    :cond_0
    const-string v2, "read"

    :goto_0
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 41
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/Scope;->sensitivity:Ljava/lang/String;

    const-string v1, "sensitivity"

    invoke-interface {v3, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 42
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    return-object v0
.end method
