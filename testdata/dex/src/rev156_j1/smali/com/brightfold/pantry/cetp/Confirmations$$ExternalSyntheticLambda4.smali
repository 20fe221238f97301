.class public final synthetic Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda4;->f$0:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Confirmations$$ExternalSyntheticLambda4;->f$0:Ljava/lang/String;

    check-cast p1, Lcom/brightfold/pantry/cetp/Confirmations$Pending;

    invoke-static {v0, p1}, Lcom/brightfold/pantry/cetp/Confirmations;->lambda$require$4(Ljava/lang/String;Lcom/brightfold/pantry/cetp/Confirmations$Pending;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
