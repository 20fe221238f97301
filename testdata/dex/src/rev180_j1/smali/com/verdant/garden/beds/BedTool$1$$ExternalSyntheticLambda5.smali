.class public final synthetic Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Ljava/util/Map;


# direct methods
.method public synthetic constructor <init>(Ljava/util/Map;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda5;->f$0:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/verdant/garden/beds/BedTool$1$$ExternalSyntheticLambda5;->f$0:Ljava/util/Map;

    check-cast p1, Lcom/verdant/garden/beds/BedRepository$Bed;

    invoke-static {v0, p1}, Lcom/verdant/garden/beds/BedTool$1;->lambda$run$1(Ljava/util/Map;Lcom/verdant/garden/beds/BedRepository$Bed;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
