.class public final synthetic Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Confirmations;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Confirmations;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda0;->f$0:Lcom/brightfold/pantry/cetp/Confirmations;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda0;->f$0:Lcom/brightfold/pantry/cetp/Confirmations;

    invoke-virtual {v0}, Lcom/brightfold/pantry/cetp/Confirmations;->lambda$new$0$com-brightfold-pantry-cetp-Confirmations()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
