.class public final synthetic Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/util/function/Function;

.field public final synthetic f$0:Ljava/lang/String;

.method public synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/example/r27c/ContactsProvider$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    check-cast p1, Ljava/util/List;
    invoke-static {v0, p1}, Lcom/example/r27c/ContactsProvider;->lambda$count$0(Ljava/lang/String;Ljava/util/List;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method
