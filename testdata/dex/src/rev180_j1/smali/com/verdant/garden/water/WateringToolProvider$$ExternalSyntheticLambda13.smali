.class public final synthetic Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/water/WateringToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:I


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/water/WateringToolProvider;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iput-object p2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$2:Ljava/lang/String;

    iput p4, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$3:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iget-object v1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$2:Ljava/lang/String;

    iget v3, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;->f$3:I

    invoke-virtual {v0, v1, v2, v3}, Lcom/verdant/garden/water/WateringToolProvider;->lambda$startRun$8$com-verdant-garden-water-WateringToolProvider(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
