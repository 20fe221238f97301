.class public final synthetic Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lcom/larderly/pantry/PantryProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/pantry/PantryProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/pantry/PantryProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/larderly/pantry/PantryProvider$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/pantry/PantryProvider;

    invoke-static {v0}, Lcom/larderly/pantry/PantryProvider;->outcomes_delegate$lambda$0(Lcom/larderly/pantry/PantryProvider;)Lcom/larderly/pantry/DurableOutcomes;

    move-result-object v0

    return-object v0
.end method
