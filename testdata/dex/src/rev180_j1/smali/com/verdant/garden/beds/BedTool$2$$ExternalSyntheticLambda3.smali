.class public final synthetic Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/verdant/garden/beds/Planting;


# direct methods
.method public synthetic constructor <init>(Lcom/verdant/garden/beds/Planting;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda3;->f$0:Lcom/verdant/garden/beds/Planting;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/BedTool$2$$ExternalSyntheticLambda3;->f$0:Lcom/verdant/garden/beds/Planting;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/verdant/garden/beds/BedTool$2;->lambda$run$0(Lcom/verdant/garden/beds/Planting;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
