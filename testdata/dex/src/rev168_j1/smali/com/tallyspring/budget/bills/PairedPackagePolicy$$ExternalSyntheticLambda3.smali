.class public final synthetic Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Landroid/content/pm/PackageManager;


# direct methods
.method public synthetic constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda3;->f$0:Landroid/content/pm/PackageManager;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/tallyspring/budget/bills/PairedPackagePolicy$$ExternalSyntheticLambda3;->f$0:Landroid/content/pm/PackageManager;

    check-cast p1, Lcom/tallyspring/budget/data/Pairings$Pairing;

    invoke-static {v0, p1}, Lcom/tallyspring/budget/bills/PairedPackagePolicy;->lambda$admit$3(Landroid/content/pm/PackageManager;Lcom/tallyspring/budget/data/Pairings$Pairing;)Z

    move-result v0

    return v0
.end method
