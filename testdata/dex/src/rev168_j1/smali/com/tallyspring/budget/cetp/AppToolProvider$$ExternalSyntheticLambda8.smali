.class public final synthetic Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/cetp/ToolDescriptor;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/cetp/ToolDescriptor;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda8;->f$0:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda8;->f$0:Lcom/tallyspring/budget/cetp/ToolDescriptor;

    check-cast p1, Lcom/tallyspring/budget/cetp/ToolCall;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/cetp/AppToolProvider;->lambda$needsPrompt$5(Lcom/tallyspring/budget/cetp/ToolDescriptor;Lcom/tallyspring/budget/cetp/ToolCall;)Z

    move-result v0

    return v0
.end method
