.class public final synthetic Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lapp/larder/home/arch/ResultCallback;


# instance fields
.field public final synthetic f$0:Lkotlin/jvm/internal/Ref$ObjectRef;


# direct methods
.method public synthetic constructor <init>(Lkotlin/jvm/internal/Ref$ObjectRef;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda5;->f$0:Lkotlin/jvm/internal/Ref$ObjectRef;

    return-void
.end method


# virtual methods
.method public final onResult(I)V
    .registers 3

    iget-object v0, p0, Lapp/larder/home/cetp/ShoppingToolProvider$$ExternalSyntheticLambda5;->f$0:Lkotlin/jvm/internal/Ref$ObjectRef;

    invoke-static {v0, p1}, Lapp/larder/home/cetp/ShoppingToolProvider;->park$lambda$0(Lkotlin/jvm/internal/Ref$ObjectRef;I)V

    return-void
.end method
