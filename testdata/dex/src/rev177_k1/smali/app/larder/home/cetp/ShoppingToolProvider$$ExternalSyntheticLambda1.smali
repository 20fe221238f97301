.class public final synthetic Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/ShoppingToolProvider;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;->f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

    iput p2, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;->f$1:I

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;->f$0:Lapp/larder/home/cetp/ShoppingToolProvider;

    iget v1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda1;->f$1:I

    invoke-static {v0, v1}, Lapp/larder/home/cetp/ShoppingToolProvider;->callerPackage$lambda$0(Lapp/larder/home/cetp/ShoppingToolProvider;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
