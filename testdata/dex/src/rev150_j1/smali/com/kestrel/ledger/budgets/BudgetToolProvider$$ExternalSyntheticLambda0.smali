.class public final synthetic Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/kestrel/ledger/identity/CallerCache$Loader;


# instance fields
.field public final synthetic f$0:Landroid/content/pm/PackageManager;


# direct methods
.method public synthetic constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda0;->f$0:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public final load(I)Lcom/kestrel/ledger/identity/CallerIdentity;
    .registers 3

    iget-object v0, p0, Lcom/kestrel/ledger/budgets/BudgetToolProvider$$ExternalSyntheticLambda0;->f$0:Landroid/content/pm/PackageManager;

    invoke-static {v0, p1}, Lcom/kestrel/ledger/budgets/BudgetToolProvider;->lambda$onCreate$0(Landroid/content/pm/PackageManager;I)Lcom/kestrel/ledger/identity/CallerIdentity;

    move-result-object v0

    return-object v0
.end method
