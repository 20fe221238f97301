.class public final synthetic Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/water/WateringToolProvider;

.field public final synthetic f$1:Lcom/verdant/garden/cetp/Caller;

.field public final synthetic f$2:Lcom/verdant/garden/cetp/SessionStore$Session;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iput-object p2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;->f$1:Lcom/verdant/garden/cetp/Caller;

    iput-object p3, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;->f$2:Lcom/verdant/garden/cetp/SessionStore$Session;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 5

    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;->f$0:Lcom/verdant/garden/water/WateringToolProvider;

    iget-object v1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;->f$1:Lcom/verdant/garden/cetp/Caller;

    iget-object v2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;->f$2:Lcom/verdant/garden/cetp/SessionStore$Session;

    check-cast p1, Lcom/verdant/garden/water/WaterTool;

    invoke-virtual {v0, v1, v2, p1}, Lcom/verdant/garden/water/WateringToolProvider;->lambda$admit$4$com-verdant-garden-water-WateringToolProvider(Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;Lcom/verdant/garden/water/WaterTool;)Z

    move-result v0

    return v0
.end method
