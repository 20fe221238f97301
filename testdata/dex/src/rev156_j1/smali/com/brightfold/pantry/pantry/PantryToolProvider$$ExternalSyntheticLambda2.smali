.class public final synthetic Lcom/brightfold/pantry/pantry/PantryToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/BiFunction;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    check-cast p1, Lcom/brightfold/pantry/cetp/Call;

    check-cast p2, Ljava/lang/Throwable;

    invoke-static {p1, p2}, Lcom/brightfold/pantry/pantry/PantryToolProvider;->lambda$onCreate$3(Lcom/brightfold/pantry/cetp/Call;Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
