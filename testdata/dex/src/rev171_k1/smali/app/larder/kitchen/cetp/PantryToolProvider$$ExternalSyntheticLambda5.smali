.class public final synthetic Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/kitchen/cetp/PantryToolProvider;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/kitchen/cetp/PantryToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda5;->f$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/PantryToolProvider$$ExternalSyntheticLambda5;->f$0:Lapp/larder/kitchen/cetp/PantryToolProvider;

    invoke-static {v0}, Lapp/larder/kitchen/cetp/PantryToolProvider;->grants_delegate$lambda$0(Lapp/larder/kitchen/cetp/PantryToolProvider;)Lapp/larder/kitchen/cetp/Grants;

    move-result-object v0

    return-object v0
.end method
