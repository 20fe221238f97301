.class public final synthetic Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lorg/json/JSONObject;

.method public synthetic constructor <init>(Lorg/json/JSONObject;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda1;->f$0:Lorg/json/JSONObject;
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda1;->f$0:Lorg/json/JSONObject;
    invoke-static {v0}, Lcom/pawsbook/clinic/RecordsProvider;->findShots$lambda$0(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
