.class public final synthetic Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Call;

.field public final synthetic f$1:Lcom/brightfold/pantry/cetp/Tool;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;->f$0:Lcom/brightfold/pantry/cetp/Call;

    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;->f$1:Lcom/brightfold/pantry/cetp/Tool;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 4

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;->f$0:Lcom/brightfold/pantry/cetp/Call;

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda1;->f$1:Lcom/brightfold/pantry/cetp/Tool;

    check-cast p1, Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    invoke-static {v0, v1, p1}, Lcom/brightfold/pantry/cetp/Confirmations;->lambda$require$1(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Z

    move-result v0

    return v0
.end method
