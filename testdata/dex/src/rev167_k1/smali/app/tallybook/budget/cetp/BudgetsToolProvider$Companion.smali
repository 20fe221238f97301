.class public final Lapp/tallybook/budget/cetp/BudgetsToolProvider$Companion;
.super Ljava/lang/Object;
.source "BudgetsToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 139
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/tallybook/budget/cetp/BudgetsToolProvider$Companion;-><init>()V

    return-void
.end method
