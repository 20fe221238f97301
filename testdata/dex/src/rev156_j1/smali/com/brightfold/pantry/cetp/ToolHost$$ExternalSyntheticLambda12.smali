.class public final synthetic Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/ToolHost;

.field public final synthetic f$1:Lcom/brightfold/pantry/cetp/Call;

.field public final synthetic f$2:Lcom/brightfold/pantry/cetp/Tool;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/ToolHost;Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;->f$0:Lcom/brightfold/pantry/cetp/ToolHost;

    iput-object p2, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;->f$1:Lcom/brightfold/pantry/cetp/Call;

    iput-object p3, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;->f$2:Lcom/brightfold/pantry/cetp/Tool;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;->f$0:Lcom/brightfold/pantry/cetp/ToolHost;

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;->f$1:Lcom/brightfold/pantry/cetp/Call;

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;->f$2:Lcom/brightfold/pantry/cetp/Tool;

    check-cast p1, Lcom/brightfold/pantry/cetp/Outcome;

    invoke-virtual {v0, v1, v2, p1}, Lcom/brightfold/pantry/cetp/ToolHost;->lambda$execute$6$com-brightfold-pantry-cetp-ToolHost(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
