.class final Lapp/tallybook/budget/cetp/BudgetDesk$Companion;
.super Ljava/lang/Object;
.source "BudgetDesk.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 83
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/tallybook/budget/cetp/BudgetDesk$Companion;-><init>()V

    return-void
.end method
