.class public final synthetic Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BooleanSupplier;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/water/WateringToolProvider;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/water/WateringToolProvider;Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iput-object p2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getAsBoolean()Z
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iget-object v1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lcom/verdant/garden/water/WateringToolProvider;->lambda$startRun$7$com-verdant-garden-water-WateringToolProvider(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method
