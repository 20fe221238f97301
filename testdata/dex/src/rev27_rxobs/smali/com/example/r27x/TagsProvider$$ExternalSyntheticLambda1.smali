.class public final synthetic Lcom/example/r27x/TagsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Lio/reactivex/rxjava3/functions/Function;

.field public final synthetic f$0:I

.method public synthetic constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r27x/TagsProvider$$ExternalSyntheticLambda1;->f$0:I
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget v0, p0, Lcom/example/r27x/TagsProvider$$ExternalSyntheticLambda1;->f$0:I
    check-cast p1, Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/example/r27x/TagsProvider;->lambda$tagFor$1(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
