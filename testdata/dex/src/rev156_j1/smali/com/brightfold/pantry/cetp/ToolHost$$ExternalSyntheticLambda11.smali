.class public final synthetic Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Tool;

.field public final synthetic f$1:Lcom/brightfold/pantry/cetp/Call;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Call;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;->f$0:Lcom/brightfold/pantry/cetp/Tool;

    iput-object p2, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;->f$1:Lcom/brightfold/pantry/cetp/Call;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;->f$0:Lcom/brightfold/pantry/cetp/Tool;

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;->f$1:Lcom/brightfold/pantry/cetp/Call;

    invoke-static {v0, v1}, Lcom/brightfold/pantry/cetp/ToolHost;->lambda$execute$5(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;

    move-result-object v0

    return-object v0
.end method
