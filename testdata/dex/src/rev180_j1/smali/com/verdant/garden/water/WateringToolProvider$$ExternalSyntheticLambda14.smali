.class public final synthetic Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;->f$0:Ljava/lang/String;

    iput p2, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;->f$1:I

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;->f$0:Ljava/lang/String;

    iget v1, p0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;->f$1:I

    check-cast p1, Ljava/lang/Integer;

    invoke-static {v0, v1, p1}, Lcom/verdant/garden/water/WateringToolProvider;->lambda$startRun$9(Ljava/lang/String;ILjava/lang/Integer;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method
