.class public final synthetic Lapp/tallybook/budget/cetp/BudgetTools$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function3;


# static fields
.field public static final synthetic INSTANCE:Lapp/tallybook/budget/cetp/BudgetTools$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/tallybook/budget/cetp/BudgetTools$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lapp/tallybook/budget/cetp/BudgetTools$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/BudgetTools$$ExternalSyntheticLambda2;->INSTANCE:Lapp/tallybook/budget/cetp/BudgetTools$$ExternalSyntheticLambda2;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    check-cast p1, Lapp/tallybook/budget/cetp/BudgetDesk;

    check-cast p2, Lapp/tallybook/budget/cetp/Call;

    check-cast p3, Lorg/json/JSONObject;

    invoke-static {p1, p2, p3}, Lapp/tallybook/budget/cetp/BudgetTools;->createBudget$lambda$0(Lapp/tallybook/budget/cetp/BudgetDesk;Lapp/tallybook/budget/cetp/Call;Lorg/json/JSONObject;)Lapp/tallybook/budget/cetp/ToolResult;

    move-result-object v0

    return-object v0
.end method
