.class public final synthetic Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lnet/pantrybox/app/pantry/PantryToolProvider;


# direct methods
.method public synthetic constructor <init>(Lnet/pantrybox/app/pantry/PantryToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;->f$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryToolProvider$$ExternalSyntheticLambda0;->f$0:Lnet/pantrybox/app/pantry/PantryToolProvider;

    invoke-static {v0}, Lnet/pantrybox/app/pantry/PantryToolProvider;->mutationExecutor_delegate$lambda$0(Lnet/pantrybox/app/pantry/PantryToolProvider;)Lnet/pantrybox/app/pantry/LedgerExecutor;

    move-result-object v0

    return-object v0
.end method
