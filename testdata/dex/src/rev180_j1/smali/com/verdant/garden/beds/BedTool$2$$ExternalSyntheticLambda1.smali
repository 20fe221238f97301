.class public final synthetic Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Ljava/util/Optional;


# direct methods
.method public synthetic constructor <init>(Ljava/util/Optional;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda1;->f$0:Ljava/util/Optional;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda1;->f$0:Ljava/util/Optional;

    check-cast p1, Lcom/verdant/garden/beds/Planting;

    invoke-static {v0, p1}, Lcom/verdant/garden/beds/BedTool$2;->lambda$run$1(Ljava/util/Optional;Lcom/verdant/garden/beds/Planting;)Z

    move-result v0

    return v0
.end method
