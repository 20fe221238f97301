.class public final synthetic Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljavax/inject/Provider;


# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda1;->f$0:I

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget v0, p0, Lapp/hearthlink/scenes/ScenesProvider$$ExternalSyntheticLambda1;->f$0:I

    invoke-static {v0}, Lapp/hearthlink/scenes/ScenesProvider;->lambda$execute$1(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
