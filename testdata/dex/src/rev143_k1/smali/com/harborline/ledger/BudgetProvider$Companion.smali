.class public final Lcom/harborline/ledger/BudgetProvider$Companion;
.super Ljava/lang/Object;
.source "BudgetProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 84
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/harborline/ledger/BudgetProvider$Companion;-><init>()V

    return-void
.end method
