.class public final synthetic Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/lendshed/repair/RepairProvider;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/lendshed/repair/RepairProvider;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;->f$0:Lcom/lendshed/repair/RepairProvider;

    iput p2, p0, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;->f$1:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;->f$0:Lcom/lendshed/repair/RepairProvider;

    iget v1, p0, Lcom/lendshed/repair/RepairProvider$$ExternalSyntheticLambda0;->f$1:I

    invoke-virtual {v0, v1}, Lcom/lendshed/repair/RepairProvider;->lambda$call$0$com-lendshed-repair-RepairProvider(I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
