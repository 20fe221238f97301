.class public final synthetic Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/kestrel/ledger/pipeline/Interceptor;


# instance fields
.field public final synthetic f$0:Landroid/content/ContentResolver;


# direct methods
.method public synthetic constructor <init>(Landroid/content/ContentResolver;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda1;->f$0:Landroid/content/ContentResolver;

    return-void
.end method


# virtual methods
.method public final intercept(Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;
    .registers 3

    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda1;->f$0:Landroid/content/ContentResolver;

    invoke-static {v0, p1}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->lambda$onCreate$1(Landroid/content/ContentResolver;Lcom/kestrel/ledger/pipeline/Interceptor$Chain;)Lcom/kestrel/ledger/pipeline/Response;

    move-result-object v0

    return-object v0
.end method
