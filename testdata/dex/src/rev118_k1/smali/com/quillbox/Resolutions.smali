.class public final Lcom/quillbox/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# instance fields
.field private final ctx:Landroid/content/Context;
.field private final repo:Lcom/quillbox/SettingsRepo;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/quillbox/SettingsRepo;)V
    .registers 4
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "repo"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/Resolutions;->ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/quillbox/Resolutions;->repo:Lcom/quillbox/SettingsRepo;
    return-void
.end method


# virtual methods
.method public final editable(Landroid/content/Intent;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    move-object/from16 v0, p3
    instance-of v0, v0, Lcom/quillbox/Resolutions$editable$1;
    if-eqz v0, :L39
    move-object/from16 v0, p3
    check-cast v0, Lcom/quillbox/Resolutions$editable$1;
    move-object v11, v0
    iget v0, v11, Lcom/quillbox/Resolutions$editable$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v11, Lcom/quillbox/Resolutions$editable$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v11, Lcom/quillbox/Resolutions$editable$1;->label:I
    goto :L50
:L39
    new-instance v11, Lcom/quillbox/Resolutions$editable$1;
    move-object/from16 v3, p3
    invoke-direct {v11, p0, v3}, Lcom/quillbox/Resolutions$editable$1;-><init>(Lcom/quillbox/Resolutions;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v10, v11, Lcom/quillbox/Resolutions$editable$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 23
    iget v0, v11, Lcom/quillbox/Resolutions$editable$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L210
:L88
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 24
    iget-object v0, p0, Lcom/quillbox/Resolutions;->repo:Lcom/quillbox/SettingsRepo;
    invoke-virtual {v0}, Lcom/quillbox/SettingsRepo;->settings()Lkotlinx/coroutines/flow/Flow;
    move-result-object v5
    .line 25
    const/4 v6, 0x0
    .line 38
    move-object v7, v5
    const/4 v8, 0x0
    .line 39
    const/4 v9, 0x0
    .line 40
    new-instance v0, Lcom/quillbox/Resolutions$editable$$inlined$map$1;
    invoke-direct {v0, v7}, Lcom/quillbox/Resolutions$editable$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 26
    iput-object p1, v11, Lcom/quillbox/Resolutions$editable$1;->L$0:Ljava/lang/Object;
    iput p2, v11, Lcom/quillbox/Resolutions$editable$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v11, Lcom/quillbox/Resolutions$editable$1;->label:I
    invoke-static {v0, v11}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L184
    .line 23
    return-object v12
:L162
    iget p2, v11, Lcom/quillbox/Resolutions$editable$1;->I$0:I
    iget-object p1, v11, Lcom/quillbox/Resolutions$editable$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Intent;
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
:L184
    .line 26
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v4
    .line 27
    iget-object v0, p0, Lcom/quillbox/Resolutions;->ctx:Landroid/content/Context;
    invoke-static {v0, p2, p1, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
:L210
    .line 23
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L162
    .end packed-switch
.end method

.method public final sealed(Landroid/content/Intent;ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 17
    move-object/from16 v0, p3
    instance-of v0, v0, Lcom/quillbox/Resolutions$sealed$1;
    if-eqz v0, :L39
    move-object/from16 v0, p3
    check-cast v0, Lcom/quillbox/Resolutions$sealed$1;
    move-object v11, v0
    iget v0, v11, Lcom/quillbox/Resolutions$sealed$1;->label:I
    const/high16 v1, -0x80000000
    and-int/2addr v0, v1
    if-eqz v0, :L39
    iget v1, v11, Lcom/quillbox/Resolutions$sealed$1;->label:I
    const/high16 v2, -0x80000000
    sub-int/2addr v1, v2
    iput v1, v11, Lcom/quillbox/Resolutions$sealed$1;->label:I
    goto :L50
:L39
    new-instance v11, Lcom/quillbox/Resolutions$sealed$1;
    move-object/from16 v3, p3
    invoke-direct {v11, p0, v3}, Lcom/quillbox/Resolutions$sealed$1;-><init>(Lcom/quillbox/Resolutions;Lkotlin/coroutines/Continuation;)V
:L50
    iget-object v10, v11, Lcom/quillbox/Resolutions$sealed$1;->result:Ljava/lang/Object;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v12
    .line 30
    iget v0, v11, Lcom/quillbox/Resolutions$sealed$1;->label:I
    packed-switch v0, :pswitch_data_67
    goto :L210
:L88
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 31
    iget-object v0, p0, Lcom/quillbox/Resolutions;->repo:Lcom/quillbox/SettingsRepo;
    invoke-virtual {v0}, Lcom/quillbox/SettingsRepo;->settings()Lkotlinx/coroutines/flow/Flow;
    move-result-object v5
    .line 32
    const/4 v6, 0x0
    .line 43
    move-object v7, v5
    const/4 v8, 0x0
    .line 44
    const/4 v9, 0x0
    .line 45
    new-instance v0, Lcom/quillbox/Resolutions$sealed$$inlined$map$1;
    invoke-direct {v0, v7}, Lcom/quillbox/Resolutions$sealed$$inlined$map$1;-><init>(Lkotlinx/coroutines/flow/Flow;)V
    check-cast v0, Lkotlinx/coroutines/flow/Flow;
    .line 33
    iput-object p1, v11, Lcom/quillbox/Resolutions$sealed$1;->L$0:Ljava/lang/Object;
    iput p2, v11, Lcom/quillbox/Resolutions$sealed$1;->I$0:I
    const/4 v3, 0x1
    iput v3, v11, Lcom/quillbox/Resolutions$sealed$1;->label:I
    invoke-static {v0, v11}, Lkotlinx/coroutines/flow/FlowKt;->first(Lkotlinx/coroutines/flow/Flow;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v12, :L184
    .line 30
    return-object v12
:L162
    iget p2, v11, Lcom/quillbox/Resolutions$sealed$1;->I$0:I
    iget-object p1, v11, Lcom/quillbox/Resolutions$sealed$1;->L$0:Ljava/lang/Object;
    check-cast p1, Landroid/content/Intent;
    invoke-static {v10}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v10
:L184
    .line 33
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v4
    .line 34
    iget-object v0, p0, Lcom/quillbox/Resolutions;->ctx:Landroid/content/Context;
    invoke-static {v0, p2, p1, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
:L210
    .line 30
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_67
    .packed-switch 0x0
        :L88
        :L162
    .end packed-switch
.end method
