.class public final synthetic Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/water/WateringToolProvider;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/water/WateringToolProvider;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iput p2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;->f$1:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iget v1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;->f$1:I

    invoke-virtual {v0, v1}, Lcom/verdant/garden/water/WateringToolProvider;->lambda$admit$3$com-verdant-garden-water-WateringToolProvider(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
