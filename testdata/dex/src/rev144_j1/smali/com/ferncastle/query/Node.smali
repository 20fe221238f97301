.class public abstract Lcom/ferncastle/query/Node;
.super Ljava/lang/Object;
.source "Node.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/query/Node$Match;,
        Lcom/ferncastle/query/Node$Since;,
        Lcom/ferncastle/query/Node$All;,
        Lcom/ferncastle/query/Node$Any;,
        Lcom/ferncastle/query/Node$Visitor;
    }
.end annotation


# static fields
.field static final FIELDS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final MAX_DEPTH:I = 0x6


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 28
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "title"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "text"

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "tag"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/ferncastle/query/Node;->FIELDS:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static parse(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Object;",
            ")",
            "Lcom/ferncastle/plugin/Either<",
            "Ljava/lang/String;",
            "Lcom/ferncastle/query/Node;",
            ">;"
        }
    .end annotation

    .line 34
    const/4 v1, 0x0

    invoke-static {p0, v1}, Lcom/ferncastle/query/Node;->parse(Ljava/lang/Object;I)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0
.end method

.method static parse(Ljava/lang/Object;I)Lcom/ferncastle/plugin/Either;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Object;",
            "I)",
            "Lcom/ferncastle/plugin/Either<",
            "Ljava/lang/String;",
            "Lcom/ferncastle/query/Node;",
            ">;"
        }
    .end annotation

    .line 38
    const/4 v1, 0x6

    if-le p1, v1, :cond_0

    .line 39
    const-string v0, "The filter is nested too deeply"

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 41
    :cond_0
    instance-of v0, p0, Lorg/json/JSONObject;

    if-eqz v0, :cond_1

    check-cast p0, Lorg/json/JSONObject;

    invoke-virtual {p0}, Lorg/json/JSONObject;->length()I

    move-result v0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_2

    .line 42
    :cond_1
    const-string v0, "Each filter node is an object with exactly one key"

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 44
    :cond_2
    check-cast p0, Lorg/json/JSONObject;

    move-object v4, p0

    .line 45
    const-string v1, "match"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_7

    .line 46
    const-string v1, "match"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v5

    .line 47
    if-nez v5, :cond_3

    const/4 v0, 0x0

    goto :goto_0

    :cond_3
    const-string v1, "field"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v6, v0

    .line 48
    if-nez v5, :cond_4

    const/4 v0, 0x0

    goto :goto_1

    :cond_4
    const-string v1, "text"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_1
    move-object v7, v0

    .line 49
    sget-object v0, Lcom/ferncastle/query/Node;->FIELDS:Ljava/util/Set;

    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_5

    if-eqz v7, :cond_5

    invoke-virtual {v7}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-le v0, v1, :cond_6

    .line 50
    :cond_5
    const-string v0, "match needs a field (title, text or tag) and a text of at most 200 characters"

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 52
    :cond_6
    new-instance v0, Lcom/ferncastle/query/Node$Match;

    invoke-direct {v0, v6, v7}, Lcom/ferncastle/query/Node$Match;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->right(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 54
    :cond_7
    const-string v1, "since"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_9

    .line 55
    const-string v1, "since"

    const-wide/16 v2, -0x1

    invoke-virtual {v4, v1, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v5

    .line 56
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-gez v0, :cond_8

    .line 57
    const-string v0, "since is a time in milliseconds"

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 59
    :cond_8
    new-instance v0, Lcom/ferncastle/query/Node$Since;

    invoke-direct {v0, v5, v6}, Lcom/ferncastle/query/Node$Since;-><init>(J)V

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->right(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 61
    :cond_9
    const-string v1, "all"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v5

    .line 62
    move-object v0, v4

    if-eqz v5, :cond_a

    const-string v1, "all"

    goto :goto_2

    :cond_a
    const-string v1, "any"

    :goto_2
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v6

    .line 63
    if-eqz v6, :cond_b

    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v0

    if-eqz v0, :cond_b

    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v0

    const/16 v1, 0x14

    if-le v0, v1, :cond_c

    .line 64
    :cond_b
    const-string v0, "all and any take between 1 and 20 filters"

    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->left(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0

    .line 66
    :cond_c
    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    .line 67
    const/4 v8, 0x0

    :goto_3
    invoke-virtual {v6}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v8, v1, :cond_e

    .line 68
    invoke-virtual {v6, v8}, Lorg/json/JSONArray;->opt(I)Ljava/lang/Object;

    move-result-object v0

    add-int/lit8 v1, p1, 0x1

    invoke-static {v0, v1}, Lcom/ferncastle/query/Node;->parse(Ljava/lang/Object;I)Lcom/ferncastle/plugin/Either;

    move-result-object v9

    .line 69
    invoke-virtual {v9}, Lcom/ferncastle/plugin/Either;->isRight()Z

    move-result v0

    if-nez v0, :cond_d

    .line 70
    return-object v9

    .line 72
    :cond_d
    invoke-virtual {v9}, Lcom/ferncastle/plugin/Either;->right()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ferncastle/query/Node;

    invoke-interface {v7, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 67
    add-int/lit8 v8, v8, 0x1

    goto :goto_3

    .line 74
    :cond_e
    if-eqz v5, :cond_f

    new-instance v0, Lcom/ferncastle/query/Node$All;

    invoke-direct {v0, v7}, Lcom/ferncastle/query/Node$All;-><init>(Ljava/util/List;)V

    goto :goto_4

    :cond_f
    new-instance v0, Lcom/ferncastle/query/Node$Any;

    invoke-direct {v0, v7}, Lcom/ferncastle/query/Node$Any;-><init>(Ljava/util/List;)V

    :goto_4
    invoke-static {v0}, Lcom/ferncastle/plugin/Either;->right(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public abstract accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/ferncastle/query/Node$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation
.end method
