.class public final synthetic Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/cetp/Access;

.field public final synthetic f$1:Lcom/brightfold/pantry/cetp/Tool;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Tool;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/brightfold/pantry/cetp/Access;

    iput-object p2, p0, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;->f$1:Lcom/brightfold/pantry/cetp/Tool;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;->f$0:Lcom/brightfold/pantry/cetp/Access;

    iget-object v1, p0, Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda3;->f$1:Lcom/brightfold/pantry/cetp/Tool;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, v1, p1}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->lambda$onCreate$1(Lcom/brightfold/pantry/cetp/Access;Lcom/brightfold/pantry/cetp/Tool;Ljava/lang/String;)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method
