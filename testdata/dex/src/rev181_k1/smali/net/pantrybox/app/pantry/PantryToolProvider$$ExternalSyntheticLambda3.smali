.class public final synthetic Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lnet/pantrybox/app/pantry/PantryToolProvider;


# direct methods
.method public synthetic constructor <init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;->f$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda3;->f$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    check-cast p1, Lcom/clawseed/sdk/provider/CetpProviderRequest;

    invoke-static {v0, p1}, Lnet/pantrybox/app/pantry/PantryToolProvider;->handlers$lambda$0(Lnet/pantrybox/app/pantry/PantryToolProvider;Lcom/clawseed/sdk/provider/CetpProviderRequest;)Lcom/clawseed/sdk/provider/CetpProviderResult;

    move-result-object v0

    return-object v0
.end method
