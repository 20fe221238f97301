.class public final synthetic Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

.field public final synthetic f$1:Z


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/beds/RemoveBedActivity;Z)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;->f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

    iput-boolean p2, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;->f$1:Z

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;->f$0:Lcom/verdant/garden/beds/RemoveBedActivity;

    iget-boolean v1, p0, Lcom/verdant/garden/beds/RemoveBedActivity$$ExternalSyntheticLambda4;->f$1:Z

    invoke-virtual {v0, v1}, Lcom/verdant/garden/beds/RemoveBedActivity;->lambda$decide$2$com-verdant-garden-beds-RemoveBedActivity(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
