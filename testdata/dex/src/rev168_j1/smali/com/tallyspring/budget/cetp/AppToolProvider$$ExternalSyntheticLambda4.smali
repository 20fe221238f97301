.class public final synthetic Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/cetp/SessionStore$Session;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/cetp/SessionStore$Session;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/tallyspring/budget/cetp/SessionStore$Session;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/cetp/AppToolProvider$$ExternalSyntheticLambda4;->f$0:Lcom/tallyspring/budget/cetp/SessionStore$Session;

    check-cast p1, Lcom/tallyspring/budget/cetp/ToolDescriptor;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/cetp/AppToolProvider;->lambda$toolList$2(Lcom/tallyspring/budget/cetp/SessionStore$Session;Lcom/tallyspring/budget/cetp/ToolDescriptor;)Z

    move-result v0

    return v0
.end method
