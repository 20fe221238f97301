.class final Lcom/quillbox/SettingsRepo$settings$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "Resolutions.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillbox/SettingsRepo;


# direct methods
.method constructor <init>(Lcom/quillbox/SettingsRepo;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillbox/SettingsRepo$settings$1;->this$0:Lcom/quillbox/SettingsRepo;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v2, Lcom/quillbox/SettingsRepo$settings$1;
    iget-object v1, p0, Lcom/quillbox/SettingsRepo$settings$1;->this$0:Lcom/quillbox/SettingsRepo;
    invoke-direct {v2, v1, p2}, Lcom/quillbox/SettingsRepo$settings$1;-><init>(Lcom/quillbox/SettingsRepo;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v2, Lcom/quillbox/SettingsRepo$settings$1;->L$0:Ljava/lang/Object;
    move-object v0, v2
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillbox/SettingsRepo$settings$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillbox/SettingsRepo$settings$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillbox/SettingsRepo$settings$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillbox/SettingsRepo$settings$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    iget-object v7, p0, Lcom/quillbox/SettingsRepo$settings$1;->L$0:Ljava/lang/Object;
    check-cast v7, Lkotlinx/coroutines/flow/FlowCollector;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 14
    iget v0, p0, Lcom/quillbox/SettingsRepo$settings$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto :L142
:L40
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 15
    iget-object v0, p0, Lcom/quillbox/SettingsRepo$settings$1;->this$0:Lcom/quillbox/SettingsRepo;
    invoke-static {v0}, Lcom/quillbox/SettingsRepo;->access$getCtx$p(Lcom/quillbox/SettingsRepo;)Landroid/content/Context;
    move-result-object v0
    const-string v1, "share_settings"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v8
    .line 16
    new-instance v1, Lcom/quillbox/ShareSettings;
    const-string v4, "allow_edits"
    const/4 v5, 0x0
    invoke-interface {v8, v4, v5}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z
    move-result v3
    const-string v5, "link_days"
    const/4 v6, 0x7
    invoke-interface {v8, v5, v6}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result v4
    invoke-direct {v1, v3, v4}, Lcom/quillbox/ShareSettings;-><init>(ZI)V
    move-object v2, p0
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/SettingsRepo$settings$1;->L$0:Ljava/lang/Object;
    invoke-static {v8}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, p0, Lcom/quillbox/SettingsRepo$settings$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, p0, Lcom/quillbox/SettingsRepo$settings$1;->label:I
    invoke-interface {v7, v1, v2}, Lkotlinx/coroutines/flow/FlowCollector;->emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v9, :L137
    .line 14
    return-object v9
:L124
    iget-object v8, p0, Lcom/quillbox/SettingsRepo$settings$1;->L$1:Ljava/lang/Object;
    check-cast v8, Landroid/content/SharedPreferences;
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L137
    .line 17
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L142
    .line 14
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L40
        :L124
    .end packed-switch
.end method
