.class public final synthetic Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/shopping/ShoppingTools;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/shopping/ShoppingTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda6;->f$0:Lcom/brightfold/pantry/shopping/ShoppingTools;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingTools$$ExternalSyntheticLambda6;->f$0:Lcom/brightfold/pantry/shopping/ShoppingTools;

    check-cast p1, Lcom/brightfold/pantry/cetp/Call;

    invoke-virtual {v0, p1}, Lcom/brightfold/pantry/shopping/ShoppingTools;->addToList(Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;

    move-result-object v0

    return-object v0
.end method
