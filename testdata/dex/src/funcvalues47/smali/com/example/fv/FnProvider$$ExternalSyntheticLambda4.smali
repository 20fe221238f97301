.class public final synthetic Lcom/example/fv/FnProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/BiFunction;


# instance fields
.field public final synthetic f$0:Lcom/example/fv/FnProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/example/fv/FnProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda4;->f$0:Lcom/example/fv/FnProvider;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/example/fv/FnProvider$$ExternalSyntheticLambda4;->f$0:Lcom/example/fv/FnProvider;

    check-cast p1, Ljava/lang/String;

    check-cast p2, Ljava/lang/String;

    invoke-virtual {v0, p1, p2}, Lcom/example/fv/FnProvider;->lambda$rxZip$4(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method
