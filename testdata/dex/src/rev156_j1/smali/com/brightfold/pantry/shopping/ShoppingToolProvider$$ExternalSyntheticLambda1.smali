.class public final synthetic Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiPredicate;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Access;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Access;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/brightfold/pantry/cetp/Access;

    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;Ljava/lang/Object;)Z
    .registers 4

    iget-object v0, p0, Lcom/brightfold/pantry/shopping/ShoppingToolProvider$$ExternalSyntheticLambda1;->f$0:Lcom/brightfold/pantry/cetp/Access;

    check-cast p1, Lcom/brightfold/pantry/cetp/Caller;

    check-cast p2, Lcom/brightfold/pantry/cetp/Tool;

    invoke-static {v0, p1, p2}, Lcom/brightfold/pantry/shopping/ShoppingToolProvider;->lambda$onCreate$2(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Caller;Lcom/brightfold/pantry/cetp/Tool;)Z

    move-result v0

    return v0
.end method
