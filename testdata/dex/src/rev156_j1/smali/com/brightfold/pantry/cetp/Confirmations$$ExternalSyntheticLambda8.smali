.class public final synthetic Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;


# instance fields
.field public final synthetic f$0:Z


# direct methods
.method public synthetic constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda8;->f$0:Z

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-boolean v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda8;->f$0:Z

    check-cast p1, Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    invoke-static {v0, p1}, Lcom/brightfold/pantry/cetp/Confirmations;->lambda$answer$6(ZLcom/brightfold/pantry/cetp/Confirmations$Pending;)V

    return-void
.end method
