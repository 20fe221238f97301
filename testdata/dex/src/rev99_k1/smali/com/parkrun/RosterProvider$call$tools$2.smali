.class final synthetic Lcom/parkrun/RosterProvider$call$tools$2;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "RosterProvider.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;
.implements Lkotlin/coroutines/jvm/internal/SuspendFunction;


.method constructor <init>(Ljava/lang/Object;)V
    .registers 9
    const/4 v1, 0x2
    const-class v3, Lcom/parkrun/RosterProvider;
    const-string v4, "findVolunteer"
    const-string v5, "findVolunteer(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;"
    const/4 v6, 0x0
    move-object v0, v7
    move-object v2, v8
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method

.method public final invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    iget-object v0, v1, Lcom/parkrun/RosterProvider$call$tools$2;->receiver:Ljava/lang/Object;
    check-cast v0, Lcom/parkrun/RosterProvider;
    .line 40
    invoke-static {v0, v2, v3}, Lcom/parkrun/RosterProvider;->access$findVolunteer(Lcom/parkrun/RosterProvider;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .line 40
    check-cast v2, Lorg/json/JSONObject;
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {v1, v2, v3}, Lcom/parkrun/RosterProvider$call$tools$2;->invoke(Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

