.class public interface abstract Lcom/tallyspring/budget/cetp/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# annotations
.annotation runtime Ljava/lang/FunctionalInterface;
.end annotation


# direct methods
.method public static checked(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)Lcom/tallyspring/budget/cetp/ToolHandler;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/function/Predicate<",
            "Lorg/json/JSONObject;",
            ">;",
            "Lcom/tallyspring/budget/cetp/ToolHandler;",
            ")",
            "Lcom/tallyspring/budget/cetp/ToolHandler;"
        }
    .end annotation

    .line 14
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1}, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;-><init>(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)V

    return-object v0
.end method

.method public static synthetic lambda$checked$0(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 15
    invoke-virtual {p2}, Lcom/tallyspring/budget/cetp/ToolCall;->args()Lorg/json/JSONObject;

    move-result-object v1

    invoke-interface {p0, v1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 16
    new-instance v0, Lcom/tallyspring/budget/cetp/CetpException;

    const-string v2, "INVALID_ARGS"

    invoke-direct {v0, v2}, Lcom/tallyspring/budget/cetp/CetpException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 18
    :cond_0
    invoke-interface {p1, p2}, Lcom/tallyspring/budget/cetp/ToolHandler;->handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic lambda$longIn$1(Ljava/lang/String;JJLorg/json/JSONObject;)Z
    .registers 12

    .line 24
    invoke-virtual {p5, p0}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-wide/16 v4, 0x1

    sub-long v2, p1, v4

    invoke-virtual {p5, p0, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    cmp-long v0, v0, p1

    if-ltz v0, :cond_0

    const-wide/16 v4, 0x1

    sub-long v2, p1, v4

    invoke-virtual {p5, p0, v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    cmp-long v0, v0, p3

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static synthetic lambda$optionalText$2(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)Z
    .registers 5

    .line 29
    invoke-virtual {p2, p0}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, ""

    invoke-virtual {p2, p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

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

.method public static longIn(Ljava/lang/String;JJ)Ljava/util/function/Predicate;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "JJ)",
            "Ljava/util/function/Predicate<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 24
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;

    move-object v1, p0

    move-wide v2, p1

    move-wide v4, p3

    invoke-direct/range {v0 .. v5}, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda1;-><init>(Ljava/lang/String;JJ)V

    return-object v0
.end method

.method public static optionalText(Ljava/lang/String;Ljava/lang/String;)Ljava/util/function/Predicate;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/function/Predicate<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .line 29
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0, p1}, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public abstract handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/tallyspring/budget/cetp/CetpException;,
            Lorg/json/JSONException;
        }
    .end annotation
.end method
