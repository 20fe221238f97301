.class public final synthetic Lcom/example/fv/FnProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Consumer;


# instance fields
.field public final synthetic f$0:Lcom/example/fv/FnProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/example/fv/FnProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda5;->f$0:Lcom/example/fv/FnProvider;

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda5;->f$0:Lcom/example/fv/FnProvider;

    check-cast p1, Ljava/lang/String;

    invoke-virtual {v0, p1}, Lcom/example/fv/FnProvider;->lambda$rxLog$5(Ljava/lang/String;)V

    return-void
.end method
