.class public final synthetic Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/tallyspring/budget/cetp/ToolHandler;


# instance fields
.field public final synthetic f$0:Ljava/util/function/Predicate;

.field public final synthetic f$1:Lcom/tallyspring/budget/cetp/ToolHandler;


# direct methods
.method public synthetic constructor <init>(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;->f$0:Ljava/util/function/Predicate;

    iput-object p2, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;->f$1:Lcom/tallyspring/budget/cetp/ToolHandler;

    return-void
.end method


# virtual methods
.method public final handle(Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;
    .registers 4

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;->f$0:Ljava/util/function/Predicate;

    iget-object v1, p0, Lcom/tallyspring/budget/cetp/ToolHandler$$ExternalSyntheticLambda0;->f$1:Lcom/tallyspring/budget/cetp/ToolHandler;

    invoke-static {v0, v1, p1}, Lcom/tallyspring/budget/cetp/ToolHandler;->lambda$checked$0(Ljava/util/function/Predicate;Lcom/tallyspring/budget/cetp/ToolHandler;Lcom/tallyspring/budget/cetp/ToolCall;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
