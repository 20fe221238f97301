.class public final synthetic Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Lcom/brightfold/pantry/pantry/PantryTools;


# direct methods
.method public synthetic constructor <init>(Lcom/brightfold/pantry/pantry/PantryTools;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda1;->f$0:Lcom/brightfold/pantry/pantry/PantryTools;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/brightfold/pantry/pantry/PantryTools$$ExternalSyntheticLambda1;->f$0:Lcom/brightfold/pantry/pantry/PantryTools;

    check-cast p1, Lcom/brightfold/pantry/cetp/Call;

    invoke-virtual {v0, p1}, Lcom/brightfold/pantry/pantry/PantryTools;->lookup(Lcom/brightfold/pantry/cetp/Call;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
