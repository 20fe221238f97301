.class public final synthetic Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/tallyspring/budget/budget/SignedAppPolicy;

.field public final synthetic f$1:I

.field public final synthetic f$2:Landroid/content/pm/PackageManager;


# direct methods
.method public synthetic constructor <init>(Lcom/tallyspring/budget/budget/SignedAppPolicy;ILandroid/content/pm/PackageManager;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/budget/SignedAppPolicy;

    iput p2, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;->f$1:I

    iput-object p3, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;->f$2:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;->f$0:Lcom/tallyspring/budget/budget/SignedAppPolicy;

    iget v1, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;->f$1:I

    iget-object v2, p0, Lcom/tallyspring/budget/budget/SignedAppPolicy$$ExternalSyntheticLambda2;->f$2:Landroid/content/pm/PackageManager;

    check-cast p1, Ljava/util/Set;

    invoke-virtual {v0, v1, v2, p1}, Lcom/tallyspring/budget/budget/SignedAppPolicy;->lambda$admit$2$com-tallyspring-budget-budget-SignedAppPolicy(ILandroid/content/pm/PackageManager;Ljava/util/Set;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
