.class final Lapp/tallybook/budget/cetp/ExpenseDesk$Companion;
.super Ljava/lang/Object;
.source "ExpenseDesk.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 77
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/tallybook/budget/cetp/ExpenseDesk$Companion;-><init>()V

    return-void
.end method
