.class public final synthetic Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lapp/larder/home/arch/ResultCallback;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/Pending;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/Pending;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda6;->f$0:Lapp/larder/home/cetp/Pending;

    return-void
.end method


# virtual methods
.method public final onResult(I)V
    .registers 3

    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda6;->f$0:Lapp/larder/home/cetp/Pending;

    invoke-static {v0, p1}, Lapp/larder/home/cetp/PantryToolProvider;->confirmOrPark$lambda$0(Lapp/larder/home/cetp/Pending;I)V

    return-void
.end method
