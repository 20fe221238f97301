.class public final synthetic Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/beds/BedRepository;

.field public final synthetic f$1:Lcom/verdant/garden/beds/BedsToolProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/beds/BedRepository;Lcom/verdant/garden/beds/BedsToolProvider;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;->f$0:Lcom/verdant/garden/beds/BedRepository;

    iput-object p2, p0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;->f$1:Lcom/verdant/garden/beds/BedsToolProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;->f$0:Lcom/verdant/garden/beds/BedRepository;

    iget-object v1, p0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda2;->f$1:Lcom/verdant/garden/beds/BedsToolProvider;

    check-cast p1, Ljava/util/Map;

    invoke-static {v0, v1, p1}, Lcom/verdant/garden/beds/BedTool$1;->lambda$run$3(Lcom/verdant/garden/beds/BedRepository;Lcom/verdant/garden/beds/BedsToolProvider;Ljava/util/Map;)Ljava/util/concurrent/CompletionStage;

    move-result-object v0

    return-object v0
.end method
